import { Global, Module } from '@nestjs/common';
import { SparrowSender } from './sparrow-sender';
import { TextMessagesController } from './text-messages.controller';
import { TextMessagesRepository } from './text-messages.repository';
import { TextMessagesService } from './text-messages.service';
import { TextOutbox } from './text-outbox';
import { TextWorker } from './text-worker';

/**
 * The shop's text messages: the outbox other modules write to (global, as the e-mail's is), the worker that sends
 * through Sparrow SMS, and the admin's log. The development outbox (outbox/) is a module of its own, which AppModule
 * adds when config.sms.outbox.
 */
@Global()
@Module({
  controllers: [TextMessagesController],
  providers: [SparrowSender, TextMessagesRepository, TextMessagesService, TextOutbox, TextWorker],
  exports: [TextOutbox],
})
export class SmsModule {}
