import { Module } from '@nestjs/common';
import { KhaltiClient } from './khalti.client';
import { PAYMENT_PROVIDER } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/**
 * The payment provider and the payments table: the orders module starts payments through PaymentsService.
 * The return side is PaymentReturnModule; the built-in sandbox is KhaltiSandboxModule, loaded only without a Khalti key.
 */
@Module({
  providers: [
    KhaltiClient,
    { provide: PAYMENT_PROVIDER, useExisting: KhaltiClient },
    PaymentsRepository,
    PaymentsService,
  ],
  exports: [PAYMENT_PROVIDER, PaymentsRepository, PaymentsService],
})
export class PaymentsModule {}
