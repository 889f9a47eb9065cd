import type { OrderStatus } from '../contracts';
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
 * The orders side of a payment's outcome. The orders module implements it (OrdersService) and AppModule hands it to
 * PaymentReturnModule, so payments never imports orders. Each change happens at most once: it is conditional on the
 * order still awaiting payment, and answers false when it no longer was.
 */
export interface PayableOrders {
  findPayable(orderId: string): Promise<PayableOrder | undefined>;
  /** Awaiting payment → paid, counting the sale. */
  markPaid(orderId: string, transactionCode: string, record: PaymentRecord): Promise<boolean>;
  /** Awaiting payment → cancelled, the stock going back on the shelf. */
  cancelUnpaid(orderId: string, record?: PaymentRecord): Promise<boolean>;
}

export const PAYABLE_ORDERS = Symbol('PAYABLE_ORDERS');
