import { Inject, Injectable, Logger } from '@nestjs/common';
import type { KhaltiPaymentLink, PendingPayment } from '../contracts';
import {
  PAYMENT_PROVIDER,
  type PaymentLink,
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
      await this.recordStarted(request, link);
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

  /** Writes the row of a payment the provider has started (status Initiated), with its link and expiry. */
  async recordStarted(
    request: Pick<PaymentRequest, 'orderId' | 'amountPaisa'>,
    link: PaymentLink,
  ): Promise<void> {
    await this.repository.insert({
      orderId: request.orderId,
      provider: 'khalti',
      pidx: link.pidx,
      status: 'Initiated',
      amountPaisa: request.amountPaisa,
      payload: { payment_url: link.paymentUrl },
      paymentUrl: link.paymentUrl,
      expiresAt: link.expiresAt ?? null,
    });
  }

  /**
   * The payment link of each given order's latest payment, when it has one (orders in 'awaiting payment'): what the
   * customer needs to finish paying. `expired` is judged at `now`. Orders without a stored link are left out.
   */
  async pendingLinks(orderIds: string[], now = new Date()): Promise<Map<string, PendingPayment>> {
    const links = new Map<string, PendingPayment>();
    if (!orderIds.length) return links;
    for (const row of await this.repository.latestLinks(orderIds)) {
      if (!row.paymentUrl || !row.expiresAt) continue;
      links.set(row.orderId, {
        payment_url: row.paymentUrl,
        expires_at: row.expiresAt.toISOString(),
        expired: now.getTime() > row.expiresAt.getTime(),
      });
    }
    return links;
  }
}
