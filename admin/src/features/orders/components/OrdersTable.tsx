import { Link } from 'react-router-dom';
import { type Order, orderLabel } from '@pashmina/contracts';
import { formatRupees, SHELL_ROUTES } from '@pashmina/shared-ui';
import {
  Badge,
  DataTable,
  type DataTableColumn,
  formatDateTime,
  OrderDiscountNote,
} from '@pashmina/shared-ui/panels';
import { OrderStatusSelect } from './OrderStatusSelect';
import styles from './OrdersPage.module.css';

export const orderPath = (id: string) => SHELL_ROUTES.adminOrder.replace(':orderId', encodeURIComponent(id));

const COLUMNS: DataTableColumn<Order>[] = [
  {
    key: 'number',
    header: 'Order',
    render: (order) => (
      <>
        <strong className={styles.orderNumber}>{orderLabel(order.orderNumber)}</strong>
        {/* Not colour alone: a cancelled row also says so. */}
        {order.status === 'cancelled' && (
          <Badge tone="danger" className={styles.marker}>
            Cancelled
          </Badge>
        )}
      </>
    ),
  },
  {
    key: 'id',
    header: 'Order ID',
    render: (order) => <span className={styles.id}>{order._id}</span>,
  },
  {
    key: 'transaction',
    header: 'Transaction ID',
    render: (order) =>
      order.status === 'paid' && order.transaction_code ? (
        <span className={styles.id}>{order.transaction_code}</span>
      ) : null,
  },
  {
    key: 'date',
    header: 'Date',
    render: (order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
  },
  {
    key: 'products',
    header: 'Products',
    render: (order) => (
      <ul className={styles.lines}>
        {order.products.map((line, i) => (
          <li key={`${line.identity ?? 'gone'}-${i}`}>
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    render: (order) => (
      <>
        {formatRupees(order.amount)}
        <OrderDiscountNote order={order} />
      </>
    ),
    className: styles.number,
  },
  { key: 'status', header: 'Status', render: (order) => <OrderStatusSelect order={order} /> },
  {
    key: 'customer',
    header: 'Customer',
    render: ({ customer_information: customer }) => (
      <>
        {customer.name}
        <br />
        <a href={`tel:${customer.phone}`}>{customer.phone}</a>
      </>
    ),
  },
  {
    key: 'details',
    header: 'Details',
    render: (order) => (
      <Link to={orderPath(order._id)} aria-label={`View Details of order ${orderLabel(order.orderNumber)}`}>
        View Details
      </Link>
    ),
  },
];

/** One page of orders; cancelled rows are red. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <DataTable
      caption="Orders"
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order._id}
      rowClassName={(order) => (order.status === 'cancelled' ? styles.cancelled : undefined)}
    />
  );
}
