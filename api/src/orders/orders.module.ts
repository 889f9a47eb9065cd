import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { KhaltiRecheckService } from './khalti-recheck.service';
import { KhaltiReturnController } from './khalti-return.controller';
import { KhaltiReturnService } from './khalti-return.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** Checkout, orders and the verification of their payments (the provider itself lives in payments/). */
@Module({
  imports: [PaymentsModule],
  controllers: [OrdersController, KhaltiReturnController],
  providers: [OrdersService, OrdersRepository, KhaltiReturnService, KhaltiRecheckService],
})
export class OrdersModule {}
