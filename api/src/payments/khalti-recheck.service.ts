import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { KhaltiReturnService } from './khalti-return.service';
import { PaymentsRepository } from './payments.repository';

/** Khalti payment links expire after 60 minutes; re-check a little later. */
export const STALE_AFTER_MS = 65 * 60 * 1000;
const EVERY_MS = 5 * 60 * 1000;
const BATCH = 50;

/**
 * A shopper who never comes back from Khalti would hold the order's stock forever. Every few minutes, orders still
 * awaiting payment past the link's lifetime are looked up like a return would (paid, cancelled with the stock
 * returned, or left); the conditional status changes make this safe alongside returns and other API instances.
 */
@Injectable()
export class KhaltiRecheckService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('KhaltiRecheck');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly khalti: KhaltiReturnService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.recheckStale().catch((error) => this.logger.warn(String(error))),
      EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Answers how many payments were looked up. */
  async recheckStale(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const stale = await this.repository.staleAwaitingPidx(new Date(now.getTime() - STALE_AFTER_MS), BATCH);
      for (const pidx of stale) await this.khalti.handleReturn(pidx);
      return stale.length;
    } finally {
      this.running = false;
    }
  }
}
