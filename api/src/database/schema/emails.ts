import { index, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS } from '../../contracts';
import { id } from './columns';
import { outboxColumns, outboxIndexes } from './outbox-columns';

export { emailStatusEnum } from './outbox-columns';

export const emailKindEnum = pgEnum('email_kind', EMAIL_KINDS);

/**
 * The transactional outbox of e-mails and their log (docs/decisions/0008-e-mail-a-transactional-outbox.md):
 * a row is written in the same
 * transaction as the change that causes it, and the mail worker sends what is due. `payload` holds what the message
 * is rendered from when it is sent; a password reset's link is erased from it once the message has gone or failed.
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    kind: emailKindEnum('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * The message as its first failed attempt rendered it, sent as it is by the retries (rendering is the worker's
     * costliest step); null until then, and again once the e-mail has gone or failed (docs/decisions/0077).
     */
    renderedHtml: text('rendered_html'),
    renderedText: text('rendered_text'),
    ...outboxColumns(),
  },
  (t) => [
    ...outboxIndexes('emails', t),
    index('emails_status_created_idx').on(t.status, t.createdAt, t.id),
    // The reset e-mails of one account in the last hour.
    index('emails_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
export type NewEmailRow = typeof emails.$inferInsert;
