import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * State of the built-in Khalti sandbox: one row per initiated payment, as Khalti would keep it.
 * A table rather than memory, so several API instances on one database share it. Never used in production.
 */
export const khaltiSandboxPayments = pgTable(
  'khalti_sandbox_payments',
  {
    pidx: text('pidx').primaryKey(),
    /** Initiated, Completed, User canceled, Expired (Khalti's lookup statuses). */
    status: text('status').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    /** What lookup reports as total_amount; equal to amount_paisa (tests may change it to model a mismatch). */
    totalAmountPaisa: integer('total_amount_paisa').notNull(),
    returnUrl: text('return_url').notNull(),
    websiteUrl: text('website_url').notNull(),
    purchaseOrderId: text('purchase_order_id').notNull(),
    purchaseOrderName: text('purchase_order_name').notNull(),
    /** The initiate request as received (customer_info, product_details, ...). */
    request: jsonb('request').notNull(),
    transactionId: text('transaction_id'),
    /** Paisa refunded through the refund call (the shop's, or the merchant dashboard's): lookup's Refunded statuses. */
    refundedPaisa: integer('refunded_paisa').notNull().default(0),
    mobile: text('mobile'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('khalti_sandbox_payments_order_idx').on(t.purchaseOrderId)],
);

export type KhaltiSandboxPaymentRow = typeof khaltiSandboxPayments.$inferSelect;
