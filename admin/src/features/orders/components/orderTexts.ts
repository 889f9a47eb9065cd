// The details page's sentences about an order, in the spec's words (its spelling included).
import {
  deliveredNote,
  type Order,
  type OrderStatus,
  type OrderStatusEntry,
  partlyRefundedNote,
  refundedOnNote,
} from '@pashmina/contracts';
import { formatDate } from '@pashmina/shared-ui/panels';

export const PAID_THROUGH_KHALTI = 'Paid Through Khalti';
export const PAID_AT_PROPERTY = 'Paid at property';
export const CASH_ON_DELIVERY = 'Cash on Delivery';
export const AWAITING_KHALTI = 'Awaiting payment through Khalti';
export const KHALTI_NOT_COMPLETED = 'Khalti payment not completed';
export const ORDER_CANCELLED_FOOTER = 'This ordered is cancelled';
export const TO_BE_DELIVERED_FOOTER = 'To be delivered';

/**
 * How the order was paid: Khalti (with its transaction id), at the door once delivered, or still cash on delivery.
 * A Khalti order that has no payment yet, or never will (cancelled unpaid), must not read 'Paid' on a packing slip.
 */
export function paymentLine(order: Order): { text: string; transactionId?: string } {
  if (order.payment_method === 'khalti') {
    if (order.transaction_code) return { text: PAID_THROUGH_KHALTI, transactionId: order.transaction_code };
    return { text: order.status === 'awaiting payment' ? AWAITING_KHALTI : KHALTI_NOT_COMPLETED };
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
