import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@pashmina/contracts';
import { SearchBox } from '@pashmina/shared-ui/forms';
import {
  DataTable,
  PagedList,
  PanelPage,
  searchParam,
  useListQuery,
  type DataTableColumn,
  type PagedListProps,
} from '@pashmina/shared-ui/panels';
import styles from './ManageScreen.module.css';

/** The list as the URL holds it: ?q= (part of an e-mail, or of a code) and ?page=. */
export const searchedList = (max: number) => ({ q: searchParam('q', max) });

/** What the list asks the server for: the URL's search and page, a page of `pageSize` records (PAGE_SIZE). */
export const useListSearch = (list: ReturnType<typeof searchedList>, pageSize = PAGE_SIZE) => {
  const [{ q, page }, go] = useListQuery(list);
  return { q, page, go, pageSize, query: { q: q || undefined, page, limit: pageSize } };
};

interface SearchedListProps<Data extends { total: number }, Row> {
  title: string;
  /** The search box's id and the name of the region it searches. */
  searchId: string;
  searchMax: number;
  /** The search box's label: 'Search by email' unless told. */
  searchLabel?: string;
  search: ReturnType<typeof useListSearch>;
  /** Above the list (a link to add a record). */
  actions?: ReactNode;
  result: PagedListProps<Data, Row>['query'];
  rows: (data: Data) => Row[];
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  loading: string;
  empty: ReactNode;
}

/**
 * The admin's users, feedback and discount codes screens: a search (by e-mail, or by code) over a table that the
 * server searches and pages, with the search and the page in the URL.
 */
export function SearchedList<Data extends { total: number }, Row>({
  title,
  searchId,
  searchMax,
  searchLabel = 'Search by email',
  search: { q, page, go, pageSize },
  actions,
  result,
  rows,
  columns,
  rowKey,
  loading,
  empty,
}: SearchedListProps<Data, Row>) {
  return (
    <PanelPage title={title}>
      {actions}
      <SearchBox
        id={searchId}
        name={title}
        label={searchLabel}
        maxLength={searchMax}
        value={q}
        onSearch={(text) => go({ q: text })}
        className={styles.search}
      />
      <PagedList
        query={result}
        items={rows}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => go({ page: next })}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        pagerAlways
        loading={loading}
        empty={empty}
      >
        {(items) => <DataTable caption={title} columns={columns} rows={items} rowKey={rowKey} />}
      </PagedList>
    </PanelPage>
  );
}
