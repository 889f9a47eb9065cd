import type { PaymentRecord } from './payable-orders';

/**
 * What the provider's lookup means for the order (docs/rules.md, Payments). Only `paid` and `failed` settle the
 * order, with `record` (the payment row's update) run in the transaction of the status change; the others have
 * already been recorded and leave the order awaiting.
 */
export type PaymentVerdict =
  /** Completed with the order's exact amount. */
  | { kind: 'paid'; transactionId: string; record: PaymentRecord }
  /** The shopper cancelled at Khalti, or the link expired. */
  | { kind: 'failed'; reason: 'User canceled' | 'Expired'; record: PaymentRecord }
  /** Completed, but not with the order's amount: money was taken, an admin must look. */
  | { kind: 'mismatch' }
  /** Pending or Initiated: ask again later. */
  | { kind: 'pending' }
  /** Refunded and the like: nothing the shop can act on by itself. */
  | { kind: 'other' };
