import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFUND_STATUSES, RETURN_STATUSES } from '../../contracts';
import { createdAt, id, updatedAt } from './columns';
import { paymentMethodEnum } from './enums';
import { orders } from './orders';
import { users } from './users';

export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);
export const returnStatusEnum = pgEnum('return_status', RETURN_STATUSES);

/** A product and how many of it (what a refund put back on the shelf, what a return asks to send back). */
export interface StoredLine {
  productId: string;
  /** The order line's variant; absent (rows written before variants) or null for a plain product. */
  variantId?: string | null;
  quantity: number;
}

/**
 * Money given back on an order (docs/rules.md, Refunds). A Khalti refund is written `pending` under a lock on the
 * order's row before Khalti is called, and at most one of an order's refunds can be pending (the partial unique
 * index): a double click, a retry or two admins give one refund (docs/decisions/0054-…).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    // No cascade: like payments, refunds are an audit trail of money moved.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaisa: integer('amount_paisa').notNull(),
    reason: text('reason').notNull(),
    method: paymentMethodEnum('method').notNull(),
    status: refundStatusEnum('status').notNull(),
    /** What went back to stock in the transaction that wrote the refund. */
    restock: jsonb('restock').$type<StoredLine[]>().notNull().default([]),
    /** Khalti's message when it refused the refund (4xx). */
    failure: text('failure'),
    /** The admin who made it; null for one found in Khalti's lookup (made in its dashboard), or once deleted. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the settling job last asked Khalti about it (pending only). */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    /**
     * Khalti refund calls claimed for it: each is claimed under the order's lock before it is made, so one caller alone
     * (of every API instance) makes it (docs/decisions/0054-…). 0 for cash.
     */
    attempts: integer('attempts').notNull().default(0),
    /** When the latest call was claimed, by the database's clock: the next may be claimed only well after it ended. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Khalti's lookup cannot tell whether this pending refund was made ('Partially Refunded' with no amount beside an
     * earlier refund): it is never called again, and the owner records the outcome by hand after checking Khalti's
     * dashboard.
     */
    checkInKhalti: boolean('check_in_khalti').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountPaisa} > 0`),
    index('refunds_order_created_idx').on(t.orderId, t.createdAt),
    // Never two refunds of one order under way at once.
    uniqueIndex('refunds_one_pending_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A customer's request to send back what a delivered order brought, within the return window. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: returnStatusEnum('status').notNull().default('requested'),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_created_idx').on(t.createdAt, t.id),
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    // At most one open request an order.
    uniqueIndex('return_requests_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'approved')`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;
