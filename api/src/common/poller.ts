import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * Polls in the background of an API instance (the mail worker, the scheduled backups): runs
 * `run` once `firstMs` after start(), then `everyMs()` after each run ends, until stop(), which waits for a run under
 * way (before the database closes under it). `run` reports its own failures; a failed run is run again all the same.
 */
export class Poller {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private done = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly everyMs: () => number,
    /** Let the process exit while only this waits (the timer is unref'd). */
    private readonly background = false,
  ) {}

  /** Whether stop() was called: a long run may end early. */
  get stopped(): boolean {
    return this.done;
  }

  start(firstMs: number): void {
    this.schedule(firstMs);
  }

  async stop(): Promise<void> {
    this.done = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.done) return;
    this.timer = setTimeout(() => {
      this.running = this.run()
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.running = undefined;
          this.schedule(this.everyMs());
        });
    }, ms);
    if (this.background) this.timer.unref();
  }
}

/**
 * A job every API instance runs on a Poller, every `everyMs` from `everyMs` after start (Khalti's re-check, the
 * refunds' settling): a failed run is logged and run again next time, and shutdown waits for a run under way, so the
 * database never closes under it. Subclasses give `runOnce`, and may end a long run early once `polling.stopped`.
 */
export abstract class RecurringJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  protected readonly polling: Poller;

  constructor(
    name: string,
    private readonly everyMs: number,
  ) {
    this.logger = new Logger(name);
    this.polling = new Poller(
      () => this.runOnce().catch((error: unknown) => this.logger.warn(String(error))),
      () => everyMs,
      true,
    );
  }

  protected abstract runOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.polling.start(this.everyMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.polling.stop();
  }
}
