import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { orderStatusEnum } from './enums';

/**
 * Running totals of the orders by status and by the Kathmandu month they were placed in, for the admin dashboard.
 * Written only by the database's triggers on `orders` (migration 0006_stats_running_totals), when the transaction
 * that changed the orders commits: no application code writes here, so every writer (the API, the seed's bulk insert, a manual fix) keeps
 * them right. A bucket whose orders all left it stays at 0.
 */
export const statsOrderTotals = pgTable(
  'stats_order_totals',
  {
    status: orderStatusEnum('status').notNull(),
    /** The 1st of the month in Asia/Kathmandu in which the orders were created. */
    month: date('month', { mode: 'string' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.month] })],
);

/**
 * Moves of the order totals made by the current transaction and not added yet: the statement triggers on `orders`
 * write them without locking anything shared, and a deferred trigger adds them to `stats_order_totals` and deletes
 * them when the transaction commits. Empty between transactions.
 */
export const statsOrderMoves = pgTable('stats_order_moves', {
  status: orderStatusEnum('status').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
  amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
});

/** Rows of `products` and of `users`, keyed by table name, kept by triggers the same way. */
export const statsRowCounts = pgTable('stats_row_counts', {
  tableName: text('table_name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull().default(0),
});

export type StatsOrderTotalsRow = typeof statsOrderTotals.$inferSelect;
