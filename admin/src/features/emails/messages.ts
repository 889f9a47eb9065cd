// The e-mail log's own texts. The messages the server sends ('The e-mail has been queued again', the refusal of a
// password reset's copy) are in the contracts.
import type { EmailStatus } from '@pashmina/contracts';

export const EMAILS_TITLE = 'Messages';
export const NO_EMAILS_MESSAGE = 'No e-mails found.';
export const RESEND_FAILED_MESSAGE = 'Could not queue the e-mail again. Please try again.';

/** The status filter's buttons, in order: a label and the status it asks the server for (none: all). */
export const EMAIL_LOG_FILTERS: readonly { label: string; status?: EmailStatus }[] = [
  { label: 'All' },
  { label: 'Queued', status: 'queued' },
  { label: 'Sent', status: 'sent' },
  { label: 'Failed', status: 'failed' },
];
