import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS, EMAIL_STATUSES } from '../../contracts';
import { createdAt, id } from './columns';
import { orders } from './orders';
import { users } from './users';

export const emailKindEnum = pgEnum('email_kind', EMAIL_KINDS);
export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

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
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a queued e-mail is next due. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A worker's claim while it sends: other workers (other API instances) skip the row until then, and a worker that
     * died mid-send leaves a claim that runs out, so the e-mail is sent after the restart.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('emails_attempts_check', sql`${t.attempts} >= 0`),
    // The worker's question: the queued e-mails that are due, oldest first.
    index('emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    // The admin's log: newest first, optionally by status.
    index('emails_created_idx').on(t.createdAt, t.id),
    index('emails_status_created_idx').on(t.status, t.createdAt, t.id),
    // The reset e-mails of one account in the last hour.
    index('emails_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    index('emails_order_idx').on(t.orderId),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
export type NewEmailRow = typeof emails.$inferInsert;
