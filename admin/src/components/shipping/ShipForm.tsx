import { type FormEvent, useState } from 'react';
import { type Order, ORDER_UPDATED_MESSAGE, orderLabel, TRACKING_NUMBER_MAX } from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { useUpdateOrderStatusMutation } from '@pashmina/shared-ui/orders';
import { adminToast } from '../../hooks/adminToast';
import { useGetCouriersQuery } from './shippingApi';
import styles from './Shipping.module.css';

export const SHIP_FAILED_MESSAGE = 'Could not mark the order shipped. Please try again.';

/** Ship an order: one of the owner's couriers and the tracking number, then PUT status 'shipped'. */
export function ShipForm({ order, onDone }: { order: Order; onDone?: () => void }) {
  const couriers = useGetCouriersQuery();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [ship, { isLoading }] = useUpdateOrderStatusMutation();
  const id = order._id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ship({ id, status: 'shipped', courier: courier || couriers.data?.[0]?.name, trackingNumber })
      .unwrap()
      .then(() => {
        adminToast.success(ORDER_UPDATED_MESSAGE);
        onDone?.();
      })
      .catch((error: unknown) => adminToast.error(errorMessage(error, SHIP_FAILED_MESSAGE)));
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={`Ship order ${orderLabel(order.orderNumber)}`}
    >
      <label htmlFor={`ship-courier-${id}`}>Courier</label>
      <select
        id={`ship-courier-${id}`}
        value={courier || couriers.data?.[0]?.name || ''}
        onChange={(event) => setCourier(event.target.value)}
      >
        {(couriers.data ?? []).map((c) => (
          <option key={c._id} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
      <label htmlFor={`ship-tracking-${id}`}>Tracking number</label>
      <input
        id={`ship-tracking-${id}`}
        value={trackingNumber}
        required
        maxLength={TRACKING_NUMBER_MAX}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
      <Button type="submit" disabled={isLoading || !couriers.data?.length}>
        Mark shipped
      </Button>
    </form>
  );
}
