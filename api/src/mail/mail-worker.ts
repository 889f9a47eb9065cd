import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Poller } from '../common/poller';
import { APP_CONFIG, type AppConfig } from '../config';
import { countEmailFailed, watchEmailQueue } from '../metrics';
import type { EmailRow } from '../database';
import { EmailsRepository } from './emails.repository';
import type { OutgoingEmail } from './email-messages';
import { MailSender, SendFailure } from './mail-sender';
import { renderEmail, UnrenderableEmailError } from './render-email';

/** E-mails claimed at once; a full batch is followed by the next at once, a short one by a pause of MAIL_POLL_MS. */
export const MAIL_BATCH = 10;

/**
 * The sending end of the outbox (docs/decisions/0008-e-mail-a-transactional-outbox.md).
 * Every API instance runs one, on PGlite and PostgreSQL
 * alike: it claims the due e-mails (EmailsRepository.claimDue), renders and sends each one, and records the outcome.
 * A temporary failure is due again after MAIL_RETRY_FIRST_MS, the wait doubling up to MAIL_RETRY_MAX_MS, until 24
 * hours after the e-mail was queued; a permanent one is final. Requests only ever insert rows: nothing here runs in
 * a request.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly polling = new Poller(
    () =>
      this.sendDue().catch((error: unknown) =>
        this.logger.warn(`The mail worker's run failed: ${String(error)}`),
      ),
    () => this.config.mailWorker.pollMs,
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: EmailsRepository,
    private readonly sender: MailSender,
  ) {}

  onApplicationBootstrap(): void {
    watchEmailQueue(() => this.repository.queuedCount());
    // Without a mail server (tests that name none) the e-mails stay queued.
    if (this.sender.enabled) this.polling.start(0);
  }

  /** Stops polling and waits for the e-mails in hand, before the database closes (its hook runs after this one). */
  beforeApplicationShutdown(): Promise<void> {
    return this.polling.stop();
  }

  /** Sends what is due, batch after batch, until a batch comes back short (or the application stops). */
  async sendDue(): Promise<number> {
    let sent = 0;
    while (!this.polling.stopped) {
      const due = await this.repository.claimDue(MAIL_BATCH, this.config.mailWorker.claimMs);
      for (const email of due) await this.deliver(email);
      sent += due.length;
      if (due.length < MAIL_BATCH) break;
    }
    return sent;
  }

  private async deliver(email: EmailRow): Promise<void> {
    try {
      const rendered = await renderEmail(
        email as unknown as Pick<OutgoingEmail, 'kind' | 'payload'>,
        { publicUrl: this.config.publicUrl, contact: this.config.shopContact },
        email.subject,
      );
      await this.sender.send({ id: email.id, to: email.to, subject: email.subject, ...rendered });
    } catch (error) {
      await this.recordFailure(email, error);
      return;
    }
    await this.repository.markSent(email.id);
  }

  private async recordFailure(email: EmailRow, error: unknown): Promise<void> {
    const failure =
      error instanceof SendFailure
        ? error
        : new SendFailure(
            String((error as Error)?.message ?? error),
            !(error instanceof UnrenderableEmailError),
          );
    if (!failure.temporary) {
      await this.repository.markFailed(email.id, failure.message);
      countEmailFailed();
      this.logger.warn(`E-mail ${email.id} (${email.kind}) failed: ${failure.message}`);
      return;
    }
    const { firstRetryMs, maxRetryMs, giveUpMs } = this.config.mailWorker;
    const wait = Math.min(firstRetryMs * 2 ** Math.min(email.attempts - 1, 30), maxRetryMs);
    const status = await this.repository.markRetry(email.id, failure.message, wait, giveUpMs);
    if (status === 'failed') countEmailFailed();
    this.logger.warn(
      status === 'failed'
        ? `E-mail ${email.id} (${email.kind}) failed after ${email.attempts} attempts in 24 hours: ${failure.message}`
        : `E-mail ${email.id} (${email.kind}) not sent (attempt ${email.attempts}), trying again in ${Math.round(wait / 1000)} s: ${failure.message}`,
    );
  }
}
