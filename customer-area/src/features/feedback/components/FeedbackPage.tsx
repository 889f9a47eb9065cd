import { MAX_PAGE_SIZE, NO_FEEDBACK_MESSAGE, type ContactMessage } from '@pashmina/contracts';
import { useGetContactsQuery } from '@pashmina/shared-ui';
import {
  Badge,
  DataTable,
  PagedList,
  PanelPage,
  useListQuery,
  type DataTableColumn,
} from '@pashmina/shared-ui/panels';
import styles from './FeedbackPage.module.css';

export const FEEDBACK_TITLE = 'My Feedback';
export const FEATURED_LABEL = 'Featured on About page';
/** The list has nothing to choose but ?page=. */
const FEEDBACK_LIST = {};

const columns: DataTableColumn<ContactMessage>[] = [
  { key: 'name', header: 'Name', render: (contact) => contact.name },
  { key: 'email', header: 'Email', render: (contact) => contact.email },
  {
    key: 'message',
    header: 'Message',
    className: styles.message,
    render: (contact) => (
      <>
        <span className={styles.messageText}>{contact.message}</span>
        {contact.isFeatured && <Badge tone="success">{FEATURED_LABEL}</Badge>}
      </>
    ),
  },
];

/** 'My Feedback': the messages this customer sent, newest first (the server answers a customer only their own). */
export function FeedbackPage() {
  const [{ page }, go] = useListQuery(FEEDBACK_LIST);
  const contacts = useGetContactsQuery({
    page,
    limit: MAX_PAGE_SIZE,
  });

  return (
    <PanelPage title={FEEDBACK_TITLE}>
      <PagedList
        query={contacts}
        items={(data) => data.contacts}
        page={page}
        pageSize={MAX_PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        loading="Loading your feedback..."
        empty={NO_FEEDBACK_MESSAGE}
      >
        {(rows) => (
          <DataTable
            caption="Messages you have sent us"
            captionVisible
            columns={columns}
            rows={rows}
            rowKey={(contact) => contact._id}
          />
        )}
      </PagedList>
    </PanelPage>
  );
}
