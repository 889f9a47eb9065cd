import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { Transaction } from '../database';
import type { PaymentOutcome } from '../contracts';
import { PAYABLE_ORDERS, type PayableOrders } from './payable-orders';
import { PAYMENT_PROVIDER, type PaymentLookup, type PaymentProvider } from './payment-provider';
import { AMOUNT_MISMATCH, PaymentsRepository, type PaymentUpdate } from './payments.repository';

/** Khalti pidx values are short tokens; anything else is not worth a lookup. */
const PIDX = /^[\w-]{1,64}$/;

/**
 * The shopper's return from Khalti. Trusts none of the query values: only the provider's lookup decides
 * (docs/decisions.md, "Khalti, verified by lookup"), and each outcome changes the order at most once (conditional
 * on 'awaiting payment'), however often the return is replayed.
 */
@Injectable()
export class KhaltiReturnService {
  private readonly logger = new Logger('KhaltiReturn');

  constructor(
    private readonly repository: PaymentsRepository,
    @Inject(PAYABLE_ORDERS) private readonly orders: PayableOrders,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Verifies the payment and answers where to send the browser. */
  async handleReturn(pidx: unknown): Promise<string> {
    if (typeof pidx !== 'string' || !PIDX.test(pidx)) return this.cart('failed');
    const payment = await this.repository.find(pidx);
    const order = payment ? await this.orders.findPayable(payment.orderId) : undefined;
    if (!order) return this.cart('failed');
    if (order.status !== 'awaiting payment') return this.settled(order.id, order.status);

    let lookup: PaymentLookup;
    try {
      lookup = await this.payments.lookup(pidx);
    } catch (error) {
      // Unreachable or unexpected answer: leave the order awaiting; the next return or a re-check settles it.
      this.logger.warn(`Khalti lookup failed for ${pidx}: ${(error as Error).message}`);
      return this.cart('pending');
    }
    const record: PaymentUpdate = {
      pidx,
      status: lookup.status,
      transactionId: lookup.transactionId,
      payload: lookup.raw,
    };
    const recordIn = (tx: Transaction) => this.repository.update(record, tx);

    switch (lookup.status) {
      case 'Completed': {
        if (lookup.totalAmount !== order.amountPaisa || !lookup.transactionId) {
          this.logger.warn(
            `Khalti reports ${lookup.totalAmount} paisa for order ${order.id} of ${order.amountPaisa}: left unpaid`,
          );
          await this.repository.update({ ...record, status: AMOUNT_MISMATCH });
          return this.cart('failed');
        }
        const paid = await this.orders.markPaid(order.id, lookup.transactionId, recordIn);
        return paid ? this.success(order.id) : this.settledNow(order.id);
      }
      case 'User canceled':
      case 'Expired': {
        const cancelled = await this.orders.cancelUnpaid(order.id, recordIn);
        if (!cancelled) return this.settledNow(order.id);
        return this.cart(lookup.status === 'User canceled' ? 'cancelled' : 'failed');
      }
      case 'Pending':
      case 'Initiated':
        await this.repository.update(record);
        return this.cart('pending');
      default:
        // Refunded and the like: nothing the shop can act on automatically.
        await this.repository.update(record);
        return this.cart('failed');
    }
  }

  /** Another request settled the order meanwhile: answer by what it became. */
  private async settledNow(orderId: string): Promise<string> {
    const now = await this.orders.findPayable(orderId);
    return now ? this.settled(orderId, now.status) : this.cart('failed');
  }

  private settled(orderId: string, status: string): string {
    if (status === 'paid' || status === 'delivered') return this.success(orderId);
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
