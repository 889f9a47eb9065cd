// The details page's sentences about an order, in the spec's words (its spelling included).
import {
  deliveredNote,
  type Order,
  paymentMethodLabel,
  paysInCash,
  type RefundMethod,
  type OrderStatus,
  type OrderStatusEntry,
  partlyRefundedNote,
  refundedOnNote,
  shippedNote,
} from '@pashmina/contracts';
import { formatDate } from '@pashmina/shared-ui/panels';

/** A wallet's lines on the slip: 'Paid Through Khalti', 'Awaiting payment through eSewa', … */
export const paidThrough = (wallet: string) => `Paid Through ${wallet}`;
export const awaitingThrough = (wallet: string) => `Awaiting payment through ${wallet}`;
export const notCompletedIn = (wallet: string) => `${wallet} payment not completed`;
export const PAID_THROUGH_KHALTI = paidThrough('Khalti');
export const PAID_AT_PROPERTY = 'Paid at property';
export const CASH_ON_DELIVERY = 'Cash on Delivery';
export const AWAITING_KHALTI = awaitingThrough('Khalti');
export const KHALTI_NOT_COMPLETED = notCompletedIn('Khalti');
/** The refund panel's word for an eSewa order: eSewa has no refund API. */
export const ESEWA_REFUND_NOTE = "Send the money from eSewa's merchant portal, then record the refund here.";
export const ORDER_CANCELLED_FOOTER = 'This ordered is cancelled';
export const TO_BE_DELIVERED_FOOTER = 'To be delivered';

/**
 * How the order was paid: through its wallet, Khalti or eSewa (with the transaction id), at the door once delivered,
 * or still cash on delivery. A wallet's order that has no payment yet, or never will (cancelled unpaid), must not
 * read 'Paid' on a packing slip.
 */
export function paymentLine(order: Order): { text: string; transactionId?: string } {
  if (!paysInCash(order.payment_method)) {
    const wallet = paymentMethodLabel(order.payment_method);
    if (order.transaction_code) return { text: paidThrough(wallet), transactionId: order.transaction_code };
    return { text: order.status === 'awaiting payment' ? awaitingThrough(wallet) : notCompletedIn(wallet) };
  }
  if (order.status === 'delivered') return { text: PAID_AT_PROPERTY };
  return { text: CASH_ON_DELIVERY };
}

/**
 * The delivery's state, at the foot of the slip: a refunded order says when ('Refunded on <date>'), one refunded in
 * part how much ('Rs. 2,500 refunded', after its delivery once delivered), never 'To be delivered'.
 */
export function deliveryFooter(order: Order): string {
  if (order.status === 'refunded') return refundedOnNote(formatDate(changedTo(order, 'refunded')));
  const partly = order.refunded > 0 ? partlyRefundedNote(order.refunded) : '';
  if (order.status === 'delivered') {
    const delivered = deliveredNote(formatDate(changedTo(order, 'delivered')));
    return partly ? `${delivered}. ${partly}` : delivered;
  }
  if (order.status === 'cancelled') return ORDER_CANCELLED_FOOTER;
  if (order.status === 'shipped' && order.shipment) {
    const shipped = `${shippedNote(formatDate(order.shipment.shippedAt), order.shipment.courier)}, tracking number ${order.shipment.trackingNumber}`;
    return partly ? `${shipped}. ${partly}` : shipped;
  }
  return partly || TO_BE_DELIVERED_FOOTER;
}

/** When the order took a status: its history says so; without one, its last change. */
export function changedTo(order: Pick<Order, 'statusHistory' | 'updatedAt'>, status: OrderStatus): string {
  const entry = order.statusHistory?.findLast((e) => e.status === status);
  return entry?.at ?? order.updatedAt;
}

const SOURCES: Record<OrderStatusEntry['source'], string> = {
  customer: 'Customer',
  khalti: 'Khalti',
  esewa: 'eSewa',
  system: 'System',
  admin: 'Admin',
};

/** Who made a change: 'Customer', 'Khalti', 'eSewa', 'System', or the admin's name and e-mail (just 'Admin' once deleted). */
export function changedBy(entry: OrderStatusEntry): string {
  if (entry.source === 'admin' && entry.by) return `${entry.by.name} (${entry.by.email})`;
  return SOURCES[entry.source] ?? entry.source;
}

const REFUND_WAYS: Record<RefundMethod, string> = {
  khalti: 'through Khalti',
  esewa: "through eSewa's merchant portal",
  cash: 'in cash',
};

/** How a refund's money went back: 'through Khalti', "through eSewa's merchant portal", 'in cash'. */
export const refundWay = (method: RefundMethod): string => REFUND_WAYS[method] ?? method;
