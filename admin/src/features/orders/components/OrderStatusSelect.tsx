import {
  ADMIN_ORDER_STATUSES,
  isFinalOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_UPDATED_MESSAGE,
  type AdminOrderStatus,
  type Order,
  type OrderStatus,
} from '@pashmina/contracts';
import { errorMessage, useUpdateOrderStatusMutation } from '@pashmina/shared-ui';
import { adminToast } from '../../../hooks/adminToast';
import { ORDER_UPDATE_FAILED_MESSAGE } from '../messages';
import styles from './OrdersPage.module.css';

/**
 * An order's status as a dropdown (COD, paid, delivered, cancelled). Delivered and cancelled are final, and an
 * order awaiting Khalti's payment waits for Khalti: the dropdown is disabled for them.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const awaiting = order.status === 'awaiting payment';
  const locked = awaiting || isFinalOrderStatus(order.status);
  // The awaited status is not one an admin may choose, but the dropdown must still show it.
  const statuses: readonly OrderStatus[] = awaiting
    ? [order.status, ...ADMIN_ORDER_STATUSES]
    : ADMIN_ORDER_STATUSES;

  const change = async (status: AdminOrderStatus) => {
    try {
      await updateStatus({ id: order._id, status }).unwrap();
      adminToast.success(ORDER_UPDATED_MESSAGE);
    } catch (error) {
      adminToast.error(errorMessage(error, ORDER_UPDATE_FAILED_MESSAGE));
    }
  };

  return (
    <select
      className={styles.statusSelect}
      aria-label={`Status of order ${order._id}`}
      value={order.status}
      disabled={locked || isLoading}
      onChange={(event) => void change(event.target.value as AdminOrderStatus)}
    >
      {statuses.map((status) => (
        <option key={status} value={status} disabled={status === 'awaiting payment'}>
          {ORDER_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
