import { Injectable, Logger } from '@nestjs/common';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';
import type { CheckoutPaymentMethod, KhaltiPaymentLink, PendingPayment } from '../contracts';
import type { PaymentRow, Transaction } from '../database';
import type { PayableOrder } from './payable-orders';
import { PaymentMethods } from './payment-methods';
import {
  type PaymentLink,
  type PaymentMethodProvider,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentState,
  type RefundAnswer,
} from './payment-provider';
import { type PaymentVerdict, walletSource } from './payment-verdict';
import { AMOUNT_MISMATCH, PaymentsRepository, type PaymentUpdate } from './payments.repository';

/**
 * Starts payments for the orders module (the provider's link, and the payment row the return will look up), and
 * verifies them by the provider's lookup, for the return, the re-check and an admin's status change alike, whichever
 * provider the attempt is with.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly methods: PaymentMethods,
  ) {}

  /** Throws when the provider cannot be reached or refuses: the caller cancels the order. */
  async start(method: CheckoutPaymentMethod, request: PaymentRequest): Promise<KhaltiPaymentLink> {
    const provider = this.methods.enabled(method);
    try {
      if (!provider?.start) throw new PaymentProviderError(`${method} starts no payment`);
      const link = await provider.start(request);
      await this.recordStarted(provider.id, request, link);
      return { payment_url: link.paymentUrl, pidx: link.pidx, order_id: request.orderId };
    } catch (error) {
      const detail =
        error instanceof PaymentProviderError
          ? `${error.message} ${JSON.stringify(error.body ?? '')}`
          : String(error);
      this.logger.error(`${method} payment start failed for order ${request.orderId}: ${detail}`);
      throw error;
    }
  }

  /** Writes the row of a payment the provider has started, with its link and expiry. */
  async recordStarted(
    method: CheckoutPaymentMethod,
    request: Pick<PaymentRequest, 'orderId' | 'amountPaisa'>,
    link: PaymentLink,
  ): Promise<void> {
    await this.repository.insert({
      orderId: request.orderId,
      provider: method,
      pidx: link.pidx,
      status: link.providerStatus,
      amountPaisa: request.amountPaisa,
      payload: link.payload ?? { payment_url: link.paymentUrl },
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
   * Asks the attempt's provider what became of it and returns what that means for `order`; never trusts anything
   * else (docs/decisions/0006-khalti-verified-by-lookup.md). Throws PaymentProviderError when the provider cannot
   * respond.
   */
  async verify(payment: PaymentRow, order: PayableOrder): Promise<PaymentVerdict> {
    const provider = this.lookupOf(payment);
    const lookup = await provider.lookup!({
      pidx: payment.pidx,
      amountPaisa: payment.amountPaisa,
      expiresAt: payment.expiresAt,
    });
    const update: PaymentUpdate = {
      pidx: payment.pidx,
      status: lookup.providerStatus,
      transactionId: lookup.transactionId,
      payload: lookup.raw,
    };
    const record = (tx: Transaction) => this.repository.update(update, tx);
    const by = walletSource(provider.id);
    switch (lookup.state) {
      case 'paid':
        if (lookup.totalAmount === order.amountPaisa && lookup.transactionId)
          return { kind: 'paid', transactionId: lookup.transactionId, by, record };
        // Money was taken for another amount: someone may be tampering with the payment; an admin must look.
        securityEvent(this.logger, SECURITY_EVENTS.paymentAmountMismatch, {
          orderId: order.id,
          expectedPaisa: order.amountPaisa,
          reportedPaisa: Number.isFinite(lookup.totalAmount) ? lookup.totalAmount : null,
        });
        await this.repository.update({ ...update, status: AMOUNT_MISMATCH });
        return { kind: 'mismatch' };
      case 'cancelled':
      case 'expired':
        return { kind: 'failed', reason: lookup.state, by, record };
      case 'pending':
      case 'started':
        await this.repository.update(update);
        return { kind: 'pending' };
      default:
        await this.repository.update(update);
        return { kind: 'other', state: lookup.state };
    }
  }

  /** verify() of the order's latest payment; undefined when the order has none. */
  async verifyLatest(order: PayableOrder): Promise<PaymentVerdict | undefined> {
    const payment = await this.repository.latest(order.id);
    return payment === undefined ? undefined : this.verify(payment, order);
  }

  /**
   * The refund call of the provider of `payment` (Khalti's) for the payment `transactionId`: the whole payment when
   * `amountPaisa` is undefined. Throws PaymentProviderError when it did not answer (a timeout, a refused connection, a
   * 5xx): then nobody knows yet.
   */
  refund(
    provider: PaymentMethodProvider,
    transactionId: string,
    amountPaisa: number | undefined,
  ): Promise<RefundAnswer> {
    if (!provider.refund) throw new PaymentProviderError(`${provider.id} refunds by hand`);
    return provider.refund(transactionId, amountPaisa);
  }

  /**
   * What the provider's lookup of the order's latest payment says of its refunds (docs/rules.md, Refunds), the
   * payment's row updated with it; undefined when the order has no payment. Throws PaymentProviderError when the
   * provider cannot respond.
   */
  async refundsAtProvider(
    orderId: string,
  ): Promise<{ state: PaymentState; refundedPaisa?: number } | undefined> {
    const payment = await this.repository.latest(orderId);
    if (payment === undefined) return undefined;
    const lookup = await this.lookupOf(payment).lookup!({
      pidx: payment.pidx,
      amountPaisa: payment.amountPaisa,
      expiresAt: payment.expiresAt,
    });
    await this.repository.update({ pidx: payment.pidx, status: lookup.providerStatus, payload: lookup.raw });
    return { state: lookup.state, refundedPaisa: lookup.refundedPaisa };
  }

  /** The provider that looks the payment up; a row of a provider that cannot (none is stored so) is an error. */
  private lookupOf(
    payment: PaymentRow,
  ): PaymentMethodProvider & Required<Pick<PaymentMethodProvider, 'lookup'>> {
    const provider = this.methods.ofPayment(payment.provider);
    if (!provider?.lookup)
      throw new PaymentProviderError(`No provider looks up ${payment.provider} payments`);
    return provider as PaymentMethodProvider & Required<Pick<PaymentMethodProvider, 'lookup'>>;
  }
}
