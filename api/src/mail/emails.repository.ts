import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database, type EmailRow, emails } from '../database';
import { OutboxRepository } from '../outbox';

/**
 * A password reset's link is erased from its row once the e-mail has gone or failed: the log keeps who got a reset
 * e-mail and when, never a link that could still be used.
 */
const payloadAfterLastAttempt = sql`case when ${emails.kind} = 'password-reset'
  then jsonb_set(${emails.payload}, '{token}', 'null'::jsonb) else ${emails.payload} end`;

/** The e-mails' outbox SQL (OutboxRepository): the worker's claims and outcomes, the admin's log and its resend. */
@Injectable()
export class EmailsRepository extends OutboxRepository<EmailRow> {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, emails, {
      // The message as rendered is kept for the retries only (it holds a reset link too).
      afterLastAttempt: { payload: payloadAfterLastAttempt, renderedHtml: null, renderedText: null },
      copied: (row) => ({ subject: row.subject, payload: row.payload }),
    });
  }
}
