import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { TextMessageRow } from '../database';
import { type OutboxFailure, OutboxWorker } from '../outbox';
import { SparrowSender, TextSendFailure } from './sparrow-sender';
import { TextMessagesRepository } from './text-messages.repository';

/** Texts claimed at once; a full batch is followed by the next at once. */
export const TEXT_BATCH = 10;

/**
 * The texts' outbox worker (OutboxWorker, at the e-mails' pace: MAIL_POLL_MS, MAIL_RETRY_*): sends each due text,
 * final since it was queued, through Sparrow SMS. Every failure is tried again until 24 hours after the text was
 * queued (docs/decisions/0070); Sparrow's code is kept on the row for the dashboard's alert, and logged.
 */
@Injectable()
export class TextWorker extends OutboxWorker<TextMessageRow> {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    repository: TextMessagesRepository,
    private readonly sender: SparrowSender,
  ) {
    super(config, repository, { message: 'Text', worker: 'text', batch: TEXT_BATCH }, new Logger('SMS'));
  }

  protected get enabled(): boolean {
    return this.sender.enabled;
  }

  protected async attempt(text: TextMessageRow): Promise<OutboxFailure | undefined> {
    try {
      await this.sender.send(text.to, text.text);
      return undefined;
    } catch (error) {
      const failure =
        error instanceof TextSendFailure
          ? error
          : new TextSendFailure(String((error as Error)?.message), null);
      return {
        message: failure.message,
        temporary: true,
        kept: { errorCode: failure.code },
        detail: `, Sparrow code ${failure.code ?? 'none'}`,
      };
    }
  }
}
