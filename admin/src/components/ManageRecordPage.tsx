import type { ReactNode } from 'react';
import { ErrorState, LinkButton } from '@pashmina/shared-ui';
import { PanelPage, QueryState, type QueryResult } from '@pashmina/shared-ui/panels';

export interface ManageRecordPageProps<Data> {
  title: string;
  /** The list the record is in: its path and the link's text ('Back to users'). */
  back: { to: string; label: string };
  query: QueryResult<Data>;
  /** Shown when the server responds with 404. */
  notFound: string;
  children: (data: Data) => ReactNode;
}

/**
 * The admin's one-record screens (a user, a feedback message, a discount code): a link back to the list, then the
 * record's form once it is loaded, or why it is not.
 */
export function ManageRecordPage<Data>({
  title,
  back,
  query,
  notFound,
  children,
}: ManageRecordPageProps<Data>) {
  return (
    <PanelPage title={title} narrow>
      <p>
        <LinkButton to={back.to} variant="ghost" size="sm">
          <span aria-hidden="true">‹</span> {back.label}
        </LinkButton>
      </p>
      <QueryState query={query} notFound={<ErrorState message={notFound} />}>
        {children}
      </QueryState>
    </PanelPage>
  );
}
