import { CASH_ROUNDING_LABEL, discountLabel, formatCashRounding, type Order } from '@pashmina/contracts';
import { formatRupees } from '@pashmina/shared-ui';
import styles from './OrderTotal.module.css';

/**
 * An order's total as both panels show it (My orders, the admin's details and packing slip): the discount code and
 * what it took off first when the order has one, the paisa the shop gave so that cash is paid in whole rupees
 * ('Rounding: −Rs. 0.15') when it gave any, then the total the customer pays.
 */
export function OrderTotal({
  order,
  className,
}: {
  order: Pick<Order, 'amount' | 'discount' | 'cashRounding'> & Partial<Pick<Order, 'refunded'>>;
  className?: string;
}) {
  return (
    <>
      {order.discount && (
        <p className={[styles.discount, className].filter(Boolean).join(' ')}>
          {discountLabel(order.discount.code)}: <strong>− {formatRupees(order.discount.amount)}</strong>
        </p>
      )}
      {order.cashRounding > 0 && (
        <p className={className}>
          {CASH_ROUNDING_LABEL}: <strong>{formatCashRounding(order.cashRounding)}</strong>
        </p>
      )}
      <p className={className}>
        Total: <strong>{formatRupees(order.amount)}</strong>
      </p>
      {order.refunded ? (
        <p className={[styles.refunded, className].filter(Boolean).join(' ')}>
          {refundedText(order.refunded)}
        </p>
      ) : null}
    </>
  );
}

/** 'Refunded Rs. 2,500': what succeeded refunds gave back, beside the total. */
export const refundedText = (rupees: number) => `Refunded ${formatRupees(rupees)}`;

/** The refunded part of an order in one line, for a list's cell; empty without one. */
export function OrderRefundedNote({ order }: { order: Partial<Pick<Order, 'refunded'>> }) {
  if (!order.refunded) return null;
  return <span className={[styles.note, styles.refunded].join(' ')}>{refundedText(order.refunded)}</span>;
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
