import { Inject, Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config';
import { Mailbox } from './mailbox/mailbox.service';
import type { RenderedEmail } from './render-email';

/** How long the mail server may take: the worker's claim on an e-mail (MAIL_CLAIM_MS, 2 minutes) outlasts them all. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** Errors of the connection rather than of the message: the next attempt may well go through. */
const NETWORK_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL']);

/** One message to send: recipient and subject are plain values, never parsed for more addresses or headers. */
export interface MailMessage extends RenderedEmail {
  /** The outbox row's id: the message's Message-ID, so a receiver can tell a copy from a resend. */
  id: string;
  to: string;
  subject: string;
}

/**
 * Why a message was not sent, and whether trying again may help
 * (docs/decisions/0008-e-mail-a-transactional-outbox.md).
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

/**
 * Sends through SMTP with nodemailer: to SMTP_URL, or in development to the built-in mailbox, which is a real SMTP
 * server too, so the same code runs everywhere.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private transporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly mailbox?: Mailbox,
  ) {}

  /** Whether there is a mail server: none in tests that name none (their e-mails stay queued). */
  get enabled(): boolean {
    return Boolean(this.config.smtpUrl || this.mailbox);
  }

  /** Resolves once the server accepted the message; else throws a SendFailure. */
  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport().sendMail({
        from: this.config.mailFrom,
        // An address object is taken as one address: a comma or a line break in it adds no recipient and no header.
        to: { name: '', address: message.to },
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: `<${message.id}@${domainOf(this.config.mailFrom)}>`,
      });
    } catch (error) {
      throw asSendFailure(error);
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }

  private transport(): Transporter {
    if (!this.transporter) {
      const url = this.config.smtpUrl ?? this.mailbox?.smtpUrl();
      if (!url) throw new SendFailure('No mail server: set SMTP_URL', true);
      this.transporter = createTransport({
        url,
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        greetingTimeout: GREETING_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
      });
    }
    return this.transporter;
  }
}

/**
 * A reply of 5xx is permanent, 4xx temporary; without a reply, a refused or broken connection or a timeout is
 * temporary, anything else (a message nodemailer itself refuses) permanent.
 */
function asSendFailure(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  const { message, code, responseCode, response } = error as {
    message?: string;
    code?: string;
    responseCode?: number;
    response?: string;
  };
  const text = (response || message || String(error)).slice(0, 500);
  if (typeof responseCode === 'number') return new SendFailure(text, responseCode < 500);
  return new SendFailure(text, code !== undefined && NETWORK_ERRORS.has(code));
}

/** The domain of MAIL_FROM's address ('Pashmina Shop <no-reply@shop.example>' → 'shop.example'). */
function domainOf(from: string): string {
  const at = from.lastIndexOf('@');
  const domain = from
    .slice(at + 1)
    .replace('>', '')
    .trim();
  return domain || 'localhost';
}
