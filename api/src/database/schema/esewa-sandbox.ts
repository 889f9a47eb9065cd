import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * State of the built-in eSewa sandbox: one row per transaction its form accepted, as eSewa would keep it for its
 * status API. A table rather than memory, so several API instances on one database share it. Never used in production.
 */
export const esewaSandboxPayments = pgTable('esewa_sandbox_payments', {
  transactionUuid: text('transaction_uuid').primaryKey(),
  productCode: text('product_code').notNull(),
  /** total_amount exactly as the form sent it (rupees, as text): the status API answers it back. */
  totalAmount: text('total_amount').notNull(),
  /** PENDING, COMPLETE, CANCELED, FULL_REFUND, PARTIAL_REFUND (eSewa's status API's statuses). */
  status: text('status').notNull(),
  refId: text('ref_id'),
  successUrl: text('success_url').notNull(),
  failureUrl: text('failure_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type EsewaSandboxPaymentRow = typeof esewaSandboxPayments.$inferSelect;
