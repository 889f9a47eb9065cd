import { Injectable } from '@nestjs/common';
import { EMAIL_NOT_FOUND_MESSAGE, type EmailLogEntry, PASSWORD_RESET_NOT_RESENT_MESSAGE } from '../contracts';
import type { EmailRow } from '../database';
import { OutboxLog, outboxLogFields } from '../outbox';
import { EmailsRepository } from './emails.repository';

export const toEmailLogEntry = (row: EmailRow): EmailLogEntry => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  ...outboxLogFields(row),
});

/**
 * The admin's e-mail log (docs/rules.md, E-mail): what went out, what is waiting, what failed, and Resend. A password
 * reset is never resent: its link is erased once sent, and a link that went out once should not go out twice.
 */
@Injectable()
export class EmailsService extends OutboxLog<EmailRow, EmailLogEntry> {
  constructor(repository: EmailsRepository) {
    super(repository, {
      entry: toEmailLogEntry,
      notFound: EMAIL_NOT_FOUND_MESSAGE,
      notResent: { kind: 'password-reset', message: PASSWORD_RESET_NOT_RESENT_MESSAGE },
    });
  }
}
