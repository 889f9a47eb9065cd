import { type Order, orderLabel } from '@pashmina/contracts';
import { formatDateTime, OrderReceipt, OrderStatusBadge } from '@pashmina/shared-ui/panels';
import { deliveryFooter, paymentLine } from './orderTexts';
import { RefundsPanel } from './RefundsPanel';
import { StatusHistory } from './StatusHistory';
import styles from './OrderDetailsPage.module.css';

/**
 * One order as a packing slip: its number and id, who, where, its receipt (the lines with their prices, the subtotal,
 * discount, delivery, rounding and total), how it is paid and its delivery, or its refund. No header, footer or nav
 * elements inside: the print rules hide those of the page around it.
 */
export function OrderDetails({ order }: { order: Order }) {
  const payment = paymentLine(order);
  return (
    <article aria-labelledby="order-title" className={styles.slip}>
      <div className={styles.slipHead}>
        <h2 id="order-title" className={styles.title}>
          Order {orderLabel(order.orderNumber)}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Order ID</dt>
          <dd>{order._id}</dd>
        </div>
        <div>
          <dt>Ordered by</dt>
          <dd>
            {order.customer_information.name}
            <br />
            <span className={styles.muted}>{order.customer_information.email}</span>
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Delivery address</dt>
          <dd className={styles.address}>{order.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{order.customer_information.phone}</dd>
        </div>
      </dl>
      <OrderReceipt order={order} />
      <p className={styles.payment}>
        {payment.text}
        {payment.transactionId && (
          <>
            {' '}
            <span className={styles.muted}>(Transaction ID: {payment.transactionId})</span>
          </>
        )}
      </p>
      <p className={styles.footer}>{deliveryFooter(order)}</p>
      <RefundsPanel order={order} />
      {order.statusHistory && order.statusHistory.length > 0 && (
        <StatusHistory entries={order.statusHistory} />
      )}
    </article>
  );
}
