import { Global, Module } from '@nestjs/common';
import { EmailOutbox } from './email-outbox';

/**
 * The shop's e-mail: the outbox other modules write to (global, as the database is, so that orders, payments and
 * accounts need not import this module), the worker that sends, and the admin's log.
 */
@Global()
@Module({
  providers: [EmailOutbox],
  exports: [EmailOutbox],
})
export class MailModule {}
