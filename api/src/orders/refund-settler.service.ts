import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/** How often each instance asks Khalti about pending refunds. */
export const SETTLE_EVERY_MS = 60 * 1000;
/** Pending refunds asked about in one run, oldest first. */
export const SETTLE_BATCH = 50;

/**
 * A Khalti refund whose call got no answer (a timeout, a refused connection, a 5xx) stays pending. Every minute, in
 * every API instance, this asks Khalti's lookup about each pending refund and settles it (RefundsService.syncWithKhalti):
 * each settlement is conditional on the refund still being pending, under the order's lock, so instances never
 * settle one twice.
 */
@Injectable()
export class RefundSettler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RefundSettler');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly repository: RefundsRepository,
    private readonly refunds: RefundsService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.settleDue().catch((error) => this.logger.warn(String(error))),
      SETTLE_EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One run: returns how many pending refunds it asked about. */
  async settleDue(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const pending = await this.repository.pending(SETTLE_BATCH);
      for (const refund of pending) {
        try {
          await this.refunds.syncWithKhalti(refund.orderId, now);
        } catch (error) {
          this.logger.warn(`Khalti lookup of refund ${refund.id} failed: ${(error as Error).message}`);
        }
      }
      return pending.length;
    } finally {
      this.running = false;
    }
  }
}
