import { Injectable } from '@nestjs/common';
import { RecurringJob } from '../../../common/poller';
import { PaymentReturnService } from '../../payment-return.service';
import { PaymentsRepository } from '../../payments.repository';
import { ESEWA_OUTCOMES } from './esewa-return.service';

/** eSewa asks merchants to check the status API when no return came: every two minutes, well within five. */
export const ESEWA_STATUS_EVERY_MS = 2 * 60 * 1000;
/** Orders asked about in one run: a run stays short, and the oldest come first. */
const ESEWA_STATUS_BATCH = 100;

/**
 * A shopper who paid at eSewa and closed the tab never comes back to success_url. Every eSewa order still awaiting
 * payment is asked about with the status API, as a return would (PaymentReturnService): COMPLETE pays it, PENDING
 * and AMBIGUOUS wait, NOT_FOUND or CANCELED after the attempt's hour cancel it with the stock back. The conditional
 * status changes make this safe alongside returns and other API instances.
 */
@Injectable()
export class EsewaStatusJob extends RecurringJob {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly returns: PaymentReturnService,
  ) {
    super('EsewaStatus', ESEWA_STATUS_EVERY_MS);
  }

  protected runOnce(): Promise<number> {
    return this.checkAwaiting();
  }

  /** One run: returns how many orders it asked about. */
  async checkAwaiting(): Promise<number> {
    const awaiting = await this.repository.awaitingWith('esewa', ESEWA_STATUS_BATCH);
    for (const { pidx } of awaiting) {
      if (this.polling.stopped) break;
      // handleReturn logs and leaves the order when eSewa cannot be asked: the next run tries again.
      await this.returns.handleReturn(pidx, ESEWA_OUTCOMES);
    }
    return awaiting.length;
  }
}
