import {
  ADMIN_ORDER_STATUSES,
  orderLabel,
  isFinalOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_UPDATED_MESSAGE,
  type AdminOrderStatus,
  type Order,
  type OrderStatus,
} from '@pashmina/contracts';
import { errorMessage } from '@pashmina/shared-ui';
import { useUpdateOrderStatusMutation } from '@pashmina/shared-ui/orders';
import { type ConfirmOptions, useConfirmDialog } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { ORDER_UPDATE_FAILED_MESSAGE } from '../messages';
import styles from './OrdersPage.module.css';

/**
 * The final statuses ask first: each cannot be undone and e-mails the customer. Cancel (or Escape) keeps the
 * status the order has, which the dropdown shows again.
 */
function questionFor(status: AdminOrderStatus, order: Order): ConfirmOptions | null {
  const number = orderLabel(order.orderNumber);
  if (status === 'cancelled')
    return {
      title: `Cancel order ${number}?`,
      message: `Order ${number} will be cancelled, which cannot be undone, and the customer will be told by e-mail.`,
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      typedAnswer: false,
    };
  if (status === 'delivered')
    return {
      title: `Mark order ${number} as delivered?`,
      message: `Order ${number} will be marked as delivered, which cannot be undone, and the customer will be told by e-mail.`,
      confirmLabel: 'Mark as delivered',
      cancelLabel: 'Not yet',
      typedAnswer: false,
    };
  return null;
}

/**
 * An order's status as a dropdown (COD, paid, delivered, cancelled). Delivered and cancelled are final, and an
 * order awaiting Khalti's payment waits for Khalti: the dropdown is disabled for them.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const { dialog, confirm } = useConfirmDialog();
  const awaiting = order.status === 'awaiting payment';
  const locked = awaiting || isFinalOrderStatus(order.status);
  // The awaited status and refunded are not ones an admin may choose, but the dropdown must still show them.
  const statuses: readonly OrderStatus[] = (ADMIN_ORDER_STATUSES as readonly OrderStatus[]).includes(
    order.status,
  )
    ? ADMIN_ORDER_STATUSES
    : [order.status, ...ADMIN_ORDER_STATUSES];
  // A paid order's money is given back by a refund, which closes it: never cancelled (the details say so).
  const refusedCancel = order.status === 'paid';

  const change = async (status: AdminOrderStatus) => {
    const question = questionFor(status, order);
    if (question && (await confirm(question)) === null) return;
    try {
      await updateStatus({ id: order._id, status }).unwrap();
      adminToast.success(ORDER_UPDATED_MESSAGE);
    } catch (error) {
      adminToast.error(errorMessage(error, ORDER_UPDATE_FAILED_MESSAGE));
    }
  };

  return (
    <>
      <select
        className={styles.statusSelect}
        aria-label={`Status of order ${orderLabel(order.orderNumber)}`}
        value={order.status}
        disabled={locked || isLoading}
        onChange={(event) => void change(event.target.value as AdminOrderStatus)}
      >
        {statuses.map((status) => (
          <option
            key={status}
            value={status}
            disabled={
              status === 'awaiting payment' ||
              status === 'refunded' ||
              (refusedCancel && status === 'cancelled')
            }
          >
            {refusedCancel && status === 'cancelled'
              ? 'cancelled (refund instead)'
              : ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {dialog}
    </>
  );
}
