import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUS_SOURCES } from '../../contracts';
import { id } from './columns';
import { orderStatusEnum } from './enums';
import { orders } from './orders';
import { users } from './users';

/** Who made a status change: the customer placing the order, an admin, Khalti, or the system (an expiry). */
export const orderStatusSourceEnum = pgEnum('order_status_source', ORDER_STATUS_SOURCES);

/**
 * Every status an order has had, written in the transaction of the change itself (docs/rules.md, Orders): the first
 * row is the order's creation.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    source: orderStatusSourceEnum('source').notNull(),
    /** The admin of an 'admin' change; NULL otherwise, and once that account is deleted. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The refund this entry records (its status may be unchanged by a part refund); null for a status change. */
    refundId: uuid('refund_id'),
    /** What a wallet reported that the shop did not record (a refund made in eSewa's portal); null otherwise. */
    note: text('note'),
  },
  // An order's history, oldest first.
  (t) => [index('order_status_history_order_at_idx').on(t.orderId, t.at, t.id)],
);

export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
