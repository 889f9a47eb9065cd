import { EMAIL_LOG_PAGE_SIZE, type TextMessageLogEntry } from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import {
  Badge,
  type BadgeTone,
  DataTable,
  type DataTableColumn,
  formatDateTime,
  QueryState,
} from '@pashmina/shared-ui/panels';
import { adminToast } from '../../hooks/adminToast';
import { useGetTextMessagesQuery, useResendTextMessageMutation } from './shippingApi';

const TONES: Record<TextMessageLogEntry['status'], BadgeTone> = {
  queued: 'warning',
  sent: 'success',
  failed: 'danger',
};

function ResendText({ text }: { text: TextMessageLogEntry }) {
  const [resend, { isLoading }] = useResendTextMessageMutation();
  if (text.kind === 'phone-code') return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={isLoading}
      aria-label={`Resend the text to ${text.to}`}
      onClick={() =>
        void resend(text._id)
          .unwrap()
          .then((answer) => adminToast.success(answer.message))
          .catch((error: unknown) =>
            adminToast.error(errorMessage(error, 'Could not queue the text again. Please try again.')),
          )
      }
    >
      Resend
    </Button>
  );
}

const COLUMNS: DataTableColumn<TextMessageLogEntry>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (text) => <time dateTime={text.createdAt}>{formatDateTime(text.createdAt)}</time>,
  },
  { key: 'to', header: 'Number', render: (text) => text.to },
  { key: 'text', header: 'Text', render: (text) => (text.kind === 'phone-code' ? 'Phone code' : text.text) },
  {
    key: 'status',
    header: 'Status',
    render: (text) => <Badge tone={TONES[text.status] ?? 'neutral'}>{text.status}</Badge>,
  },
  { key: 'error', header: 'Last error', render: (text) => text.lastError },
  { key: 'resend', header: 'Resend', render: (text) => <ResendText text={text} /> },
];

/** The text side of the admin's Messages: the newest texts, each with its status and a resend. */
export function TextMessagesSection() {
  const texts = useGetTextMessagesQuery({ limit: EMAIL_LOG_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="texts-heading">
      <h2 id="texts-heading">SMS</h2>
      <QueryState
        query={texts}
        loading="Loading text messages..."
        isEmpty={(data) => !data.texts.length}
        empty="No text messages found."
      >
        {(data) => <DataTable caption="SMS" columns={COLUMNS} rows={data.texts} rowKey={(t) => t._id} />}
      </QueryState>
    </section>
  );
}
