/** Where the built-in mailbox's pages are served, outside /api/v1 beside the Khalti sandbox. */
export const MAILBOX_PATH = 'sandbox/mailbox';
