import { Link } from 'react-router-dom';
import { EMAIL_MAX, PAGE_SIZE, type ContactMessage } from '@pashmina/contracts';
import {
  Badge,
  DataTable,
  PagedList,
  PanelPage,
  SearchBox,
  searchParam,
  SHELL_ROUTES,
  useGetContactsQuery,
  useListQuery,
  type DataTableColumn,
} from '@pashmina/shared-ui';
import { NO_FEEDBACKS_MESSAGE } from '../messages';
import screen from '../../../components/ManageScreen.module.css';
import styles from './FeedbacksPage.module.css';

export const FEEDBACKS_TITLE = 'Feedbacks';

/** The list as the URL holds it: ?q= (part of an e-mail) and ?page=. */
const FEEDBACK_LIST = { q: searchParam('q', EMAIL_MAX) };

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
  const [{ q, page }, go] = useListQuery(FEEDBACK_LIST);
  const contacts = useGetContactsQuery({
    q: q || undefined,
    page,
    limit: PAGE_SIZE,
  });

  return (
    <PanelPage title={FEEDBACKS_TITLE}>
      <SearchBox
        id="feedback-search"
        name="Feedbacks"
        label="Search by email"
        maxLength={EMAIL_MAX}
        value={q}
        onSearch={(text) => go({ q: text })}
        className={screen.search}
      />
      <PagedList
        query={contacts}
        items={(data) => data.contacts}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        pagerAlways
        loading="Loading feedbacks..."
        empty={NO_FEEDBACKS_MESSAGE}
      >
        {(rows) => (
          <DataTable caption="Feedbacks" columns={COLUMNS} rows={rows} rowKey={(contact) => contact._id} />
        )}
      </PagedList>
    </PanelPage>
  );
}
