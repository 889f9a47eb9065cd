import { MAX_PAGE_SIZE, NO_FEEDBACK_MESSAGE, type Feedback } from '@pashmina/contracts';
import type { I18n } from '@lingui/core';
import { useI18n, useRuleMessage } from '@pashmina/shared-ui';
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

const columnsIn = (i18n: I18n): DataTableColumn<Feedback>[] => [
  { key: 'name', header: i18n._({ id: 'field.name', message: 'Name' }), render: (feedback) => feedback.name },
  {
    key: 'email',
    header: i18n._({ id: 'field.email', message: 'Email' }),
    render: (feedback) => feedback.email,
  },
  {
    key: 'message',
    header: i18n._({ id: 'field.message', message: 'Message' }),
    className: styles.message,
    render: (feedback) => (
      <>
        <span className={styles.messageText}>{feedback.message}</span>
        {feedback.isFeatured && (
          <Badge tone="success">
            {i18n._({ id: 'feedback.featured', message: 'Featured on About page' })}
          </Badge>
        )}
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
  const { i18n } = useI18n();
  const rule = useRuleMessage();

  return (
    <PanelPage title={i18n._({ id: 'feedback.title', message: 'My Feedback' })}>
      <PagedList
        query={feedbackList}
        items={(data) => data.feedback}
        page={page}
        pageSize={MAX_PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        loading={i18n._({ id: 'feedback.loading', message: 'Loading your feedback...' })}
        empty={rule(NO_FEEDBACK_MESSAGE)}
      >
        {(rows) => (
          <DataTable
            caption={i18n._({ id: 'feedback.caption', message: 'Messages you have sent us' })}
            captionVisible
            columns={columnsIn(i18n)}
            rows={rows}
            rowKey={(feedback) => feedback._id}
          />
        )}
      </PagedList>
    </PanelPage>
  );
}
