import { Inject, Injectable, Logger } from '@nestjs/common';
import type { KhaltiPaymentLink } from '../contracts';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
} from './payment-provider';
import { PaymentsRepository } from './payments.repository';

/** Starts payments for the orders module: the provider's link, and the payment row the return will look up. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly repository: PaymentsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Throws when the provider cannot be reached or refuses: the caller cancels the order. */
  async start(request: PaymentRequest): Promise<KhaltiPaymentLink> {
    try {
      const link = await this.provider.initiate(request);
      await this.repository.insert({
        orderId: request.orderId,
        provider: 'khalti',
        pidx: link.pidx,
        status: 'Initiated',
        amountPaisa: request.amountPaisa,
        payload: { payment_url: link.paymentUrl },
      });
      return { payment_url: link.paymentUrl, pidx: link.pidx, order_id: request.orderId };
    } catch (error) {
      const detail =
        error instanceof PaymentProviderError
          ? `${error.message} ${JSON.stringify(error.body ?? '')}`
          : String(error);
      this.logger.error(`Khalti initiate failed for order ${request.orderId}: ${detail}`);
      throw error;
    }
  }
}
