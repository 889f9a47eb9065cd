import { ADMIN_ORDER_FILTERS, ORDER_SEARCH_MAX, type OrderStatus } from '@pashmina/contracts';
import { StatusListControls } from '../../../components/StatusListControls';
import styles from './OrdersPage.module.css';

export interface OrderListControlsProps {
  q: string;
  status: OrderStatus | undefined;
  onSearch: (q: string) => void;
  onFilter: (status: OrderStatus | undefined) => void;
}

const SEARCH = {
  id: 'order-search',
  name: 'Orders',
  label: 'Search by order number or id',
  maxLength: ORDER_SEARCH_MAX,
};

/** Search by order number or a part of the id (applied on Enter) and the status filters. */
export function OrderListControls(props: OrderListControlsProps) {
  return (
    <StatusListControls
      {...props}
      search={SEARCH}
      filters={ADMIN_ORDER_FILTERS}
      className={styles.controls}
    />
  );
}
