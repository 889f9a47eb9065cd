// An order's figures in one line each, for a list's cell (the admin's orders). The whole receipt: OrderReceipt.
import { DELIVERY_LINE_LABEL, deliveryFeeText, discountLabel, type Order } from '@pashmina/contracts';
import { formatRupees } from '@pashmina/shared-ui';
import styles from './OrderTotal.module.css';

/** 'Refunded Rs. 2,500': what succeeded refunds gave back, beside the total. */
export const refundedText = (rupees: number) => `Refunded ${formatRupees(rupees)}`;

/** The refunded part of an order in one line, for a list's cell; empty without one. */
export function OrderRefundedNote({ order }: { order: Partial<Pick<Order, 'refunded'>> }) {
  if (!order.refunded) return null;
  return <span className={[styles.note, styles.refunded].join(' ')}>{refundedText(order.refunded)}</span>;
}

/** The delivery of an order in one line ('Delivery (Kathmandu) Free'), for a list's cell; empty without one. */
export function OrderDeliveryNote({ order }: { order: Partial<Pick<Order, 'delivery'>> }) {
  if (!order.delivery) return null;
  return (
    <span className={styles.note}>
      {DELIVERY_LINE_LABEL} ({order.delivery.district}) {deliveryFeeText(order.delivery.fee)}
    </span>
  );
}

/** The discount of an order in one line ('Discount (CODE) − Rs. 100'), for a list's cell; empty without one. */
export function OrderDiscountNote({ order }: { order: Pick<Order, 'discount'> }) {
  if (!order.discount) return null;
  return (
    <span className={styles.note}>
      {discountLabel(order.discount.code)} − {formatRupees(order.discount.amount)}
    </span>
  );
}
