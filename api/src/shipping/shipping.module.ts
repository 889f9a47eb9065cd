import { Module } from '@nestjs/common';
import { CouriersController } from './couriers.controller';
import { CouriersRepository } from './couriers.repository';
import { CouriersService } from './couriers.service';

/** The owner's couriers (docs/rules.md, Shipping); orders ship with them through CouriersService. */
@Module({
  controllers: [CouriersController],
  providers: [CouriersRepository, CouriersService],
  exports: [CouriersService],
})
export class ShippingModule {}
