import { Global, Module } from '@nestjs/common';
import { EmailOutbox } from './email-outbox';
import { EmailsController } from './emails.controller';
import { EmailsRepository } from './emails.repository';
import { EmailsService } from './emails.service';
import { MailSender } from './mail-sender';
import { MailWorker } from './mail-worker';

/**
 * The shop's e-mail: the outbox other modules write to (global, as the database is, so that orders, payments and
 * accounts need not import this module), the worker that sends, and the admin's log. The development mailbox is a
 * module of its own (mailbox/), which AppModule adds when config.mailbox.
 */
@Global()
@Module({
  controllers: [EmailsController],
  providers: [EmailOutbox, EmailsRepository, EmailsService, MailSender, MailWorker],
  exports: [EmailOutbox],
})
export class MailModule {}
