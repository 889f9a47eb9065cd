import { Module } from '@nestjs/common';
import { PaymentMethods } from './payment-methods';
import { PAYMENT_METHOD_PACKAGES } from './payment-method-packages';
import { PAYMENT_METHOD_PROVIDERS } from './payment-provider';
import { PaymentMethodsController } from './payment-methods.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

const providers = PAYMENT_METHOD_PACKAGES.map((method) => method.provider);

/**
 * The payment methods (each a provider registered by id, payment-method-packages.ts) and the payments table: the
 * orders module starts payments through PaymentsService. The return side is PaymentReturnModule; the built-in
 * sandboxes are loaded by AppModule only without the methods' keys.
 */
@Module({
  controllers: [PaymentMethodsController],
  providers: [
    ...providers,
    { provide: PAYMENT_METHOD_PROVIDERS, useFactory: (...all: unknown[]) => all, inject: providers },
    PaymentMethods,
    PaymentsRepository,
    PaymentsService,
  ],
  exports: [...providers, PaymentMethods, PaymentsRepository, PaymentsService],
})
export class PaymentsModule {}
