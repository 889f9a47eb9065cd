import { useSearchParams } from 'react-router-dom';
import { MAX_PAGE_SIZE, NO_FEEDBACK_MESSAGE } from '@pashmina/contracts';
import {
  Badge,
  DEFAULT_ERROR_MESSAGE,
  EmptyState,
  ErrorState,
  errorMessage,
  Pagination,
  Spinner,
  PanelPage,
  useGetContactsQuery,
} from '@pashmina/shared-ui';
import styles from './FeedbackPage.module.css';

export const FEEDBACK_TITLE = 'My Feedback';
export const FEATURED_LABEL = 'Featured on About page';

/** 'My Feedback': the messages this customer sent, newest first (the server answers a customer only their own). */
export function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const { currentData, data, error, isError, isFetching, refetch } = useGetContactsQuery({
    page,
    limit: MAX_PAGE_SIZE,
  });
  const totalPages = Math.max(1, Math.ceil(((currentData ?? data)?.total ?? 0) / MAX_PAGE_SIZE));

  let content;
  if (isError && !isFetching) {
    content = (
      <ErrorState message={errorMessage(error, DEFAULT_ERROR_MESSAGE)} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = <Spinner label="Loading your feedback..." />;
  } else if (currentData.contacts.length === 0) {
    content = <EmptyState message={NO_FEEDBACK_MESSAGE} />;
  } else {
    // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
    content = (
      <div className={styles.scroller} role="region" aria-labelledby="feedback-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="feedback-caption" className={styles.caption}>
            Messages you have sent us
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {currentData.contacts.map((contact) => (
              <tr key={contact._id}>
                <td data-label="Name">{contact.name}</td>
                <td data-label="Email" className={styles.email}>
                  {contact.email}
                </td>
                <td data-label="Message" className={styles.message}>
                  <span className={styles.messageText}>{contact.message}</span>
                  {contact.isFeatured && <Badge tone="success">{FEATURED_LABEL}</Badge>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <PanelPage title={FEEDBACK_TITLE}>
      <div aria-busy={isFetching} className={styles.body}>
        {content}
        {!isError && totalPages > 1 && (
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        )}
      </div>
    </PanelPage>
  );
}
