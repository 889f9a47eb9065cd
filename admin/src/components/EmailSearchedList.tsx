import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@pashmina/contracts';
import { SearchBox } from '@pashmina/shared-ui';
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

/** The list as the URL holds it: ?q= (part of an e-mail) and ?page=. */
export const emailSearchList = (max: number) => ({ q: searchParam('q', max) });

/** What the list asks the server for: the URL's search and page, a page of PAGE_SIZE records. */
export const useEmailSearch = (list: ReturnType<typeof emailSearchList>) => {
  const [{ q, page }, go] = useListQuery(list);
  return { q, page, go, query: { q: q || undefined, page, limit: PAGE_SIZE } };
};

interface EmailSearchedListProps<Data extends { total: number }, Row> {
  title: string;
  /** The search box's id and the name of the region it searches. */
  searchId: string;
  searchMax: number;
  search: ReturnType<typeof useEmailSearch>;
  result: PagedListProps<Data, Row>['query'];
  rows: (data: Data) => Row[];
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  loading: string;
  empty: ReactNode;
}

/**
 * The admin's users and feedback screens: a search by e-mail over a table that the server searches and pages,
 * with the search and the page in the URL.
 */
export function EmailSearchedList<Data extends { total: number }, Row>({
  title,
  searchId,
  searchMax,
  search: { q, page, go },
  result,
  rows,
  columns,
  rowKey,
  loading,
  empty,
}: EmailSearchedListProps<Data, Row>) {
  return (
    <PanelPage title={title}>
      <SearchBox
        id={searchId}
        name={title}
        label="Search by email"
        maxLength={searchMax}
        value={q}
        onSearch={(text) => go({ q: text })}
        className={styles.search}
      />
      <PagedList
        query={result}
        items={rows}
        page={page}
        pageSize={PAGE_SIZE}
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
