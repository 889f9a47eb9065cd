import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { PaymentOutcome } from '../contracts';
import { PAYABLE_ORDERS, type PayableOrders } from './payable-orders';
import type { PaymentVerdict } from './payment-verdict';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** Statuses of an order Khalti has paid, whose refunds its lookup can show. */
const REFUNDABLE_AT_KHALTI: readonly string[] = ['paid', 'delivered', 'refunded'];
/** Khalti pidx values are short tokens; anything else is not worth a lookup. */
const PIDX = /^[\w-]{1,64}$/;

/**
 * The shopper's return from Khalti. Trusts none of the query values: only the provider's lookup decides
 * (docs/decisions/0006-khalti-verified-by-lookup.md),
 * and each outcome changes the order at most once (conditional
 * on 'awaiting payment'), however often the return is replayed.
 */
@Injectable()
export class KhaltiReturnService {
  private readonly logger = new Logger('KhaltiReturn');

  constructor(
    private readonly repository: PaymentsRepository,
    @Inject(PAYABLE_ORDERS) private readonly orders: PayableOrders,
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Verifies the payment and returns where to send the browser. */
  async handleReturn(pidx: unknown): Promise<string> {
    if (typeof pidx !== 'string' || !PIDX.test(pidx)) return this.cart('failed');
    const payment = await this.repository.find(pidx);
    const order = payment ? await this.orders.findPayable(payment.orderId) : undefined;
    if (!order) return this.cart('failed');
    if (order.status !== 'awaiting payment') {
      // A paid order's refunds may have moved at Khalti (its merchant dashboard): the return reads them too.
      if (REFUNDABLE_AT_KHALTI.includes(order.status))
        await this.orders
          .syncRefunds(order.id)
          .catch((error: Error) =>
            this.logger.warn(`Khalti refund lookup failed for ${pidx}: ${error.message}`),
          );
      return this.settled(order.id, order.status);
    }

    let verdict: PaymentVerdict;
    try {
      verdict = await this.payments.verify(pidx, order);
    } catch (error) {
      // Unreachable or unexpected response: leave the order awaiting; the next return or a re-check settles it.
      this.logger.warn(`Khalti lookup failed for ${pidx}: ${(error as Error).message}`);
      return this.cart('pending');
    }

    switch (verdict.kind) {
      case 'paid': {
        const paid = await this.orders.markPaid(order.id, verdict.transactionId, verdict.record);
        return paid ? this.success(order.id) : this.settledNow(order.id);
      }
      case 'failed': {
        const userCanceled = verdict.reason === 'User canceled';
        // An expiry is the clock's doing, not Khalti's word on the payment.
        const source = userCanceled ? 'khalti' : 'system';
        const cancelled = await this.orders.cancelUnpaid(order.id, source, verdict.record);
        if (!cancelled) return this.settledNow(order.id);
        return this.cart(userCanceled ? 'cancelled' : 'failed');
      }
      case 'pending':
        return this.cart('pending');
      default:
        return this.cart('failed');
    }
  }

  /** Another request settled the order meanwhile: respond by what it became. */
  private async settledNow(orderId: string): Promise<string> {
    const now = await this.orders.findPayable(orderId);
    return now ? this.settled(orderId, now.status) : this.cart('failed');
  }

  private settled(orderId: string, status: string): string {
    if (status === 'paid' || status === 'delivered' || status === 'refunded') return this.success(orderId);
    if (status === 'cancelled') return this.cart('cancelled');
    if (status === 'awaiting payment') return this.cart('pending');
    return this.cart('failed');
  }

  private success(orderId: string): string {
    return `${this.config.publicUrl}/success?order=${encodeURIComponent(orderId)}`;
  }

  private cart(outcome: PaymentOutcome): string {
    return `${this.config.publicUrl}/Cart?payment=${outcome}`;
  }
}
