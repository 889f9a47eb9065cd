import { Injectable } from '@nestjs/common';
import {
  PHONE_CODE_NOT_RESENT_MESSAGE,
  type SmsAlert,
  TEXT_MESSAGE_NOT_FOUND_MESSAGE,
  type TextMessageLogEntry,
} from '../contracts';
import type { TextMessageRow } from '../database';
import { OutboxLog, outboxLogFields } from '../outbox';
import { SPARROW_ALERT_CODES } from './sparrow-sender';
import { TextMessagesRepository } from './text-messages.repository';

export const toTextLogEntry = (row: TextMessageRow): TextMessageLogEntry => ({
  _id: row.id,
  to: row.to,
  // A code is never shown, even while it waits.
  text: row.kind === 'phone-code' ? '' : row.text,
  ...outboxLogFields(row),
});

/**
 * The text side of the admin's Messages: what went out, what waits, what failed, Resend, and Sparrow's alert. A phone
 * code is never resent (a code that went out once does not go out twice).
 */
@Injectable()
export class TextMessagesService extends OutboxLog<TextMessageRow, TextMessageLogEntry> {
  constructor(protected override readonly repository: TextMessagesRepository) {
    super(repository, {
      entry: toTextLogEntry,
      notFound: TEXT_MESSAGE_NOT_FOUND_MESSAGE,
      notResent: { kind: 'phone-code', message: PHONE_CODE_NOT_RESENT_MESSAGE },
    });
  }

  /** Sparrow refused the shop's token or credit, and no text has gone out since: the dashboard says so. */
  async alert(): Promise<{ alert: SmsAlert | null }> {
    const row = await this.repository.alert(SPARROW_ALERT_CODES);
    if (!row || row.errorCode === null) return { alert: null };
    return {
      alert: {
        code: row.errorCode,
        message: row.lastError ?? '',
        at: row.createdAt.toISOString(),
      },
    };
  }
}
