import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_ORDER_FILTERS, NO_ORDERS_MESSAGE, PAGE_SIZE, type OrderStatus } from '@pashmina/contracts';
import {
  EmptyState,
  ErrorState,
  errorMessage,
  DEFAULT_ERROR_MESSAGE,
  Pagination,
  Spinner,
  PanelPage,
  useGetOrdersQuery,
} from '@pashmina/shared-ui';
import { OrderCard } from './OrderCard';
import { OrderFilterTabs, tabId } from './OrderFilterTabs';
import styles from './OrdersPage.module.css';

export const ORDERS_TITLE = 'My orders';
const PANEL_ID = 'orders-panel';

/** ?status= as one of the customer's filters (anything else is All); ?page= as a page from 1. */
function readQuery(params: URLSearchParams): { status: OrderStatus | undefined; page: number } {
  const raw = params.get('status');
  const filter = CUSTOMER_ORDER_FILTERS.find((f) => f.status !== undefined && f.status === raw);
  const page = Number(params.get('page'));
  return { status: filter?.status, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** 'My orders': the customer's orders, newest first, filtered and paged through the URL. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = readQuery(params);
  const { currentData, data, error, isError, isFetching, refetch } = useGetOrdersQuery({
    status,
    page,
    limit: PAGE_SIZE,
  });
  // While the next page loads, the last answer's total keeps the pager (and its focused button) in place.
  const total = (currentData ?? data)?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const label = CUSTOMER_ORDER_FILTERS.find((f) => f.status === status)?.label ?? 'All';

  const go = (next: { status?: OrderStatus; page?: number }, replace = false) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace });
  };

  // A page past the end (the list shrank, or a typed URL) goes to the last page.
  useEffect(() => {
    if (currentData && currentData.orders.length === 0 && currentData.total > 0 && page > totalPages)
      go({ status, page: totalPages }, true);
  });

  const changePage = (next: number) => {
    go({ status, page: next });
    window.scrollTo({ top: 0 });
  };

  let content;
  if (isError && !isFetching) {
    content = (
      <ErrorState message={errorMessage(error, DEFAULT_ERROR_MESSAGE)} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = <Spinner label="Loading your orders..." />;
  } else if (currentData.orders.length === 0) {
    content = <EmptyState message={NO_ORDERS_MESSAGE} />;
  } else {
    content = (
      <ol className={styles.list} aria-label="Orders">
        {currentData.orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <PanelPage title={ORDERS_TITLE}>
      <OrderFilterTabs status={status} onChange={(next) => go({ status: next })} panelId={PANEL_ID} />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(label)}
        aria-busy={isFetching}
        className={styles.panel}
      >
        {content}
        {!isError && totalPages > 1 && (
          <Pagination page={page} totalPages={totalPages} onPageChange={changePage} />
        )}
      </div>
    </PanelPage>
  );
}
