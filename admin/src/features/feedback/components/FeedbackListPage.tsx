import { Link } from 'react-router-dom';
import { EMAIL_MAX, type Feedback } from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { useGetFeedbackListQuery } from '@pashmina/shared-ui/orders';
import { Badge, type DataTableColumn } from '@pashmina/shared-ui/panels';
import { SearchedList, searchedList, useListSearch } from '../../../components/SearchedList';
import { NO_FEEDBACK_FOUND_MESSAGE } from '../messages';
import styles from './FeedbackListPage.module.css';

export const FEEDBACKS_TITLE = 'Feedbacks';

const FEEDBACK_LIST = searchedList(EMAIL_MAX);

export const feedbackPath = (id: string) => SHELL_ROUTES.adminFeedback.replace(':id', encodeURIComponent(id));

const COLUMNS: DataTableColumn<Feedback>[] = [
  { key: 'name', header: 'Name', render: (feedback) => feedback.name },
  { key: 'email', header: 'Email', render: (feedback) => feedback.email },
  {
    key: 'message',
    header: 'Message',
    render: (feedback) => (
      <>
        <p className={styles.message}>{feedback.message}</p>
        {feedback.isFeatured && (
          <Badge tone="accent" className={styles.featured}>
            Featured
          </Badge>
        )}
      </>
    ),
  },
  {
    key: 'update',
    header: 'Update',
    render: (feedback) => (
      <Link to={feedbackPath(feedback._id)} aria-label={`Update the feedback of ${feedback.name}`}>
        Update
      </Link>
    ),
  },
];

/** Every feedback message: searched by e-mail and paged on the server, through the URL. */
export function FeedbackListPage() {
  const search = useListSearch(FEEDBACK_LIST);
  const feedbackList = useGetFeedbackListQuery(search.query);
  return (
    <SearchedList
      title={FEEDBACKS_TITLE}
      searchId="feedback-search"
      searchMax={EMAIL_MAX}
      search={search}
      result={feedbackList}
      rows={(data) => data.feedback}
      columns={COLUMNS}
      rowKey={(feedback) => feedback._id}
      loading="Loading feedbacks..."
      empty={NO_FEEDBACK_FOUND_MESSAGE}
    />
  );
}
