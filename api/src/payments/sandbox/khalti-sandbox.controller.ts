import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Redirect,
  UseFilters,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { HtmlPage, HtmlPageFilter } from '../../common/http/html-page';
import { Replies, Reply } from '../../common/http/reply';
import { SANDBOX_PATH } from '../khalti.client';
import { type SandboxAction, KhaltiSandboxService } from './khalti-sandbox.service';
import { renderNotFoundPage, renderPayPage } from './pay-page';

const ACTIONS: SandboxAction[] = ['pay', 'cancel', 'return'];
/** The payment page's own policy: its inline style, and its form posting to this host. */
const PAY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'";

/**
 * Served outside /api/v1 (see bootstrap.ts), like Khalti's own host: `/sandbox/khalti/epayment/…` and the page
 * `/sandbox/khalti/pay/:pidx`. Bodies are Khalti's shapes, so the body is read untyped and checked by the service;
 * its answers carry Khalti's statuses and bodies (Reply), and the page's errors are the page's not-found page.
 */
@ApiExcludeController()
@Public()
@Replies()
@Controller(SANDBOX_PATH)
export class KhaltiSandboxController {
  constructor(private readonly sandbox: KhaltiSandboxService) {}

  @Post('epayment/initiate')
  @HttpCode(200)
  async initiate(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Record<string, unknown>,
  ): Promise<Reply<unknown>> {
    const answer = await this.sandbox.initiate(authorization, body);
    return new Reply(answer.status, answer.body);
  }

  @Post('epayment/lookup')
  @HttpCode(200)
  async lookup(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Record<string, unknown>,
  ): Promise<Reply<unknown>> {
    const answer = await this.sandbox.lookup(authorization, body);
    return new Reply(answer.status, answer.body);
  }

  @Post('api/merchant-transaction/:transactionId/refund')
  @HttpCode(200)
  async refund(
    @Headers('authorization') authorization: string | undefined,
    @Param('transactionId') transactionId: string,
    @Body() body: Record<string, unknown>,
  ): Promise<Reply<unknown>> {
    const answer = await this.sandbox.refund(authorization, transactionId, body);
    return new Reply(answer.status, answer.body);
  }

  @Get('pay/:pidx')
  @HtmlPage(PAY_PAGE_CSP)
  async page(@Param('pidx') pidx: string): Promise<Reply<string>> {
    const payment = await this.sandbox.payment(pidx);
    return payment ? new Reply(200, renderPayPage(payment)) : new Reply(404, renderNotFoundPage());
  }

  /** The page's Pay / Cancel buttons: settle once, then redirect to return_url like Khalti (303: the browser GETs it). */
  @Post('pay/:pidx')
  @Redirect('', 303)
  @UseFilters(new HtmlPageFilter(renderNotFoundPage))
  async act(@Param('pidx') pidx: string, @Body() body: Record<string, unknown>): Promise<{ url: string }> {
    const action = ACTIONS.find((a) => a === body?.action);
    if (!action) throw new BadRequestException();
    const target = await this.sandbox.act(pidx, action);
    if (!target) throw new NotFoundException();
    return { url: target };
  }
}
