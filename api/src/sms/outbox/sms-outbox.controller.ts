import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { HtmlPage } from '../../common/http/html-page';
import { renderSmsOutbox, SMS_OUTBOX_CSP, SMS_OUTBOX_PATH } from './sms-outbox-page';
import { SmsOutbox, type SmsOutboxMessage } from './sms-outbox.service';

/**
 * The development SMS outbox's page, outside /api/v1 beside the mailbox and answering this machine only (bootstrap.ts,
 * thisMachineOnly('/sandbox')): `/sandbox/sms` lists the texts, newest first; `/sandbox/sms/messages` is the same
 * list as JSON (`to`: only those to this number), for the browser tests.
 */
@ApiExcludeController()
@Public()
@Controller(SMS_OUTBOX_PATH)
export class SmsOutboxController {
  constructor(private readonly outbox: SmsOutbox) {}

  @Get()
  @HtmlPage(SMS_OUTBOX_CSP)
  list(): string {
    return renderSmsOutbox(this.outbox.list());
  }

  @Get('messages')
  @Header('Cache-Control', 'no-store')
  messages(@Query('to') to: unknown): SmsOutboxMessage[] {
    return this.outbox.list().filter((message) => typeof to !== 'string' || message.to === to);
  }
}
