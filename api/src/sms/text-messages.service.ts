import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import {
  PHONE_CODE_NOT_RESENT_MESSAGE,
  type SmsAlert,
  TEXT_MESSAGE_NOT_FOUND_MESSAGE,
  type TextMessageListQuery,
  type TextMessageLogEntry,
} from '../contracts';
import type { TextMessageRow } from '../database';
import { SPARROW_ALERT_CODES } from './sparrow-sender';
import { TextMessagesRepository } from './text-messages.repository';

export const toTextLogEntry = (row: TextMessageRow): TextMessageLogEntry => ({
  _id: row.id,
  to: row.to,
  // A code is never shown, even while it waits.
  text: row.kind === 'phone-code' ? '' : row.text,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  orderId: row.orderId,
});

/** The text side of the admin's Messages: what went out, what waits, what failed, Resend, and Sparrow's alert. */
@Injectable()
export class TextMessagesService {
  constructor(private readonly repository: TextMessagesRepository) {}

  async list(query: TextMessageListQuery): Promise<{ items: TextMessageLogEntry[]; total: number }> {
    const { items, total } = await this.repository.list(
      { status: query.status, toContains: query.q },
      pageWindow(query),
    );
    return { items: items.map(toTextLogEntry), total };
  }

  /** A copy, queued as a new row; a phone code is refused (a code that went out once does not go out twice). */
  async resend(id: string): Promise<TextMessageLogEntry> {
    const original = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!original) throw new NotFoundException(TEXT_MESSAGE_NOT_FOUND_MESSAGE);
    if (original.kind === 'phone-code') throw new ConflictException(PHONE_CODE_NOT_RESENT_MESSAGE);
    return toTextLogEntry(await this.repository.queueCopy(original));
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
