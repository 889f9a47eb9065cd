import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Poller } from '../common/poller';
import { APP_CONFIG, type AppConfig } from '../config';
import type { TextMessageRow } from '../database';
import { SparrowSender, TextSendFailure } from './sparrow-sender';
import { TextMessagesRepository } from './text-messages.repository';

/** Texts claimed at once; a full batch is followed by the next at once. */
export const TEXT_BATCH = 10;

/**
 * The sending end of the texts' outbox, as the mail worker is of e-mail (docs/decisions/0008), at its pace
 * (MAIL_POLL_MS, MAIL_RETRY_*): claims the due texts, sends each through Sparrow SMS, records the outcome. Every
 * failure is tried again, the wait doubling, until 24 hours after the text was queued; Sparrow's code is logged.
 */
@Injectable()
export class TextWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SMS');
  private readonly polling = new Poller(
    () =>
      this.sendDue().catch((error: unknown) =>
        this.logger.warn(`The text worker's run failed: ${String(error)}`),
      ),
    () => this.config.mailWorker.pollMs,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TextMessagesRepository,
    private readonly sender: SparrowSender,
  ) {}

  onApplicationBootstrap(): void {
    // Without a gateway (SMS off, tests that name none) the texts stay queued.
    if (this.sender.enabled) this.polling.start(0);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.polling.stop();
  }

  async sendDue(): Promise<number> {
    let sent = 0;
    while (!this.polling.stopped) {
      const due = await this.repository.claimDue(TEXT_BATCH, this.config.mailWorker.claimMs);
      for (const text of due) await this.deliver(text);
      sent += due.length;
      if (due.length < TEXT_BATCH) break;
    }
    return sent;
  }

  private async deliver(text: TextMessageRow): Promise<void> {
    try {
      await this.sender.send(text.to, text.text);
    } catch (error) {
      const failure =
        error instanceof TextSendFailure
          ? error
          : new TextSendFailure(String((error as Error)?.message), null);
      const { firstRetryMs, maxRetryMs, giveUpMs } = this.config.mailWorker;
      const wait = Math.min(firstRetryMs * 2 ** Math.min(text.attempts - 1, 30), maxRetryMs);
      const status = await this.repository.markRetry(
        text.id,
        { message: failure.message, code: failure.code },
        wait,
        giveUpMs,
      );
      this.logger.warn(
        status === 'failed'
          ? `Text ${text.id} (${text.kind}) failed after ${text.attempts} attempts in 24 hours: ${failure.message}`
          : `Text ${text.id} (${text.kind}) not sent (attempt ${text.attempts}, Sparrow code ${failure.code ?? 'none'}), trying again in ${Math.round(wait / 1000)} s: ${failure.message}`,
      );
      return;
    }
    await this.repository.markSent(text.id);
  }
}
