import { useRef, type KeyboardEvent } from 'react';
import { CUSTOMER_ORDER_FILTERS, type OrderStatus } from '@pashmina/contracts';
import type { I18n } from '@lingui/core';
import { useI18n } from '@pashmina/shared-ui';
import { pillClassName, pillsClassName } from '@pashmina/shared-ui/panels';

export interface OrderFilterTabsProps {
  /** The current filter's status; undefined is 'All'. */
  status: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
}

/** A filter's label in the page's language (its id stays the English label's). */
function filterName(i18n: I18n, status: OrderStatus | undefined, english: string): string {
  if (i18n.locale !== 'ne') return english;
  switch (status) {
    case undefined:
      return i18n._({ id: 'orders.filter.all', message: 'All' });
    case 'delivered':
      return i18n._({ id: 'orders.filter.delivered', message: 'Delivered' });
    case 'paid':
      return i18n._({ id: 'orders.filter.paid', message: 'Paid' });
    case 'cash on delivery':
      return i18n._({ id: 'checkout.cash', message: 'Cash on Delivery' });
    case 'shipped':
      return i18n._({ id: 'order.status.shipped', message: 'Shipped' });
    default:
      return english;
  }
}

export const tabId = (label: string) => `orders-tab-${label.toLowerCase().replace(/\W+/g, '-')}`;

/** The filter tabs (All, Delivered, Paid, Cash on Delivery): arrow keys, Home and End move between them. */
export function OrderFilterTabs({ status, onChange, panelId }: OrderFilterTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { i18n } = useI18n();
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
    <div
      role="tablist"
      aria-label={i18n._({ id: 'orders.filter', message: 'Filter orders' })}
      className={pillsClassName}
      onKeyDown={onKeyDown}
    >
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
            {filterName(i18n, filter.status, filter.label)}
          </button>
        );
      })}
    </div>
  );
}
