import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';

/** One payment attempt with a provider (Khalti): `pidx` is the provider's id of the attempt. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    // No cascade: payment records are an audit trail and must outlive any clean-up of orders.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    pidx: text('pidx').notNull().unique('payments_pidx_uq'),
    status: text('status').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    transactionId: text('transaction_id'),
    /** The provider's last answer, kept for support and audits. */
    payload: jsonb('payload'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export type PaymentRow = typeof payments.$inferSelect;
