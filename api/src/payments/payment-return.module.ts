import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { PAYMENT_METHOD_PACKAGES } from './payment-method-packages';
import { PaymentReturnService } from './payment-return.service';
import { PaymentsModule } from './payments.module';

/**
 * The shoppers' returns from the wallets and the jobs that settle payments nobody came back from, each method's
 * own (its package's return side). They settle orders through PayableOrders, which `ordersModule` provides and
 * exports as PAYABLE_ORDERS: payments never imports orders.
 */
@Module({})
export class PaymentReturnModule {
  static forOrders(ordersModule: Type): DynamicModule {
    return {
      module: PaymentReturnModule,
      imports: [PaymentsModule, ordersModule],
      controllers: PAYMENT_METHOD_PACKAGES.flatMap((method) => method.returnSide?.controllers ?? []),
      providers: [
        PaymentReturnService,
        ...PAYMENT_METHOD_PACKAGES.flatMap((method) => method.returnSide?.providers ?? []),
      ],
    };
  }
}
