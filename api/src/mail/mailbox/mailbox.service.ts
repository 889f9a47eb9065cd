import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AddressObject } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '../../config';

/** Messages kept: the newest, in memory, gone at restart. */
export const MAILBOX_SIZE = 300;
/** The largest message taken (an order of 50 lines is a few tens of kB). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/** One message the mailbox received, as its page shows it. */
export interface MailboxMessage {
  id: string;
  receivedAt: Date;
  from: string;
  to: string;
  subject: string;
  html: string | null;
  text: string;
}

/**
 * The built-in mailbox of development (docs/decisions/0008-e-mail-a-transactional-outbox.md):
 * a real SMTP server (smtp-server) on 127.0.0.1 and
 * MAILBOX_PORT, which the mail worker sends to as it would to SMTP_URL. What it receives is parsed (mailparser) and
 * kept in memory for the page at /sandbox/mailbox. AppModule loads it only when config.mailbox, never in production.
 */
@Injectable()
export class Mailbox implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mailbox');
  private readonly messages: MailboxMessage[] = [];
  private server?: SMTPServer;
  private port?: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    // Loaded here, not with the module: only a development start without SMTP_URL runs the mailbox, and the two
    // libraries are a tenth of the API's start-up.
    const [{ SMTPServer }, { simpleParser }] = await Promise.all([
      import('smtp-server'),
      import('mailparser'),
    ]);
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: MAX_MESSAGE_BYTES,
      closeTimeout: 1000,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            this.keep({
              id: randomUUID(),
              receivedAt: new Date(),
              from: addressText(parsed.from),
              to: addressText(parsed.to),
              subject: parsed.subject ?? '',
              html: parsed.html || null,
              text: parsed.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    this.server = server;
    await new Promise<void>((resolve) => {
      const failed = (error: Error) => {
        // Another process holds the port (a second `npm start`): the e-mails go there, or wait for it.
        this.logger.warn(
          `The mailbox could not listen on 127.0.0.1:${this.config.mailboxPort}: ${error.message}`,
        );
        resolve();
      };
      server.server.once('error', failed);
      server.listen(this.config.mailboxPort, '127.0.0.1', () => {
        server.server.off('error', failed);
        this.port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (this.port === undefined || !server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Where the mail worker sends: the port as bound (MAILBOX_PORT=0 takes a free one). */
  smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port ?? this.config.mailboxPort}`;
  }

  /** Newest first. */
  list(): readonly MailboxMessage[] {
    return this.messages;
  }

  find(id: string): MailboxMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  private keep(message: MailboxMessage): void {
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAILBOX_SIZE);
  }
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((a) => a.text).join(', ');
}
