import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { KhaltiRecheckService } from './khalti-recheck.service';
import { KhaltiReturnController } from './khalti-return.controller';
import { KhaltiReturnService } from './khalti-return.service';
import { PaymentsModule } from './payments.module';

/**
 * The shopper's return from Khalti and the re-check of payments nobody came back from. They settle orders through
 * PayableOrders, which `ordersModule` provides and exports as PAYABLE_ORDERS: payments never imports orders.
 */
@Module({})
export class PaymentReturnModule {
  static forOrders(ordersModule: Type): DynamicModule {
    return {
      module: PaymentReturnModule,
      imports: [PaymentsModule, ordersModule],
      controllers: [KhaltiReturnController],
      providers: [KhaltiReturnService, KhaltiRecheckService],
    };
  }
}
