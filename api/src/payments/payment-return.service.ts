import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { type Language, type PaymentOutcome, pathIn } from '../contracts';
import { PAYABLE_ORDERS, type PayableOrders } from './payable-orders';
import type { PaymentVerdict } from './payment-verdict';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** Statuses of an order a wallet has paid, whose refunds its lookup can show. */
const REFUNDABLE_AT_WALLET: readonly string[] = ['paid', 'shipped', 'delivered', 'refunded'];
/** Attempt ids (Khalti's pidx, eSewa's transaction_uuid) are short tokens; anything else is not worth a lookup. */
const PIDX = /^[\w-]{1,64}$/;

/** Where an unpaid shopper lands on the cart: each wallet words its cancel and its unconfirmed payment. */
export interface ReturnOutcomes {
  cancelled: PaymentOutcome;
  failed: PaymentOutcome;
}
export const KHALTI_OUTCOMES: ReturnOutcomes = { cancelled: 'cancelled', failed: 'failed' };

/**
 * The shopper's return from a wallet (Khalti's return, eSewa's once its signature holds), the re-check and the
 * status job. Trusts none of the query values: only the provider's lookup decides
 * (docs/decisions/0006-khalti-verified-by-lookup.md), and each outcome changes the order at most once (conditional
 * on 'awaiting payment'), however often the return is replayed.
 */
@Injectable()
export class PaymentReturnService {
  private readonly logger = new Logger('PaymentReturn');

  constructor(
    private readonly repository: PaymentsRepository,
    @Inject(PAYABLE_ORDERS) private readonly orders: PayableOrders,
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Verifies the payment `pidx` and returns where to send the browser: the shop's pages in `language`, the one the
   * checkout was made in (its return path names it).
   */
  async handleReturn(
    pidx: unknown,
    outcomes: ReturnOutcomes = KHALTI_OUTCOMES,
    language: Language = 'en',
  ): Promise<string> {
    const to = new Landing(this.config.publicUrl, language);
    if (typeof pidx !== 'string' || !PIDX.test(pidx)) return to.cart(outcomes.failed);
    const payment = await this.repository.find(pidx);
    const order = payment ? await this.orders.findPayable(payment.orderId) : undefined;
    if (!payment || !order) return to.cart(outcomes.failed);
    if (order.status !== 'awaiting payment') {
      // A paid order's refunds may have moved at the wallet (its merchant dashboard): the return reads them too.
      if (REFUNDABLE_AT_WALLET.includes(order.status))
        await this.orders
          .syncRefunds(order.id)
          .catch((error: Error) => this.logger.warn(`Refund lookup failed for ${pidx}: ${error.message}`));
      return settled(order.id, order.status, outcomes, to);
    }

    let verdict: PaymentVerdict;
    try {
      verdict = await this.payments.verify(payment, order);
    } catch (error) {
      // Unreachable or unexpected response: leave the order awaiting; the next return or a re-check settles it.
      this.logger.warn(`Lookup failed for ${pidx}: ${(error as Error).message}`);
      return to.cart('pending');
    }

    switch (verdict.kind) {
      case 'paid': {
        const paid = await this.orders.markPaid(order.id, verdict.transactionId, verdict.record, verdict.by);
        return paid ? to.success(order.id) : this.settledNow(order.id, outcomes, to);
      }
      case 'failed': {
        const userCanceled = verdict.reason === 'cancelled';
        // An expiry is the clock's doing, not the wallet's word on the payment.
        const source = userCanceled ? verdict.by : 'system';
        const cancelled = await this.orders.cancelUnpaid(order.id, source, verdict.record);
        if (!cancelled) return this.settledNow(order.id, outcomes, to);
        return to.cart(userCanceled ? outcomes.cancelled : outcomes.failed);
      }
      case 'pending':
        return to.cart('pending');
      default:
        return to.cart(outcomes.failed);
    }
  }

  /** Another request settled the order meanwhile: respond by what it became. */
  private async settledNow(orderId: string, outcomes: ReturnOutcomes, to: Landing): Promise<string> {
    const now = await this.orders.findPayable(orderId);
    return now ? settled(orderId, now.status, outcomes, to) : to.cart(outcomes.failed);
  }

  /** The cart with the outcome's message, on the pages in `language`. */
  cart(outcome: PaymentOutcome, language: Language = 'en'): string {
    return new Landing(this.config.publicUrl, language).cart(outcome);
  }
}

function settled(orderId: string, status: string, outcomes: ReturnOutcomes, to: Landing): string {
  if (REFUNDABLE_AT_WALLET.includes(status)) return to.success(orderId);
  if (status === 'cancelled') return to.cart(outcomes.cancelled);
  if (status === 'awaiting payment') return to.cart('pending');
  return to.cart(outcomes.failed);
}

/** Where a returning shopper lands: the thank-you page or the cart, in the language the checkout was made in. */
class Landing {
  constructor(
    private readonly publicUrl: string,
    private readonly language: Language,
  ) {}

  success(orderId: string): string {
    return `${this.publicUrl}${pathIn(this.language, '/success')}?order=${encodeURIComponent(orderId)}`;
  }

  cart(outcome: PaymentOutcome): string {
    return `${this.publicUrl}${pathIn(this.language, '/Cart')}?payment=${outcome}`;
  }
}
