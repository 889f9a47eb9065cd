import { useEffect, type HTMLAttributes, type ReactNode } from 'react';
import { Pagination } from '@pashmina/shared-ui/widgets';
import { QueryState, type QueryResult } from './QueryState';
import styles from './PagedList.module.css';

export interface PagedListProps<Data extends { total: number }, Item> {
  /** The list query's result; `total` counts every page. */
  query: QueryResult<Data> & { data?: Data };
  /** The records of one response. */
  items: (data: Data) => Item[];
  /** The page shown, from 1, and the records a page holds. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Given: a page past the end (the list shrank, or a typed URL) goes to `lastPage`. */
  onPastEnd?: (lastPage: number) => void;
  /** The pager shows from one page on, not from two. */
  pagerAlways?: boolean;
  /** The spinner's text. Default 'Loading...'. */
  loading?: string;
  /** The message when a page has no records. */
  empty: ReactNode;
  children: (items: Item[], data: Data) => ReactNode;
  /** More attributes of the region holding the list and its pager (a tab panel's id, role and name). */
  region?: HTMLAttributes<HTMLDivElement>;
}

/** A server-paged list: its query's states (QueryState), then the records and the pager under them. */
export function PagedList<Data extends { total: number }, Item>({
  query,
  items,
  page,
  pageSize,
  onPageChange,
  onPastEnd,
  pagerAlways = false,
  loading,
  empty,
  children,
  region,
}: PagedListProps<Data, Item>) {
  // While the next page loads, the last response's total keeps the pager (and its focused button) in place.
  const total = (query.currentData ?? query.data)?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const response = query.currentData;

  useEffect(() => {
    if (onPastEnd && response && items(response).length === 0 && response.total > 0 && page > totalPages)
      onPastEnd(totalPages);
  });

  return (
    <div {...region} aria-busy={query.isFetching} className={styles.list}>
      <QueryState query={query} loading={loading} isEmpty={(data) => items(data).length === 0} empty={empty}>
        {(data) => children(items(data), data)}
      </QueryState>
      {!query.isError && (pagerAlways ? total > 0 : totalPages > 1) && (
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      )}
    </div>
  );
}
