// The shop's text messages: what the other modules may use of them.
export { SmsModule } from './sms.module';
export { SmsOutboxModule } from './outbox/sms-outbox.module';
export { SMS_OUTBOX_PATH } from './outbox/sms-outbox-page';
export { type OutgoingText, TextOutbox } from './text-outbox';
export * from './sms-texts';
