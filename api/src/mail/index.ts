// The shop's e-mail: what the other modules may use of it.
export { MailModule } from './mail.module';
export { EmailOutbox } from './email-outbox';
export type {
  OrderEmailPayload,
  OutgoingEmail,
  PasswordChangedPayload,
  PasswordResetPayload,
} from './email-messages';
