import { Injectable } from '@nestjs/common';
import { RecurringJob } from '../common/poller';
import { REVIEW_REQUEST_DAYS, REVIEW_REQUEST_UNTIL_DAYS } from '../contracts';
import { EmailOutbox } from '../mail';
import { ShopSettingsService } from '../settings';
import { ReviewsRepository } from './reviews.repository';

/** How often each instance looks for review requests that are due: a day late by an hour at most. */
export const REVIEW_REQUESTS_EVERY_MS = 60 * 60 * 1000;
/** Requests queued in one run; the rest wait for the next. */
export const REVIEW_REQUESTS_BATCH = 200;

/**
 * The review request (docs/rules.md, Reviews): REVIEW_REQUEST_DAYS after an order is marked delivered, its customer
 * gets one e-mail per product of it they have not reviewed, 'How is your <product>?', through the outbox. The
 * request is recorded (one row per account and product) in the transaction that queues its e-mail, so two instances
 * running at once, or a product bought twice, never ask twice.
 */
@Injectable()
export class ReviewRequestJob extends RecurringJob {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly outbox: EmailOutbox,
    private readonly settings: ShopSettingsService,
  ) {
    super('ReviewRequestJob', REVIEW_REQUESTS_EVERY_MS);
  }

  protected runOnce(): Promise<number> {
    return this.sendDue();
  }

  /**
   * One run at `now`: queues the requests due then and returns how many. `now` is the clock the tests move (a request
   * is due seven days after the delivery, which a test cannot wait for).
   */
  async sendDue(now = new Date()): Promise<number> {
    const due = await this.repository.dueRequests(
      now,
      REVIEW_REQUEST_DAYS,
      REVIEW_REQUEST_UNTIL_DAYS,
      REVIEW_REQUESTS_BATCH,
    );
    let sent = 0;
    for (const request of due) {
      if (this.polling.stopped) break;
      await this.repository.transaction(async (tx) => {
        if (!(await this.repository.recordRequest(tx, request))) return;
        await this.outbox.enqueueToAccount(tx, request.userId, {
          kind: 'review-request',
          userId: request.userId,
          payload: {
            orderId: request.orderId,
            customerName: request.customerName,
            productId: request.productId,
            productName: request.productName,
            productNameNe: request.productNameNe,
            contact: await this.settings.contact(tx),
          },
        });
        sent += 1;
      });
    }
    return sent;
  }
}
