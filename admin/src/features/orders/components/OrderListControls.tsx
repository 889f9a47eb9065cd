import { ADMIN_ORDER_FILTERS, ORDER_SEARCH_MAX, type OrderStatus } from '@pashmina/contracts';
import { pillClassName, pillsClassName, SearchBox } from '@pashmina/shared-ui';
import styles from './OrdersPage.module.css';

export interface OrderListControlsProps {
  q: string;
  status: OrderStatus | undefined;
  onSearch: (q: string) => void;
  onFilter: (status: OrderStatus | undefined) => void;
}

/** Search by order number or a part of the id (applied on Enter) and the status filters. */
export function OrderListControls({ q, status, onSearch, onFilter }: OrderListControlsProps) {
  return (
    <div className={styles.controls}>
      <SearchBox
        id="order-search"
        name="Orders"
        label="Search by order number or id"
        hint="Press Enter to search"
        maxLength={ORDER_SEARCH_MAX}
        value={q}
        onSearch={onSearch}
      />
      <div role="group" aria-label="Filter by status" className={pillsClassName}>
        {ADMIN_ORDER_FILTERS.map((filter) => {
          const pressed = filter.status === status;
          return (
            <button
              key={filter.label}
              type="button"
              aria-pressed={pressed}
              className={pillClassName(pressed)}
              onClick={() => onFilter(filter.status)}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
