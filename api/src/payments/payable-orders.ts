import type { OrderStatus } from '../contracts';
import type { Transaction } from '../database';
import type { WalletSource } from './payment-verdict';

/** What a payment needs to know of its order. */
export interface PayableOrder {
  id: string;
  status: OrderStatus;
  amountPaisa: number;
}

/** The payment's own writes, run in the transaction that changes the order's status. */
export type PaymentRecord = (tx: Transaction) => Promise<void>;

/**
 * The orders side of a payment's outcome. The orders module implements it (OrderStatusService) and AppModule hands it to
 * PaymentReturnModule, so payments never imports orders. Each change happens at most once: it is conditional on the
 * order still awaiting payment, and returns false when it no longer was.
 */
export interface PayableOrders {
  findPayable(orderId: string): Promise<PayableOrder | undefined>;
  /** Awaiting payment → paid, counting the sale: the wallet `by` verified the payment. */
  markPaid(
    orderId: string,
    transactionCode: string,
    record: PaymentRecord,
    by: WalletSource,
  ): Promise<boolean>;
  /**
   * Awaiting payment → cancelled, the stock going back on the shelf. `source` goes in the order's status history:
   * the wallet when it reports the shopper cancelled, 'system' for an expired or failed payment.
   */
  cancelUnpaid(orderId: string, source: UnpaidCancelSource, record?: PaymentRecord): Promise<boolean>;
  /**
   * A paid order's refunds as its wallet's lookup shows them: with Khalti a pending refund settled, a refund made in
   * Khalti's dashboard recorded; with eSewa (refunded by hand) a refund nobody recorded noted in the history for the
   * owner (docs/rules.md, Refunds). Throws when the wallet cannot be asked.
   */
  syncRefunds(orderId: string): Promise<void>;
}

export type UnpaidCancelSource = WalletSource;

export const PAYABLE_ORDERS = Symbol('PAYABLE_ORDERS');
