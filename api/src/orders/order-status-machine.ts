// The order's status machine (docs/rules.md, Orders) as plain functions: the status an order is placed in, which
// statuses count as sold, what a change does to its lines' stock, which changes are refused and whom a change
// e-mails. Checkout, the status service and the demo seed all move orders by these (through OrderTransitions), so
// each rule is written once.
import {
  type AdminOrderStatus,
  adminStatusMoves,
  isFinalOrderStatus,
  KHALTI_ORDER_NOT_CASH_MESSAGE,
  ORDER_FINAL_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  type OrderStatus,
  NOT_SHIPPABLE_MESSAGE,
  PAID_ORDER_NOT_CANCELLABLE_MESSAGE,
  type PaymentMethod,
  paysInCash,
  SHIPPED_NOT_CANCELLABLE_MESSAGE,
  SHIPPED_ONLY_DELIVERED_MESSAGE,
} from '../contracts';
import type { OrderEmailMoment } from './order-emails';

/** Statuses whose lines count in quantity_sold: raised when placed with cash on delivery or when paid. */
const SOLD_COUNTED: readonly OrderStatus[] = ['cash on delivery', 'paid', 'shipped', 'delivered'];

export const countsAsSold = (status: OrderStatus): boolean => SOLD_COUNTED.includes(status);

/** A Khalti order waits for its payment; a cash order is to be delivered (and paid) at the door. */
export const placedStatus = (method: PaymentMethod): OrderStatus =>
  paysInCash(method) ? 'cash on delivery' : 'awaiting payment';

/**
 * The status after a succeeded refund brings the order's refunded paisa to `refundedPaisa`: `refunded` (final) once
 * they reach its amount; a part refund leaves it as it was. Refunds alone make an order refunded.
 */
export const statusAfterRefund = (
  order: { status: OrderStatus; amountPaisa: number },
  refundedPaisa: number,
): OrderStatus => (refundedPaisa >= order.amountPaisa ? 'refunded' : order.status);

/**
 * What a change does to the order's lines on the shelf: they go back on it (and off the sold count, when they were
 * counted), they count as sold now, or nothing moves.
 */
export type StockMove = { kind: 'return'; uncountSold: boolean } | { kind: 'count sold' } | null;

export function stockMove(from: OrderStatus, to: OrderStatus): StockMove {
  if (to === 'cancelled') return { kind: 'return', uncountSold: countsAsSold(from) };
  if (!countsAsSold(from) && countsAsSold(to)) return { kind: 'count sold' };
  return null;
}

/** Why an admin may not change an order in this status (409), or undefined: delivered and cancelled are final. */
export function adminChangeRefusal(from: OrderStatus): string | undefined {
  return isFinalOrderStatus(from) ? ORDER_FINAL_MESSAGE : undefined;
}

/**
 * Why an admin may not move an order from one status to another (409), or undefined when the move is one of
 * adminStatusMoves (the contracts' list, which the admin's dropdown offers): a final order does not move, a paid one's
 * money was taken and only a refund gives it back (and closes the order once whole), and a Khalti order's money is
 * never the courier's.
 */
export function adminMoveRefusal(
  from: OrderStatus,
  to: AdminOrderStatus,
  method: PaymentMethod,
): string | undefined {
  if (adminStatusMoves(from, method).includes(to)) return undefined;
  if (isFinalOrderStatus(from)) return ORDER_FINAL_MESSAGE;
  if (from === 'shipped')
    return to === 'cancelled' ? SHIPPED_NOT_CANCELLABLE_MESSAGE : SHIPPED_ONLY_DELIVERED_MESSAGE;
  if (to === 'shipped') return NOT_SHIPPABLE_MESSAGE;
  if (from === 'paid' && to === 'cancelled') return PAID_ORDER_NOT_CANCELLABLE_MESSAGE;
  return KHALTI_ORDER_NOT_CASH_MESSAGE;
}

/** Why the customer may not cancel their order in this status (409), or undefined: only one awaiting payment. */
export function customerCancelRefusal(from: OrderStatus): string | undefined {
  if (from === 'awaiting payment') return undefined;
  return isFinalOrderStatus(from) ? ORDER_FINAL_MESSAGE : ORDER_NOT_CANCELLABLE_MESSAGE;
}

/**
 * The e-mails of an admin's change (docs/rules.md, E-mail). An order leaving 'awaiting payment' for anything but a
 * cancellation is confirmed then, as a Khalti payment would have confirmed it; delivered and cancelled tell the
 * customer.
 */
export function emailMoments(from: OrderStatus, to: OrderStatus): OrderEmailMoment[] {
  if (to === 'cancelled') return ['cancelled'];
  const moments: OrderEmailMoment[] = from === 'awaiting payment' ? ['confirmed'] : [];
  if (to === 'shipped') moments.push('shipped');
  if (to === 'delivered') moments.push('delivered');
  return moments;
}
