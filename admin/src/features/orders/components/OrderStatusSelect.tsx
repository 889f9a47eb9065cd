import { useState } from 'react';
import {
  adminStatusMoves,
  orderLabel,
  ORDER_STATUS_LABELS,
  ORDER_UPDATED_MESSAGE,
  type AdminOrderStatus,
  type Order,
  type OrderStatus,
} from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { useUpdateOrderStatusMutation } from '@pashmina/shared-ui/orders';
import { type ConfirmOptions, useConfirmDialog } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { ShipForm } from '../../../components/shipping';
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
 * An admin's change of an order's status, as the list's dropdown and the details' buttons make it: the moves the
 * order can make (the contracts' adminStatusMoves, which the server enforces), the final ones asked first.
 */
function useStatusChange(order: Order) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const { dialog, confirm } = useConfirmDialog();
  const moves = adminStatusMoves(order.status, order.payment_method);
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
  return { moves, change, dialog, isLoading };
}

/**
 * An order's status as a dropdown: the status it has, then only the moves it can make (a Khalti order never offers
 * COD, a paid one no cancel). Final orders have none, and an order awaiting Khalti's payment waits for Khalti: the
 * dropdown is disabled for them.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const { moves, change, dialog, isLoading } = useStatusChange(order);
  // 'Shipped' asks for the courier and the tracking number first, below the dropdown.
  const [shipping, setShipping] = useState(false);
  const locked = order.status === 'awaiting payment' || moves.length === 0;
  const statuses: readonly OrderStatus[] = [order.status, ...(locked ? [] : moves)];

  return (
    <>
      <select
        className={styles.statusSelect}
        aria-label={`Status of order ${orderLabel(order.orderNumber)}`}
        value={shipping ? 'shipped' : order.status}
        disabled={locked || isLoading}
        onChange={(event) => {
          const next = event.target.value as AdminOrderStatus;
          setShipping(next === 'shipped');
          if (next !== 'shipped' && next !== order.status) void change(next);
        }}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {shipping && <ShipForm order={order} onDone={() => setShipping(false)} />}
      {dialog}
    </>
  );
}

/** The order details' own actions, 'Mark delivered' and 'Cancel', when the order can make those moves. */
export function OrderStatusActions({ order }: { order: Order }) {
  const { moves, change, dialog, isLoading } = useStatusChange(order);
  const [shipping, setShipping] = useState(false);
  if (order.status === 'awaiting payment') return null;
  return (
    <>
      {moves.includes('shipped') &&
        (shipping ? (
          <ShipForm order={order} onDone={() => setShipping(false)} />
        ) : (
          <Button onClick={() => setShipping(true)} disabled={isLoading}>
            Ship
          </Button>
        ))}
      {moves.includes('delivered') && (
        <Button onClick={() => void change('delivered')} disabled={isLoading}>
          Mark delivered
        </Button>
      )}
      {moves.includes('cancelled') && (
        <Button variant="secondary" onClick={() => void change('cancelled')} disabled={isLoading}>
          Cancel
        </Button>
      )}
      {dialog}
    </>
  );
}
