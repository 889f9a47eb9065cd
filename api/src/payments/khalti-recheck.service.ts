import { Inject, Injectable } from '@nestjs/common';
import { RecurringJob } from '../common/poller';
import { PaymentReturnService } from './payment-return.service';
import { PAYABLE_ORDERS, type PayableOrders } from './payable-orders';
import { type DueAwaitingOrder, type DueCursor, PaymentsRepository } from './payments.repository';

/** Khalti payment links live 60 minutes: an order is due for a re-check then at the latest. */
export const LINK_LIFETIME_MS = 60 * 60 * 1000;
/** How often the job runs: an expired order is looked up a minute or two after expiry, well within five. */
export const RECHECK_EVERY_MS = 60 * 1000;
/** Orders read by one query. */
export const RECHECK_BATCH = 50;
/** Batches of one run: at most RECHECK_BATCH × RECHECK_BATCHES_PER_RUN lookups a minute, so a run stays short. */
export const RECHECK_BATCHES_PER_RUN = 4;

/**
 * A shopper who never comes back from Khalti would hold the order's stock forever. Every minute, orders still
 * awaiting payment whose link has expired are looked up as a return would (paid, or cancelled with the stock
 * returned, or left when Khalti cannot respond); an order whose payment was never recorded (the API stopped between
 * the two) is simply cancelled, since nobody was given a link to pay it. The conditional status changes make this
 * safe alongside returns and other API instances.
 *
 * Orders are taken in the order they fell due, in bounded batches. A run that stops at its limit leaves a cursor, and
 * the next run goes on from there until the end of the queue, then starts again from the oldest: orders Khalti keeps
 * responding 'Pending' for (or cannot be asked about) never hold back the ones behind them, and new orders never
 * push old ones out.
 */
@Injectable()
export class KhaltiRecheckService extends RecurringJob {
  /** A run called by hand (a test) while the poller's own is under way does nothing: they would share the cursor. */
  private running = false;
  private cursor?: DueCursor;

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly returns: PaymentReturnService,
    @Inject(PAYABLE_ORDERS) private readonly orders: PayableOrders,
  ) {
    super('KhaltiRecheck', RECHECK_EVERY_MS);
  }

  protected runOnce(): Promise<number> {
    return this.recheckStale();
  }

  /** One run: returns how many due orders it handled (looked up, or cancelled without a payment). */
  async recheckStale(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      let handled = 0;
      for (let batch = 0; batch < RECHECK_BATCHES_PER_RUN; batch++) {
        const due = await this.repository.dueAwaiting(now, LINK_LIFETIME_MS, this.cursor, RECHECK_BATCH);
        for (const order of due) {
          if (this.polling.stopped) return handled;
          await this.recheck(order);
          handled++;
          this.cursor = order;
        }
        if (due.length < RECHECK_BATCH) {
          // The end of the queue: the next run starts again from the oldest.
          this.cursor = undefined;
          break;
        }
      }
      return handled;
    } finally {
      this.running = false;
    }
  }

  /** One order's failure is logged and the run goes on: the next run tries it again. */
  private async recheck(order: DueAwaitingOrder): Promise<void> {
    try {
      if (order.pidx) await this.returns.handleReturn(order.pidx);
      else await this.orders.cancelUnpaid(order.orderId, 'system');
    } catch (error) {
      this.logger.warn(`Re-check of order ${order.orderId} failed: ${(error as Error).message}`);
    }
  }
}
