import { CUSTOMER_ORDER_FILTERS, NO_ORDERS_MESSAGE, PAGE_SIZE } from '@pashmina/contracts';
import { useI18n, useRuleMessage } from '@pashmina/shared-ui';
import { useGetOrdersQuery } from '@pashmina/shared-ui/orders';
import { choiceParam, PagedList, PanelPage, useListQuery } from '@pashmina/shared-ui/panels';
import { OrderCard } from './OrderCard';
import { OrderFilterTabs, tabId } from './OrderFilterTabs';
import styles from './OrdersPage.module.css';

export const ORDERS_TITLE = 'My orders';
const PANEL_ID = 'orders-panel';

/** ?status= as one of the customer's filters (anything else is All), and ?page=. */
const ORDER_LIST = {
  status: choiceParam(
    'status',
    CUSTOMER_ORDER_FILTERS.map((filter) => filter.status),
  ),
};

/** 'My orders': the customer's orders, newest first, filtered and paged through the URL. */
export function OrdersPage() {
  const [{ status, page }, go] = useListQuery(ORDER_LIST);
  const orders = useGetOrdersQuery({
    status,
    page,
    limit: PAGE_SIZE,
  });
  const label = CUSTOMER_ORDER_FILTERS.find((f) => f.status === status)?.label ?? 'All';
  const { i18n } = useI18n();
  const rule = useRuleMessage();

  const changePage = (next: number) => {
    go({ page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <PanelPage title={i18n._({ id: 'orders.title', message: 'My orders' })}>
      <OrderFilterTabs status={status} onChange={(next) => go({ status: next })} panelId={PANEL_ID} />
      <PagedList
        query={orders}
        items={(data) => data.orders}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={changePage}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        loading={i18n._({ id: 'orders.loading', message: 'Loading your orders...' })}
        empty={rule(NO_ORDERS_MESSAGE)}
        region={{ id: PANEL_ID, role: 'tabpanel', 'aria-labelledby': tabId(label) }}
      >
        {(rows) => (
          <ol className={styles.list} aria-label={i18n._({ id: 'orders.list', message: 'Orders' })}>
            {rows.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </PanelPage>
  );
}
