// The shop's e-mails: what the admin's e-mail log shows, and the password reset's messages (docs/rules.md, E-mail).
import type { PageQuery } from './common';
import { EMAIL_MAX } from './rules/account';

/** What an e-mail is about; each kind has one subject (api/src/mail/subjects.ts). */
export const EMAIL_KINDS = [
  'order-confirmed',
  'new-order',
  'order-delivered',
  'order-cancelled',
  'password-reset',
  'password-changed',
  'order-refunded',
  'return-requested',
  'return-approved',
  'return-declined',
  'low-stock',
  'new-review',
  'review-request',
  'order-shipped',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** queued: waiting for its first or next attempt; sent: the mail server took it; failed: given up on. */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** One row of GET /api/v1/emails (admins only), newest first; X-Total-Count holds the total. */
export interface EmailLogEntry {
  _id: string;
  to: string;
  subject: string;
  kind: EmailKind;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  orderId: string | null;
}

/** Query of GET /api/v1/emails (admin): `status`, `q` a part of the recipient (any case, taken literally), paged. */
export interface EmailListQuery extends PageQuery {
  status?: EmailStatus;
  q?: string;
}

/** The longest `q` of the e-mail log: an e-mail address's longest. */
export const EMAIL_SEARCH_MAX = EMAIL_MAX;

/** POST /api/v1/emails/{id}/resend (admin): 201 with the copy now queued. */
export interface ResendEmailResponse {
  success: true;
  message: string;
  email: EmailLogEntry;
}

export const EMAIL_RESENT_MESSAGE = 'The e-mail has been queued again';
export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail not found';
/** 409 of a resend of a password reset: its link was erased from the log once it went out. */
export const PASSWORD_RESET_NOT_RESENT_MESSAGE =
  'A password reset link cannot be sent again: the customer can ask for a new one.';

/** The one response of POST /api/v1/auth/forgot-password, whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset its password.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. Please log in.';
export const PASSWORD_RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired.';
