import {
  ADMIN_ORDER_FILTERS,
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_SEARCH_MAX,
  PAYMENT_METHODS,
} from '@pashmina/contracts';
import { useGetOrdersQuery } from '@pashmina/shared-ui/orders';
import { choiceParam, PagedList, PanelPage, searchParam, useListQuery } from '@pashmina/shared-ui/panels';
import { NO_MATCHING_ORDERS_MESSAGE } from '../messages';
import { ExportOrdersButton } from './ExportOrdersButton';
import { OrderListControls } from './OrderListControls';
import { OrdersTable } from './OrdersTable';
import styles from './OrdersPage.module.css';

export const ORDERS_TITLE = 'Orders';

/**
 * The list as the URL holds it: ?q= (an order number or part of an id), ?status= (a filter's; none is All),
 * ?method= (a payment method's stored name; none is All) and ?page=.
 */
const ORDER_LIST = {
  q: searchParam('q', ORDER_SEARCH_MAX),
  status: choiceParam(
    'status',
    ADMIN_ORDER_FILTERS.map((filter) => filter.status),
  ),
  method: choiceParam('method', PAYMENT_METHODS),
};

/** The admin's orders: searched, filtered and paged on the server through the URL, newest first. */
export function OrdersPage() {
  const [{ q, status, method, page }, go] = useListQuery(ORDER_LIST);
  const orders = useGetOrdersQuery({
    q: q || undefined,
    status,
    payment_method: method,
    page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  });

  return (
    <PanelPage title={ORDERS_TITLE}>
      <div className={styles.toolbar}>
        <OrderListControls
          q={q}
          status={status}
          method={method}
          onSearch={(text) => go({ q: text })}
          onFilter={(next) => go({ status: next })}
          onMethod={(next) => go({ method: next })}
        />
        <ExportOrdersButton query={{ q: q || undefined, status, payment_method: method }} />
      </div>
      <PagedList
        query={orders}
        items={(data) => data.orders}
        page={page}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
        onPageChange={(next) => {
          go({ page: next });
          window.scrollTo({ top: 0 });
        }}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        pagerAlways
        loading="Loading orders..."
        empty={NO_MATCHING_ORDERS_MESSAGE}
      >
        {(rows) => <OrdersTable orders={rows} />}
      </PagedList>
    </PanelPage>
  );
}
