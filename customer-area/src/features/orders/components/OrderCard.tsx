import { CANCELLED_NOTE, deliveredNote, type Order, orderLabel, PROCESSING_NOTE } from '@pashmina/contracts';
import { buttonClassName } from '@pashmina/shared-ui';
import {
  formatDate,
  formatDateTime,
  orderLineName,
  OrderStatusBadge,
  OrderTotal,
} from '@pashmina/shared-ui/panels';
import { ReturnRequestSection } from './ReturnRequestForm';
import styles from './OrdersPage.module.css';

export const COMPLETE_PAYMENT_LABEL = 'Complete payment';
export const REFUNDED_NOTE = 'Refunded';
export const PAYMENT_EXPIRED_NOTE = 'The payment link has expired. This order will be cancelled.';
export const PAYMENT_CHECKING_NOTE = 'Waiting for the payment to be confirmed.';

/** What happens next with the order, under its badge. */
function OrderNote({ order }: { order: Order }) {
  switch (order.status) {
    case 'delivered':
      return <p className={styles.note}>{deliveredNote(formatDate(order.updatedAt))}</p>;
    case 'paid':
    case 'cash on delivery':
      return <p className={styles.note}>{PROCESSING_NOTE}</p>;
    case 'cancelled':
      return <p className={styles.note}>{CANCELLED_NOTE}</p>;
    case 'refunded':
      return <p className={styles.note}>{REFUNDED_NOTE}</p>;
    case 'awaiting payment': {
      const pending = order.pendingPayment;
      if (pending && !pending.expired)
        return (
          <p className={styles.note}>
            <a
              href={pending.payment_url}
              className={buttonClassName({ size: 'sm' })}
              aria-describedby={`order-${order._id}-title`}
            >
              {COMPLETE_PAYMENT_LABEL}
            </a>{' '}
            <span className={styles.muted}>
              before <time dateTime={pending.expires_at}>{formatDateTime(pending.expires_at)}</time>
            </span>
          </p>
        );
      return <p className={styles.note}>{pending?.expired ? PAYMENT_EXPIRED_NOTE : PAYMENT_CHECKING_NOTE}</p>;
    }
    default:
      return null;
  }
}

/**
 * One order of 'My orders': its number (what a customer reads out on the phone) and id, when, what, how much, its
 * status and what happens next.
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-${order._id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          Order {orderLabel(order.orderNumber)}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className={styles.muted}>
        Order ID <span className={styles.id}>{order._id}</span>
      </p>
      <p className={styles.muted}>
        Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </p>
      <ul className={styles.lines} aria-label="Products">
        {order.products.map((line, i) => (
          <li key={`${line.identity ?? 'gone'}-${i}`}>
            {orderLineName(line)} × {line.quantity}
          </li>
        ))}
      </ul>
      <OrderTotal order={order} className={styles.total} />
      <OrderNote order={order} />
      {(order.status === 'delivered' || order.returnRequest) && <ReturnRequestSection order={order} />}
    </article>
  );
}
