import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { EmailRow } from '../database';
import { countEmailFailed, watchEmailQueue } from '../metrics';
import { type OutboxFailure, OutboxWorker } from '../outbox';
import { EmailsRepository } from './emails.repository';
import type { OutgoingEmail } from './email-messages';
import { MailSender, SendFailure } from './mail-sender';
import { type RenderedEmail, renderEmail, UnrenderableEmailError } from './render-email';

/** E-mails claimed at once; a full batch is followed by the next at once, a short one by a pause of MAIL_POLL_MS. */
export const MAIL_BATCH = 10;

/**
 * The e-mails' outbox worker (OutboxWorker; docs/decisions/0008-e-mail-a-transactional-outbox.md): renders each due
 * e-mail with React Email and sends it through SMTP. A refused connection, a timeout or a 4xx reply is tried again,
 * a 5xx reply or a message that cannot be rendered fails at once. An e-mail is rendered once: a failed attempt keeps
 * the message as rendered on its row, and the retries send that (docs/decisions/0077).
 */
@Injectable()
export class MailWorker extends OutboxWorker<EmailRow> {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    repository: EmailsRepository,
    private readonly sender: MailSender,
  ) {
    super(
      config,
      repository,
      { message: 'E-mail', worker: 'mail', batch: MAIL_BATCH, failed: countEmailFailed },
      new Logger('Mail'),
    );
  }

  protected get enabled(): boolean {
    return this.sender.enabled;
  }

  override onApplicationBootstrap(): void {
    watchEmailQueue(() => this.repository.queuedCount());
    super.onApplicationBootstrap();
  }

  protected async attempt(email: EmailRow): Promise<OutboxFailure | undefined> {
    const stored = renderedBefore(email);
    let rendered = stored;
    try {
      rendered ??= await renderEmail(
        email as unknown as Pick<OutgoingEmail, 'kind' | 'payload'>,
        { publicUrl: this.config.publicUrl, contact: this.config.shopContact },
        email.subject,
      );
      await this.sender.send({ id: email.id, to: email.to, subject: email.subject, ...rendered });
      return undefined;
    } catch (error) {
      const kept =
        rendered && !stored ? { renderedHtml: rendered.html, renderedText: rendered.text } : undefined;
      return { ...failureOf(error), kept };
    }
  }
}

/** The message a failed attempt rendered and kept; undefined for one not rendered yet (or queued before 0077). */
function renderedBefore(email: EmailRow): RenderedEmail | undefined {
  if (email.renderedHtml === null || email.renderedText === null) return undefined;
  return { html: email.renderedHtml, text: email.renderedText };
}

function failureOf(error: unknown): { message: string; temporary: boolean } {
  if (error instanceof SendFailure) return { message: error.message, temporary: error.temporary };
  return {
    message: String((error as Error)?.message ?? error),
    temporary: !(error instanceof UnrenderableEmailError),
  };
}
