import type { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Poller } from '../common/poller';
import type { AppConfig } from '../config';
import type { OutboxRepository, OutboxRow } from './outbox.repository';

/** Why an attempt did not send a message. */
export interface OutboxFailure {
  message: string;
  /** Whether trying again may help: a permanent failure is final at once. */
  temporary: boolean;
  /** Columns written with the outcome, by property name: the sender's code, the message as rendered. */
  kept?: Record<string, unknown>;
  /** Said after the attempt's number in the log line of a retry (', Sparrow code 1002'). */
  detail?: string;
}

/** How one outbox's worker is named in the log and what it counts. */
export interface OutboxChannel {
  /** The log's name of one message: 'E-mail', 'Text'. */
  message: string;
  /** The log's name of the worker: 'mail', 'text'. */
  worker: string;
  /** Messages claimed at once; a full batch is followed by the next at once, a short one by a pause of MAIL_POLL_MS. */
  batch: number;
  /** Called when a message has failed for good (the e-mails' metric). */
  failed?: () => void;
}

/**
 * The sending end of an outbox (docs/decisions/0008 and 0077). Every API instance runs one per outbox, on PGlite and
 * PostgreSQL alike: it claims the due messages (OutboxRepository.claimDue), makes one attempt at each (its subclass's
 * attempt()), and records the outcome. A temporary failure is due again after MAIL_RETRY_FIRST_MS, the wait doubling
 * up to MAIL_RETRY_MAX_MS, until 24 hours after the message was queued; a permanent one is final. Requests only ever
 * insert rows: nothing here runs in a request.
 */
export abstract class OutboxWorker<Row extends OutboxRow>
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly polling = new Poller(
    () =>
      this.sendDue().catch((error: unknown) =>
        this.logger.warn(`The ${this.channel.worker} worker's run failed: ${String(error)}`),
      ),
    () => this.config.mailWorker.pollMs,
  );

  protected constructor(
    protected readonly config: AppConfig,
    protected readonly repository: OutboxRepository<Row>,
    private readonly channel: OutboxChannel,
    private readonly logger: Logger,
  ) {}

  /** Whether the messages can go anywhere: without a server (tests that name none) they stay queued. */
  protected abstract get enabled(): boolean;

  /** Sends one message: undefined once it went out, else why not (it throws nothing). */
  protected abstract attempt(row: Row): Promise<OutboxFailure | undefined>;

  onApplicationBootstrap(): void {
    if (this.enabled) this.polling.start(0);
  }

  /** Stops polling and waits for the messages in hand, before the database closes (its hook runs after this one). */
  beforeApplicationShutdown(): Promise<void> {
    return this.polling.stop();
  }

  /** Sends what is due, batch after batch, until a batch comes back short (or the application stops). */
  async sendDue(): Promise<number> {
    const { batch } = this.channel;
    let sent = 0;
    while (!this.polling.stopped) {
      const due = await this.repository.claimDue(batch, this.config.mailWorker.claimMs);
      for (const row of due) await this.deliver(row);
      sent += due.length;
      if (due.length < batch) break;
    }
    return sent;
  }

  private async deliver(row: Row): Promise<void> {
    const failure = await this.attempt(row);
    if (failure) await this.recordFailure(row, failure);
    else await this.repository.markSent(row.id);
  }

  private async recordFailure(row: Row, failure: OutboxFailure): Promise<void> {
    const named = `${this.channel.message} ${row.id} (${row.kind})`;
    if (!failure.temporary) {
      await this.repository.markFailed(row.id, failure.message);
      this.channel.failed?.();
      this.logger.warn(`${named} failed: ${failure.message}`);
      return;
    }
    const { firstRetryMs, maxRetryMs, giveUpMs } = this.config.mailWorker;
    const wait = Math.min(firstRetryMs * 2 ** Math.min(row.attempts - 1, 30), maxRetryMs);
    const status = await this.repository.markRetry(row.id, failure.message, wait, giveUpMs, failure.kept);
    if (status === 'failed') this.channel.failed?.();
    this.logger.warn(
      status === 'failed'
        ? `${named} failed after ${row.attempts} attempts in 24 hours: ${failure.message}`
        : `${named} not sent (attempt ${row.attempts}${failure.detail ?? ''}), trying again in ${Math.round(wait / 1000)} s: ${failure.message}`,
    );
  }
}
