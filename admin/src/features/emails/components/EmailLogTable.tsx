import type { EmailLogEntry, EmailStatus } from '@pashmina/contracts';
import {
  Badge,
  type BadgeTone,
  DataTable,
  type DataTableColumn,
  formatDateTime,
} from '@pashmina/shared-ui/panels';
import { ResendButton } from './ResendButton';
import styles from './EmailsPage.module.css';

const TONES: Record<EmailStatus, BadgeTone> = { queued: 'warning', sent: 'success', failed: 'danger' };

const COLUMNS: DataTableColumn<EmailLogEntry>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (email) => <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>,
  },
  { key: 'to', header: 'To', render: (email) => <EmailAddress address={email.to} /> },
  { key: 'subject', header: 'Subject', render: (email) => email.subject },
  {
    key: 'status',
    header: 'Status',
    render: (email) => <Badge tone={TONES[email.status] ?? 'neutral'}>{email.status}</Badge>,
  },
  { key: 'attempts', header: 'Attempts', render: (email) => email.attempts, className: styles.number },
  {
    key: 'error',
    header: 'Last error',
    render: (email) => (email.lastError ? <span className={styles.error}>{email.lastError}</span> : null),
  },
  { key: 'resend', header: 'Resend', render: (email) => <ResendButton email={email} /> },
];

/**
 * An address breaks only before its '@' (name, then domain), never inside a word: the table gives the column the
 * width of its longer half.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return (
    <span className={styles.address}>
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </span>
  );
}

/** One page of the log; a failed row also says so in its badge, not in colour alone. */
export function EmailLogTable({ emails }: { emails: EmailLogEntry[] }) {
  return <DataTable caption="E-mails" columns={COLUMNS} rows={emails} rowKey={(email) => email._id} />;
}
