import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** The provider's last response, kept for support and audits. */
    payload: jsonb('payload'),
    /** Where the shopper pays (the provider's initiate response); null for rows written before it was kept. */
    paymentUrl: text('payment_url'),
    /** When the provider stops taking this payment (initiate's expires_at); null when unknown. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_created_idx').on(t.orderId, t.createdAt)],
);

export type PaymentRow = typeof payments.$inferSelect;
