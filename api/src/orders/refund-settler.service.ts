import { Injectable } from '@nestjs/common';
import { RecurringJob } from '../common/poller';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/** How often each instance asks Khalti about pending refunds. */
export const SETTLE_EVERY_MS = 60 * 1000;
/** Pending refunds asked about in one run, oldest first. */
export const SETTLE_BATCH = 50;

/**
 * A Khalti refund whose call got no answer (a timeout, a refused connection, a 5xx) stays pending. Every minute, in
 * every API instance, this asks Khalti's lookup about each pending refund and settles it, or calls Khalti again when
 * the lookup shows the last call was not made (RefundsService.syncWithKhalti): that call is claimed under the order's
 * lock, so however many instances (and admins, and shoppers' returns) look at once, one of them alone makes it.
 */
@Injectable()
export class RefundSettler extends RecurringJob {
  constructor(
    private readonly repository: RefundsRepository,
    private readonly refunds: RefundsService,
  ) {
    super('RefundSettler', SETTLE_EVERY_MS);
  }

  protected runOnce(): Promise<number> {
    return this.settleDue();
  }

  /** One run: returns how many pending refunds it asked about. */
  async settleDue(): Promise<number> {
    const pending = await this.repository.pending(SETTLE_BATCH);
    for (const refund of pending) {
      if (this.polling.stopped) break;
      try {
        await this.refunds.syncWithKhalti(refund.orderId, { retry: true });
      } catch (error) {
        this.logger.warn(`Khalti lookup of refund ${refund.id} failed: ${(error as Error).message}`);
      }
    }
    return pending.length;
  }
}
