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
