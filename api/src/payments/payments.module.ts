import { Module } from '@nestjs/common';
import { KhaltiClient } from './khalti.client';
import { PAYMENT_PROVIDER } from './payment-provider';

/** The payment provider (DESIGN §6). The built-in sandbox is a separate module, loaded only without a Khalti key. */
@Module({
  providers: [KhaltiClient, { provide: PAYMENT_PROVIDER, useExisting: KhaltiClient }],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
