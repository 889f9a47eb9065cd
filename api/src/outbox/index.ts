// One outbox mechanism for every kind of message (docs/decisions/0077): e-mails (mail/) and texts (sms/) each give it
// their table, their sender and their log's words.
export {
  type OutboxContent,
  type OutboxFilter,
  OutboxRepository,
  type OutboxRow,
  type OutboxTable,
} from './outbox.repository';
export { type OutboxChannel, type OutboxFailure, OutboxWorker } from './outbox-worker';
export { OutboxLog, type OutboxLogQuery, type OutboxLogRules, outboxLogFields } from './outbox-log';
export { OutboxLogQueryDto } from './outbox-log.query';
