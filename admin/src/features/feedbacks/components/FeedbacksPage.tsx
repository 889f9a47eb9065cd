import { Link } from 'react-router-dom';
import { EMAIL_MAX, type ContactMessage } from '@pashmina/contracts';
import { SHELL_ROUTES, useGetContactsQuery } from '@pashmina/shared-ui';
import { Badge, type DataTableColumn } from '@pashmina/shared-ui/panels';
import { SearchedList, searchedList, useListSearch } from '../../../components/SearchedList';
import { NO_FEEDBACKS_MESSAGE } from '../messages';
import styles from './FeedbacksPage.module.css';

export const FEEDBACKS_TITLE = 'Feedbacks';

const FEEDBACK_LIST = searchedList(EMAIL_MAX);

export const feedbackPath = (id: string) => SHELL_ROUTES.adminFeedback.replace(':id', encodeURIComponent(id));

const COLUMNS: DataTableColumn<ContactMessage>[] = [
  { key: 'name', header: 'Name', render: (contact) => contact.name },
  { key: 'email', header: 'Email', render: (contact) => contact.email },
  {
    key: 'message',
    header: 'Message',
    render: (contact) => (
      <>
        <p className={styles.message}>{contact.message}</p>
        {contact.isFeatured && (
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
    render: (contact) => (
      <Link to={feedbackPath(contact._id)} aria-label={`Update the feedback of ${contact.name}`}>
        Update
      </Link>
    ),
  },
];

/** Every feedback message: searched by e-mail and paged on the server, through the URL. */
export function FeedbacksPage() {
  const search = useListSearch(FEEDBACK_LIST);
  const contacts = useGetContactsQuery(search.query);
  return (
    <SearchedList
      title={FEEDBACKS_TITLE}
      searchId="feedback-search"
      searchMax={EMAIL_MAX}
      search={search}
      result={contacts}
      rows={(data) => data.contacts}
      columns={COLUMNS}
      rowKey={(contact) => contact._id}
      loading="Loading feedbacks..."
      empty={NO_FEEDBACKS_MESSAGE}
    />
  );
}
