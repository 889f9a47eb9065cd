import { EMAIL_LOG_PAGE_SIZE, EMAIL_SEARCH_MAX } from '@pashmina/contracts';
import { choiceParam, PagedList, PanelPage, searchParam, useListQuery } from '@pashmina/shared-ui/panels';
import { TextMessagesSection } from '../../../components/shipping';
import { useGetEmailsQuery } from '../api/emailsApi';
import { EMAIL_LOG_FILTERS, EMAILS_TITLE, NO_EMAILS_MESSAGE } from '../messages';
import { EmailLogControls } from './EmailLogControls';
import { EmailLogTable } from './EmailLogTable';
import styles from './EmailsPage.module.css';

/** The log as the URL holds it: ?q= (part of the recipient), ?status= (a filter's; none is All) and ?page=. */
const EMAIL_LOG = {
  q: searchParam('q', EMAIL_SEARCH_MAX),
  status: choiceParam(
    'status',
    EMAIL_LOG_FILTERS.map((filter) => filter.status),
  ),
};

/** Every e-mail the shop has written, newest first: searched, filtered and paged on the server through the URL. */
export function EmailsPage() {
  const [{ q, status, page }, go] = useListQuery(EMAIL_LOG);
  const emails = useGetEmailsQuery(
    { q: q || undefined, status, page, limit: EMAIL_LOG_PAGE_SIZE },
    // A log moves on its own (the worker sends, retries, gives up): opening it again asks again.
    { refetchOnMountOrArgChange: true },
  );

  return (
    <PanelPage title={EMAILS_TITLE}>
      <div className={styles.columns}>
        <section aria-labelledby="emails-heading">
          <h2 id="emails-heading">E-mails</h2>
          <EmailLogControls
            q={q}
            status={status}
            onSearch={(text) => go({ q: text })}
            onFilter={(next) => go({ status: next })}
          />
          <PagedList
            query={emails}
            items={(data) => data.emails}
            page={page}
            pageSize={EMAIL_LOG_PAGE_SIZE}
            onPageChange={(next) => {
              go({ page: next });
              window.scrollTo({ top: 0 });
            }}
            onPastEnd={(last) => go({ page: last }, { replace: true })}
            pagerAlways
            loading="Loading e-mails..."
            empty={NO_EMAILS_MESSAGE}
          >
            {(rows) => <EmailLogTable emails={rows} />}
          </PagedList>
        </section>
        <TextMessagesSection />
      </div>
    </PanelPage>
  );
}
