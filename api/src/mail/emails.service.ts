import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { pageWindow } from '../common/validation/page-query';
import { isUuid } from '../common/uuid';
import { EMAIL_NOT_FOUND_MESSAGE, type EmailLogEntry, PASSWORD_RESET_NOT_RESENT_MESSAGE } from '../contracts';
import type { EmailRow } from '../database';
import type { ListEmailsQuery } from './dto/list-emails.query';
import { EmailsRepository } from './emails.repository';

export const toEmailLogEntry = (row: EmailRow): EmailLogEntry => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  orderId: row.orderId,
});

/** The admin's e-mail log (docs/rules.md, E-mail): what went out, what is waiting, what failed, and Resend. */
@Injectable()
export class EmailsService {
  constructor(private readonly repository: EmailsRepository) {}

  async list(query: ListEmailsQuery): Promise<{ items: EmailLogEntry[]; total: number }> {
    const { items, total } = await this.repository.list(
      { status: query.status, toContains: query.q },
      pageWindow(query),
    );
    return { items: items.map(toEmailLogEntry), total };
  }

  /**
   * Queues a copy of the e-mail, as a new row of the log that the worker sends like any other. A password reset is
   * refused: its link is erased once sent, and a link that went out once should not go out twice.
   */
  async resend(id: string): Promise<EmailLogEntry> {
    const original = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!original) throw new NotFoundException(EMAIL_NOT_FOUND_MESSAGE);
    if (original.kind === 'password-reset') throw new ConflictException(PASSWORD_RESET_NOT_RESENT_MESSAGE);
    const copy = await this.repository.queueCopy(original.id);
    if (!copy) throw new NotFoundException(EMAIL_NOT_FOUND_MESSAGE);
    return toEmailLogEntry(copy);
  }
}
