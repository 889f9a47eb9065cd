import { Global, Module } from '@nestjs/common';
import { SmsOutboxController } from './sms-outbox.controller';
import { SmsOutbox } from './sms-outbox.service';

/** The development SMS outbox: AppModule loads it only when config.sms.outbox. Global, so the sender finds it. */
@Global()
@Module({ controllers: [SmsOutboxController], providers: [SmsOutbox], exports: [SmsOutbox] })
export class SmsOutboxModule {}
