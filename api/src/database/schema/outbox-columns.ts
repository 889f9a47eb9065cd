import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, type PgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES } from '../../contracts';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/** Where a message of an outbox stands: queued, sent or failed (e-mails and texts alike). */
export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

/**
 * The columns every outbox table has besides its id, kind, recipient and content (docs/decisions/0008 and 0077): the
 * message's status, the worker's claim and retries, and the order or account it is about.
 */
export const outboxColumns = () => ({
  status: emailStatusEnum('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When a queued message is next due. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * A worker's claim while it sends: other workers (other API instances) skip the row until then, and a worker that
   * died mid-send leaves a claim that runs out, so the message is sent after the restart.
   */
  claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/** The outbox table's own constraints and indexes, each named after the table (`<table>_due_idx`, …). */
export const outboxIndexes = (
  table: string,
  t: Record<'id' | 'attempts' | 'status' | 'nextAttemptAt' | 'createdAt' | 'orderId', PgColumn>,
) => [
  check(`${table}_attempts_check`, sql`${t.attempts} >= 0`),
  // The worker's question: the queued messages that are due, oldest first.
  index(`${table}_due_idx`)
    .on(t.nextAttemptAt)
    .where(sql`${t.status} = 'queued'`),
  // The admin's log: newest first.
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_order_idx`).on(t.orderId),
];
