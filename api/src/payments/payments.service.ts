import { Inject, Injectable, Logger } from '@nestjs/common';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';
import type { KhaltiPaymentLink, PendingPayment } from '../contracts';
import type { Transaction } from '../database';
import type { PayableOrder } from './payable-orders';
import {
  PAYMENT_PROVIDER,
  type PaymentLink,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
  type RefundAnswer,
} from './payment-provider';
import type { PaymentVerdict } from './payment-verdict';
import { AMOUNT_MISMATCH, PaymentsRepository, type PaymentUpdate } from './payments.repository';

/**
 * Starts payments for the orders module (the provider's link, and the payment row the return will look up), and
 * verifies them by the provider's lookup, for the return, the re-check and an admin's status change alike.
 */
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

  /**
   * Asks the provider about the payment `pidx` of `order` and returns what it means; never trusts anything else
   * (docs/decisions/0006-khalti-verified-by-lookup.md). Throws PaymentProviderError when the provider cannot respond.
   */
  async verify(pidx: string, order: PayableOrder): Promise<PaymentVerdict> {
    const lookup = await this.provider.lookup(pidx);
    const update: PaymentUpdate = {
      pidx,
      status: lookup.status,
      transactionId: lookup.transactionId,
      payload: lookup.raw,
    };
    const record = (tx: Transaction) => this.repository.update(update, tx);
    switch (lookup.status) {
      case 'Completed':
        if (lookup.totalAmount === order.amountPaisa && lookup.transactionId)
          return { kind: 'paid', transactionId: lookup.transactionId, record };
        // Money was taken for another amount: someone may be tampering with the payment; an admin must look.
        securityEvent(this.logger, SECURITY_EVENTS.paymentAmountMismatch, {
          orderId: order.id,
          expectedPaisa: order.amountPaisa,
          reportedPaisa: Number.isFinite(lookup.totalAmount) ? lookup.totalAmount : null,
        });
        await this.repository.update({ ...update, status: AMOUNT_MISMATCH });
        return { kind: 'mismatch' };
      case 'User canceled':
      case 'Expired':
        return { kind: 'failed', reason: lookup.status, record };
      case 'Pending':
      case 'Initiated':
        await this.repository.update(update);
        return { kind: 'pending' };
      default:
        await this.repository.update(update);
        return { kind: 'other' };
    }
  }

  /** verify() of the order's latest payment; undefined when the order has none. */
  async verifyLatest(order: PayableOrder): Promise<PaymentVerdict | undefined> {
    const pidx = await this.repository.latestPidx(order.id);
    return pidx === undefined ? undefined : this.verify(pidx, order);
  }

  /**
   * Khalti's refund call for the payment `transactionId`: the whole payment when `amountPaisa` is undefined. Throws
   * PaymentProviderError when Khalti did not answer (a timeout, a refused connection, a 5xx): then nobody knows yet.
   */
  refund(transactionId: string, amountPaisa: number | undefined): Promise<RefundAnswer> {
    return this.provider.refund(transactionId, amountPaisa);
  }

  /**
   * What Khalti's lookup of the order's latest payment says of its refunds (docs/rules.md, Refunds), the payment's row
   * updated with it; undefined when the order has no payment. Throws PaymentProviderError when Khalti cannot respond.
   */
  async refundsAtKhalti(orderId: string): Promise<{ status: string; refundedPaisa?: number } | undefined> {
    const pidx = await this.repository.latestPidx(orderId);
    if (pidx === undefined) return undefined;
    const lookup = await this.provider.lookup(pidx);
    await this.repository.update({ pidx, status: lookup.status, payload: lookup.raw });
    return { status: lookup.status, refundedPaisa: lookup.refundedPaisa };
  }
}
