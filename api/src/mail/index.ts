// The shop's e-mail: what the other modules may use of it.
export { MailModule } from './mail.module';
export { MailboxModule } from './mailbox/mailbox.module';
export { MAILBOX_PATH } from './mailbox/mailbox-path';
export { type AccountEmail, EmailOutbox, inLanguage } from './email-outbox';
export type {
  OrderEmailPayload,
  OutgoingEmail,
  PasswordChangedPayload,
  PasswordResetPayload,
  RefundEmailPayload,
  ShippedEmailPayload,
  ReturnEmailPayload,
  NewReviewPayload,
  ReviewRequestPayload,
} from './email-messages';
