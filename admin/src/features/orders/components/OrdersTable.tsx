import { Link } from 'react-router-dom';
import { type Order, orderLabel } from '@pashmina/contracts';
import { formatRupees, SHELL_ROUTES } from '@pashmina/shared-ui';
import {
  Badge,
  DataTable,
  type DataTableColumn,
  formatDateTime,
  OrderDeliveryNote,
  OrderDiscountNote,
  OrderRefundedNote,
  orderLineName,
} from '@pashmina/shared-ui/panels';
import { CopyableId } from './CopyableId';
import { OrderStatusSelect } from './OrderStatusSelect';
import styles from './OrdersPage.module.css';

export const orderPath = (id: string) => SHELL_ROUTES.adminOrder.replace(':orderId', encodeURIComponent(id));

const COLUMNS: DataTableColumn<Order>[] = [
  {
    key: 'number',
    width: '11%',
    header: 'Order',
    render: (order) => (
      <>
        <strong className={styles.orderNumber}>{orderLabel(order.orderNumber)}</strong>
        <CopyableId id={order._id} what={`the id of order ${orderLabel(order.orderNumber)}`} />
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
    key: 'date',
    width: '12%',
    header: 'Date',
    render: (order) => <OrderDate iso={order.createdAt} />,
  },
  {
    key: 'products',
    width: '22%',
    header: 'Products',
    render: (order) => (
      <ul className={styles.lines}>
        {order.products.map((line, i) => (
          <li key={`${line.identity ?? 'gone'}-${i}`}>
            {orderLineName(line)} × {line.quantity}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'total',
    width: '14%',
    header: 'Total',
    render: (order) => (
      <>
        <span className={styles.amount}>{formatRupees(order.amount)}</span>
        <OrderDiscountNote order={order} />
        <OrderRefundedNote order={order} />
        <OrderDeliveryNote order={order} />
        {order.status === 'paid' && order.transaction_code && (
          <span className={styles.transaction}>
            Transaction ID{' '}
            <CopyableId
              id={order.transaction_code}
              what={`the transaction id of order ${orderLabel(order.orderNumber)}`}
            />
          </span>
        )}
      </>
    ),
  },
  { key: 'status', header: 'Status', width: '13%', render: (order) => <OrderStatusSelect order={order} /> },
  {
    key: 'customer',
    width: '18%',
    header: 'Customer',
    render: ({ customer_information: customer }) => (
      <>
        <span className={styles.customerName}>{customer.name}</span>
        {/* An address is one long word: cut to the cell with an ellipsis, whole in its title. */}
        <span className={styles.ellipsis} title={customer.email}>
          {customer.email}
        </span>
        <a href={`tel:${customer.phone}`}>{customer.phone}</a>
      </>
    ),
  },
  {
    key: 'details',
    width: '10%',
    header: 'Details',
    render: (order) => (
      <Link to={orderPath(order._id)} aria-label={`View Details of order ${orderLabel(order.orderNumber)}`}>
        View Details
      </Link>
    ),
  },
];

/** '5 Nov 2026, 14:30' as a line for the day and a line for the time, never a word a line. */
function OrderDate({ iso }: { iso: string }) {
  const written = formatDateTime(iso);
  const comma = written.lastIndexOf(', ');
  return (
    <time dateTime={iso} className={styles.date}>
      {comma < 0 ? (
        written
      ) : (
        <>
          <span>{written.slice(0, comma + 1)}</span> <span>{written.slice(comma + 2)}</span>
        </>
      )}
    </time>
  );
}

/**
 * One page of orders; cancelled rows are red. The number leads, the id is shortened (with a copy button), and the
 * transaction id sits under the total it paid. The columns share the box by fixed parts, and what is longer than its
 * column wraps (names, products, the delivery line) or is cut with an ellipsis and shown whole in its title (an
 * e-mail), so the table fits a 1280 px screen's panel whatever its data; in a narrower box (below about 1210 px of
 * screen) each order is a card.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <div className={styles.table}>
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        rows={orders}
        rowKey={(order) => order._id}
        wide
        rowClassName={(order) => (order.status === 'cancelled' ? styles.cancelled : undefined)}
      />
    </div>
  );
}
