import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE, NO_FEEDBACK_MESSAGE, type Feedback } from '@pashmina/contracts';
import type { I18n } from '@lingui/core';
import { type Language, STOREFRONT_ROUTES, useI18n, useRuleMessage } from '@pashmina/shared-ui';
import { useGetFeedbackListQuery } from '@pashmina/shared-ui/orders';
import {
  Badge,
  DataTable,
  dateIn,
  formatDate,
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

/** When a message was sent: in Bikram Sambat on a Nepali page, the Gregorian day in its title. */
function Sent({ iso, language }: { iso: string; language: Language }) {
  const { text, title } = dateIn(iso, language, formatDate);
  return (
    <time dateTime={iso} title={title} className={styles.date}>
      {text}
    </time>
  );
}

// The customer's own name and e-mail are the same on every row: not repeated; each message's date instead.
const columnsIn = (i18n: I18n, language: Language): DataTableColumn<Feedback>[] => [
  {
    key: 'date',
    header: i18n._({ id: 'feedback.date', message: 'Date' }),
    render: (feedback) => <Sent iso={feedback.createdAt} language={language} />,
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

/**
 * 'My Feedback': the messages this customer sent, newest first (the server returns a customer only their own), each
 * with its date, and a link to the contact form to send another.
 */
export function FeedbackPage() {
  const [{ page }, go] = useListQuery(FEEDBACK_LIST);
  const feedbackList = useGetFeedbackListQuery({
    page,
    limit: MAX_PAGE_SIZE,
  });
  const { i18n, language } = useI18n();
  const rule = useRuleMessage();

  return (
    <PanelPage title={i18n._({ id: 'feedback.title', message: 'My Feedback' })}>
      <p className={styles.contact}>
        <Link to={STOREFRONT_ROUTES.contactUs}>
          {i18n._({ id: 'feedback.write', message: 'Send us a message' })}
        </Link>
      </p>
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
            columns={columnsIn(i18n, language)}
            rows={rows}
            rowKey={(feedback) => feedback._id}
          />
        )}
      </PagedList>
    </PanelPage>
  );
}
