import type { OrderStatus, OrderStatusSource } from '../contracts';
import type { Transaction } from '../database';

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
  /** Awaiting payment → paid, counting the sale: Khalti verified the payment. */
  markPaid(orderId: string, transactionCode: string, record: PaymentRecord): Promise<boolean>;
  /**
   * Awaiting payment → cancelled, the stock going back on the shelf. `source` goes in the order's status history:
   * 'khalti' when Khalti reports the shopper cancelled, 'system' for an expired or failed payment.
   */
  cancelUnpaid(orderId: string, source: UnpaidCancelSource, record?: PaymentRecord): Promise<boolean>;
  /**
   * A paid order's refunds as Khalti's lookup shows them: a pending refund settled, a refund made in Khalti's
   * dashboard recorded (docs/rules.md, Refunds). Throws when Khalti cannot be asked.
   */
  syncRefunds(orderId: string): Promise<void>;
}

export type UnpaidCancelSource = Extract<OrderStatusSource, 'khalti' | 'system'>;

export const PAYABLE_ORDERS = Symbol('PAYABLE_ORDERS');
