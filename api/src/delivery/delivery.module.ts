import { Module } from '@nestjs/common';
import { DeliveryController } from './delivery.controller';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryService } from './delivery.service';

/**
 * Delivery by district (docs/rules.md, Delivery): the 77 districts grouped into the owner's zones, the public list
 * and quote, the admin's zones, and the charge checkout records on an order.
 */
@Module({
  controllers: [DeliveryController],
  providers: [DeliveryService, DeliveryRepository],
  exports: [DeliveryService],
})
export class DeliveryModule {}
