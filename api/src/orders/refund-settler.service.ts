import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Poller } from '../common/poller';
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
export class RefundSettler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RefundSettler');
  private readonly polling = new Poller(
    () => this.settleDue().catch((error: unknown) => this.logger.warn(String(error))),
    () => SETTLE_EVERY_MS,
    true,
  );

  constructor(
    private readonly repository: RefundsRepository,
    private readonly refunds: RefundsService,
  ) {}

  onApplicationBootstrap(): void {
    this.polling.start(SETTLE_EVERY_MS);
  }

  /** Waits for a run under way (a Khalti call in hand is settled), before the database closes under it. */
  beforeApplicationShutdown(): Promise<void> {
    return this.polling.stop();
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
