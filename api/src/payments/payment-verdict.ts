import { ORDER_STATUS_SOURCES, type OrderStatusSource } from '../contracts';
import type { PaymentRecord } from './payable-orders';
import type { PaymentState } from './payment-provider';

/** Who settles an order in its history: the wallet its payment is with (khalti, esewa). */
export type WalletSource = Extract<OrderStatusSource, 'khalti' | 'esewa' | 'system'>;

/** A wallet's history source is its id; a method the history has no name for yet is recorded as the system's doing. */
export const walletSource = (methodId: string): WalletSource =>
  (ORDER_STATUS_SOURCES as readonly string[]).includes(methodId) ? (methodId as WalletSource) : 'system';

/**
 * What the provider's lookup means for the order (docs/rules.md, Payments). Only `paid` and `failed` settle the
 * order, with `record` (the payment row's update) run in the transaction of the status change; the others have
 * already been recorded and leave the order awaiting.
 */
export type PaymentVerdict =
  /** Paid with the order's exact amount. */
  | { kind: 'paid'; transactionId: string; by: WalletSource; record: PaymentRecord }
  /** The shopper cancelled at the wallet, or the attempt expired. */
  | { kind: 'failed'; reason: 'cancelled' | 'expired'; by: WalletSource; record: PaymentRecord }
  /** Paid, but not with the order's amount: money was taken, an admin must look. */
  | { kind: 'mismatch' }
  /** Not decided yet: ask again later. */
  | { kind: 'pending' }
  /** Refunded and the like: nothing the shop can act on by itself. */
  | { kind: 'other'; state: PaymentState };
