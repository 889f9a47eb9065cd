import { MAX_PAGE_SIZE, NO_FEEDBACK_MESSAGE, type Feedback } from '@pashmina/contracts';
import { useGetFeedbackListQuery } from '@pashmina/shared-ui/orders';
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

const columns: DataTableColumn<Feedback>[] = [
  { key: 'name', header: 'Name', render: (feedback) => feedback.name },
  { key: 'email', header: 'Email', render: (feedback) => feedback.email },
  {
    key: 'message',
    header: 'Message',
    className: styles.message,
    render: (feedback) => (
      <>
        <span className={styles.messageText}>{feedback.message}</span>
        {feedback.isFeatured && <Badge tone="success">{FEATURED_LABEL}</Badge>}
      </>
    ),
  },
];

/** 'My Feedback': the messages this customer sent, newest first (the server returns a customer only their own). */
export function FeedbackPage() {
  const [{ page }, go] = useListQuery(FEEDBACK_LIST);
  const feedbackList = useGetFeedbackListQuery({
    page,
    limit: MAX_PAGE_SIZE,
  });

  return (
    <PanelPage title={FEEDBACK_TITLE}>
      <PagedList
        query={feedbackList}
        items={(data) => data.feedback}
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
            rowKey={(feedback) => feedback._id}
          />
        )}
      </PagedList>
    </PanelPage>
  );
}
