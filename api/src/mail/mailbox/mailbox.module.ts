import { Global, Module } from '@nestjs/common';
import { MailboxController } from './mailbox.controller';
import { Mailbox } from './mailbox.service';

/**
 * The built-in mailbox: AppModule loads it only when config.mailbox (development without SMTP_URL). Global, so the
 * mail sender finds it (an optional dependency) and sends there.
 */
@Global()
@Module({
  controllers: [MailboxController],
  providers: [Mailbox],
  exports: [Mailbox],
})
export class MailboxModule {}
