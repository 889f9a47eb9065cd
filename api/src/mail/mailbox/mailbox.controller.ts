import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { HtmlPage } from '../../common/http/html-page';
import { Replies, Reply } from '../../common/http/reply';
import {
  FRAME_WIDTHS,
  MAILBOX_PAGE_CSP,
  MESSAGE_HTML_CSP,
  renderMailboxList,
  renderMailboxMessage,
  renderMailboxNotFound,
} from './mailbox-pages';
import { MAILBOX_PATH } from './mailbox-path';
import { Mailbox, type MailboxMessage } from './mailbox.service';

const BASE = `/${MAILBOX_PATH}`;

/**
 * The built-in mailbox's pages, outside /api/v1 beside the Khalti sandbox (see bootstrap.ts), and through the shop's
 * port, which proxies /sandbox: `/sandbox/mailbox` lists the messages, newest first; `/sandbox/mailbox/:id` shows
 * one, its HTML in a sandboxed frame (`/:id/html`) and its text; `/sandbox/mailbox/messages` is the same list as
 * JSON, for the browser tests.
 */
@ApiExcludeController()
@Public()
@Replies()
@Controller(MAILBOX_PATH)
export class MailboxController {
  constructor(private readonly mailbox: Mailbox) {}

  @Get()
  @HtmlPage(MAILBOX_PAGE_CSP)
  list(): string {
    return renderMailboxList(this.mailbox.list(), BASE);
  }

  /** Declared before ':id'. `to`: only the messages to this address (any case). */
  @Get('messages')
  @Header('Cache-Control', 'no-store')
  messages(@Query('to') to: unknown): MailboxMessage[] {
    const wanted = typeof to === 'string' ? to.toLowerCase() : undefined;
    return this.mailbox.list().filter((message) => !wanted || message.to.toLowerCase().includes(wanted));
  }

  @Get(':id')
  @HtmlPage(MAILBOX_PAGE_CSP)
  message(@Param('id') id: string, @Query('width') width: unknown): Reply<string> {
    const message = this.mailbox.find(id);
    const frame = FRAME_WIDTHS.find((option) => option === width) ?? '600';
    return message
      ? new Reply(200, renderMailboxMessage(message, BASE, frame))
      : new Reply(404, renderMailboxNotFound(BASE));
  }

  @Get(':id/html')
  @HtmlPage(MESSAGE_HTML_CSP)
  html(@Param('id') id: string): Reply<string> {
    const message = this.mailbox.find(id);
    if (!message?.html)
      return new Reply(404, renderMailboxNotFound(BASE), { 'Content-Security-Policy': MAILBOX_PAGE_CSP });
    return new Reply(200, message.html);
  }
}
