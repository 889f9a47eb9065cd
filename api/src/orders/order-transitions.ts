import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '../contracts';
import type { OrderRow, Transaction } from '../database';
import { ProductStock, type StockCause } from '../products';
import { countsAsSold, placedStatus, statusAfterRefund, stockMove } from './order-status-machine';
import {
  type AlongWithChange,
  type NewOrder,
  OrdersRepository,
  type OrderWithLines,
  type ShipmentFields,
  type StatusChange,
} from './orders.repository';

/** What an order's transaction settles before it is written: what it costs, with its discount and delivery. */
export type OrderTerms = Pick<
  NewOrder,
  | 'amountPaisa'
  | 'discountCode'
  | 'discountPaisa'
  | 'deliveryDistrict'
  | 'deliveryZone'
  | 'deliveryPaisa'
  | 'cashRoundingPaisa'
>;

/** What else a change does in its transaction: `before` its stock moves, `after` them (a payment's record, e-mails). */
export interface TransitionSteps {
  by: StatusChange;
  /** Khalti's transaction id of a payment. */
  transactionCode?: string;
  /** The courier and tracking number of a change to 'shipped'. */
  shipment?: ShipmentFields;
  before?: AlongWithChange;
  after?: AlongWithChange;
}

/**
 * The ledger's words for stock a change gives back (docs/rules.md, Stock): an admin's or the customer's cancellation
 * names who made it; one the payment's side made (Khalti's or eSewa's answer, the expiry job) is an expired payment.
 */
function stockCause(by: StatusChange, order: OrderRow): StockCause {
  if (by.source === 'admin')
    return { reason: 'cancellation', orderId: order.id, byUserId: by.adminId ?? null };
  if (by.source === 'customer') return { reason: 'cancellation', orderId: order.id, byUserId: order.userId };
  return { reason: 'expired payment', orderId: order.id };
}

/**
 * Where orders are placed and change status: the order, its history entry and its lines' stock and sold counts are
 * written in one transaction, as the status machine says (order-status-machine.ts). Checkout, the status service and
 * the demo seed all go through here.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly stock: ProductStock,
  ) {}

  /**
   * Places an order in the status its payment method starts in, taking its stock (and counting it sold when that
   * status counts). `before` runs in the transaction first (checkout's locks and checks) and may return the order's
   * terms as the transaction read them (its amount, discount and delivery), which replace `order`'s; `placed` runs once
   * the order is written. A line that cannot be served throws StockRejectedError and nothing is written.
   */
  place(
    order: Omit<NewOrder, 'status'>,
    {
      before,
      placed,
      alert = true,
    }: {
      before?: (tx: Transaction) => Promise<OrderTerms | void>;
      placed?: (tx: Transaction, order: OrderWithLines) => Promise<void>;
      /** false: the stock it takes alerts nobody (the demo seed's history). */
      alert?: boolean;
    } = {},
  ): Promise<OrderWithLines> {
    const status = placedStatus(order.paymentMethod);
    // Its id is made here: the ledger's movements name the order, and are written before its row.
    const id = randomUUID();
    return this.repository.placeOrder(async (tx) => {
      const terms = await before?.(tx);
      await this.stock.takeStock(
        tx,
        order.lines,
        { countSold: countsAsSold(status) },
        { reason: 'order', orderId: id, byUserId: order.userId, alert },
      );
      return { ...order, ...terms, id, status };
    }, placed);
  }

  /**
   * Moves an order from `from` to `to` once (undefined when it was not in `from`), with its history entry and its
   * stock moved in the same transaction.
   */
  transition(
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    { by, transactionCode, shipment, before, after }: TransitionSteps,
  ): Promise<OrderRow | undefined> {
    const move = stockMove(from, to);
    return this.repository.transition(orderId, from, to, {
      by,
      transactionCode,
      shipment,
      along: async (tx, lines, order) => {
        await before?.(tx, lines, order);
        if (move?.kind === 'return')
          await this.stock.returnStock(tx, lines, { uncountSold: move.uncountSold }, stockCause(by, order));
        if (move?.kind === 'count sold') await this.stock.countSold(tx, lines);
        await after?.(tx, lines, order);
      },
    });
  }

  /**
   * A succeeded refund of `amountPaisa`, in the caller's transaction under its lock on the order: the order's refunded
   * paisa, `refunded` once they reach the amount, and the refund's history entry. Returns the order as it is now.
   */
  refund(
    tx: Transaction,
    order: OrderRow,
    refund: { id: string; amountPaisa: number },
    by: StatusChange,
  ): Promise<OrderRow> {
    const refundedPaisa = order.refundedPaisa + refund.amountPaisa;
    return this.repository.recordRefund(
      tx,
      order.id,
      { refundedPaisa, status: statusAfterRefund(order, refundedPaisa) },
      { by, refundId: refund.id },
    );
  }

  /** A note in the order's history, once (see OrdersRepository.addNote). */
  note(tx: Transaction, order: OrderRow, note: string, by: StatusChange): Promise<boolean> {
    return this.repository.addNote(tx, order, note, by);
  }
}
