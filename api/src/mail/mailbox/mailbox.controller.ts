import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
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
@Controller(MAILBOX_PATH)
export class MailboxController {
  constructor(private readonly mailbox: Mailbox) {}

  @Get()
  list(@Res() res: Response): void {
    page(res, 200, MAILBOX_PAGE_CSP).send(renderMailboxList(this.mailbox.list(), BASE));
  }

  /** Declared before ':id'. `to`: only the messages to this address (any case). */
  @Get('messages')
  messages(@Query('to') to: unknown, @Res({ passthrough: true }) res: Response): MailboxMessage[] {
    res.setHeader('Cache-Control', 'no-store');
    const wanted = typeof to === 'string' ? to.toLowerCase() : undefined;
    return this.mailbox.list().filter((message) => !wanted || message.to.toLowerCase().includes(wanted));
  }

  @Get(':id')
  message(@Param('id') id: string, @Query('width') width: unknown, @Res() res: Response): void {
    const message = this.mailbox.find(id);
    const frame = FRAME_WIDTHS.find((option) => option === width) ?? '600';
    page(res, message ? 200 : 404, MAILBOX_PAGE_CSP).send(
      message ? renderMailboxMessage(message, BASE, frame) : renderMailboxNotFound(BASE),
    );
  }

  @Get(':id/html')
  html(@Param('id') id: string, @Res() res: Response): void {
    const message = this.mailbox.find(id);
    if (!message?.html) {
      page(res, 404, MAILBOX_PAGE_CSP).send(renderMailboxNotFound(BASE));
      return;
    }
    page(res, 200, MESSAGE_HTML_CSP).send(message.html);
  }
}

function page(res: Response, status: number, csp: string): Response {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', csp);
  return res.status(status).type('html');
}
