import {
  ADMIN_ORDER_FILTERS,
  CHECKOUT_PAYMENT_METHODS,
  ORDER_SEARCH_MAX,
  type OrderStatus,
  PAYMENT_METHOD_TRAITS,
  type PaymentMethod,
} from '@pashmina/contracts';
import { FilterPills, StatusListControls } from '../../../components/StatusListControls';
import styles from './OrdersPage.module.css';

export interface OrderListControlsProps {
  q: string;
  status: OrderStatus | undefined;
  /** The way the orders are paid, by its stored name (none: All). */
  method: PaymentMethod | undefined;
  onSearch: (q: string) => void;
  onFilter: (status: OrderStatus | undefined) => void;
  onMethod: (method: PaymentMethod | undefined) => void;
}

const SEARCH = {
  id: 'order-search',
  name: 'Orders',
  label: 'Search by order number or id',
  maxLength: ORDER_SEARCH_MAX,
};

/** All, then each way to pay in the cart's order, named as the CSV and the e-mails name it: Khalti, eSewa, Cash on delivery. */
export const PAYMENT_METHOD_FILTERS: readonly { label: string; value?: PaymentMethod }[] = [
  { label: 'All' },
  ...CHECKOUT_PAYMENT_METHODS.map((id) => ({
    label: PAYMENT_METHOD_TRAITS[id].label,
    value: PAYMENT_METHOD_TRAITS[id].stored,
  })),
];

/** Search by order number or a part of the id (applied on Enter), the status filters and the payment method's. */
export function OrderListControls({ method, onMethod, ...props }: OrderListControlsProps) {
  return (
    <div className={styles.controls}>
      <StatusListControls
        {...props}
        search={SEARCH}
        filters={ADMIN_ORDER_FILTERS}
        className={styles.controls}
      />
      <FilterPills
        label="Filter by payment method"
        options={PAYMENT_METHOD_FILTERS}
        value={method}
        onChange={onMethod}
      />
    </div>
  );
}
