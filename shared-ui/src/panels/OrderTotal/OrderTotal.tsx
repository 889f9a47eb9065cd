import {
  CASH_ROUNDING_LABEL,
  DELIVERY_LINE_LABEL,
  deliveryFeeText,
  discountLabel,
  formatCashRounding,
  type Order,
} from '@pashmina/contracts';
import { formatAmount, formatRupees, useI18n } from '@pashmina/shared-ui';
import styles from './OrderTotal.module.css';

/**
 * An order's total as both panels show it (My orders, the admin's details and packing slip): the discount code and
 * what it took off first when the order has one, its delivery ('Delivery (Kathmandu): Rs. 100', 'Free' when nothing was
 * charged; none for orders placed before delivery was charged), the paisa the shop gave so that cash is paid in whole
 * rupees ('Rounding: −Rs. 0.15') when it gave any, then the total the customer pays.
 */
export function OrderTotal({
  order,
  className,
}: {
  order: Pick<Order, 'amount' | 'discount' | 'cashRounding'> & Partial<Pick<Order, 'refunded' | 'delivery'>>;
  className?: string;
}) {
  const { language } = useI18n();
  if (language === 'ne') return <NepaliOrderTotal order={order} className={className} />;
  return (
    <>
      {order.discount && (
        <p className={[styles.discount, className].filter(Boolean).join(' ')}>
          {discountLabel(order.discount.code)}: <strong>− {formatRupees(order.discount.amount)}</strong>
        </p>
      )}
      {order.delivery && (
        <p className={[styles.delivery, className].filter(Boolean).join(' ')}>
          {DELIVERY_LINE_LABEL} ({order.delivery.district}):{' '}
          <strong>{deliveryFeeText(order.delivery.fee)}</strong>
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

/** The same lines on a Nepali page (the customer's area): the admin's, above, stay in English word for word. */
function NepaliOrderTotal({
  order,
  className,
}: {
  order: Pick<Order, 'amount' | 'discount' | 'cashRounding'> & Partial<Pick<Order, 'refunded' | 'delivery'>>;
  className?: string;
}) {
  const { i18n } = useI18n();
  const money = (rupees: number) => formatAmount(rupees, 'ne');
  return (
    <>
      {order.discount && (
        <p className={[styles.discount, className].filter(Boolean).join(' ')}>
          {i18n._({
            id: 'discount.label',
            message: 'Discount ({code})',
            values: { code: order.discount.code },
          })}
          : <strong>− {money(order.discount.amount)}</strong>
        </p>
      )}
      {order.delivery && (
        <p className={[styles.delivery, className].filter(Boolean).join(' ')}>
          {i18n._({ id: 'order.delivery', message: 'Delivery' })} ({order.delivery.district}):{' '}
          <strong>
            {order.delivery.fee === 0
              ? i18n._({ id: 'order.delivery.free', message: 'Free' })
              : money(order.delivery.fee)}
          </strong>
        </p>
      )}
      {order.cashRounding > 0 && (
        <p className={className}>
          {i18n._({ id: 'cart.rounding', message: 'Rounding' })}:{' '}
          <strong>−{money(order.cashRounding)}</strong>
        </p>
      )}
      <p className={className}>
        {i18n._({ id: 'cart.total', message: 'Total' })}: <strong>{money(order.amount)}</strong>
      </p>
      {order.refunded ? (
        <p className={[styles.refunded, className].filter(Boolean).join(' ')}>
          {i18n._({
            id: 'order.refunded',
            message: 'Refunded {amount}',
            values: { amount: money(order.refunded) },
          })}
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
