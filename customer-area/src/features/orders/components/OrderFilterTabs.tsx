import { useRef, type KeyboardEvent } from 'react';
import { CUSTOMER_ORDER_FILTERS, type OrderStatus } from '@pashmina/contracts';
import { pillClassName, pillsClassName } from '@pashmina/shared-ui';

export interface OrderFilterTabsProps {
  /** The current filter's status; undefined is 'All'. */
  status: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
}

export const tabId = (label: string) => `orders-tab-${label.toLowerCase().replace(/\W+/g, '-')}`;

/** The filter tabs (All, Delivered, Paid, Cash on Delivery): arrow keys, Home and End move between them. */
export function OrderFilterTabs({ status, onChange, panelId }: OrderFilterTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    CUSTOMER_ORDER_FILTERS.findIndex((f) => f.status === status),
  );
  const count = CUSTOMER_ORDER_FILTERS.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(CUSTOMER_ORDER_FILTERS[next]?.status);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Filter orders" className={pillsClassName} onKeyDown={onKeyDown}>
      {CUSTOMER_ORDER_FILTERS.map((filter, i) => {
        const selected = i === current;
        return (
          <button
            key={filter.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(filter.label)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={pillClassName(selected)}
            onClick={() => onChange(filter.status)}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
