import { Link } from 'react-router-dom';
import {
  orderLabel,
  RETURN_FILTERS,
  RETURN_STATUS_LABELS,
  type ReturnRequest,
  type ReturnStatus,
  RETURNS_PAGE_SIZE,
} from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { useGetReturnsQuery } from '@pashmina/shared-ui/orders';
import {
  Badge,
  type BadgeTone,
  choiceParam,
  DataTable,
  type DataTableColumn,
  formatDateTime,
  PagedList,
  PanelPage,
  useListQuery,
  refundLineKey,
  pillClassName,
  pillsClassName,
} from '@pashmina/shared-ui/panels';
import { NO_RETURNS_MESSAGE, RETURNS_TITLE } from '../messages';
import styles from './ReturnsPage.module.css';

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'accent',
  declined: 'danger',
  refunded: 'success',
};

const orderPath = (id: string) => SHELL_ROUTES.adminOrder.replace(':orderId', encodeURIComponent(id));

const COLUMNS: DataTableColumn<ReturnRequest>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (request) => <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>,
  },
  {
    key: 'order',
    header: 'Order',
    render: (request) => (
      <Link to={orderPath(request.orderId)} aria-label={`Order ${orderLabel(request.orderNumber)}`}>
        {orderLabel(request.orderNumber)}
      </Link>
    ),
  },
  {
    key: 'lines',
    header: 'Products',
    render: (request) => (
      <ul className={styles.lines}>
        {request.lines.map((line) => (
          <li key={refundLineKey(line)}>
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'reason',
    header: 'Reason',
    render: (request) => <span className={styles.reason}>{request.reason}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (request) => <Badge tone={TONES[request.status]}>{RETURN_STATUS_LABELS[request.status]}</Badge>,
  },
];

const RETURN_LIST = {
  status: choiceParam(
    'status',
    RETURN_FILTERS.map((filter) => filter.status),
  ),
};

/** Customers' return requests, newest first, 10 a page, filtered by status; each opens its order to answer it. */
export function ReturnsPage() {
  const [{ status, page }, go] = useListQuery(RETURN_LIST);
  const returns = useGetReturnsQuery(
    { status, page, limit: RETURNS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <PanelPage title={RETURNS_TITLE}>
      <div role="group" aria-label="Filter by status" className={[pillsClassName, styles.filters].join(' ')}>
        {RETURN_FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={filter.status === status}
            className={pillClassName(filter.status === status)}
            onClick={() => go({ status: filter.status })}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <PagedList
        query={returns}
        items={(data) => data.returns}
        page={page}
        pageSize={RETURNS_PAGE_SIZE}
        onPageChange={(next) => {
          go({ page: next });
          window.scrollTo({ top: 0 });
        }}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        loading="Loading returns..."
        empty={NO_RETURNS_MESSAGE}
      >
        {(rows) => (
          <DataTable
            caption="Return requests"
            columns={COLUMNS}
            rows={rows}
            rowKey={(request) => request._id}
          />
        )}
      </PagedList>
    </PanelPage>
  );
}
