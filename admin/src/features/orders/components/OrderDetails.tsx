import { type Order, orderLabel } from '@pashmina/contracts';
import { formatDateTime, orderLineName, OrderStatusBadge, OrderTotal } from '@pashmina/shared-ui/panels';
import { deliveryFooter, paymentLine } from './orderTexts';
import { RefundsPanel } from './RefundsPanel';
import { StatusHistory } from './StatusHistory';
import styles from './OrderDetailsPage.module.css';

/**
 * One order as a packing slip: its number and id, who, where, what, its discount, how much, how it is paid and its
 * delivery. No
 * header, footer or nav elements inside: the print rules hide those of the page around it.
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
      <table className={styles.lines}>
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, i) => (
            <tr key={`${line.identity ?? 'gone'}-${i}`}>
              <td>{orderLineName(line)}</td>
              <td className={styles.number}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotal order={order} className={styles.total} />
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
