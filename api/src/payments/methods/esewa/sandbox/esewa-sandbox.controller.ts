import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Redirect,
  UseFilters,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../../common/decorators/public.decorator';
import { HtmlPage, HtmlPageFilter } from '../../../../common/http/html-page';
import { Replies, Reply } from '../../../../common/http/reply';
import { ESEWA_SANDBOX_PATH, SANDBOX_FORM_PATH, SANDBOX_STATUS_PATH } from '../esewa.provider';
import { ESEWA_SANDBOX_CSP, renderEsewaErrorPage, renderEsewaPayPage } from './esewa-sandbox-pages';
import { type EsewaSandboxAction, EsewaSandboxService } from './esewa-sandbox.service';

const ACTIONS: EsewaSandboxAction[] = ['pay', 'cancel'];

/** Served outside /api/v1 (see bootstrap.ts), as eSewa's own hosts serve `/api/epay/…`. */
@ApiExcludeController()
@Public()
@Replies()
@Controller(ESEWA_SANDBOX_PATH)
export class EsewaSandboxController {
  constructor(private readonly sandbox: EsewaSandboxService) {}

  /** The form the shop's start page posts: eSewa's error page, or the payment page. */
  @Post(SANDBOX_FORM_PATH)
  @HttpCode(200)
  @HtmlPage(ESEWA_SANDBOX_CSP)
  async form(@Body() body: Record<string, unknown>): Promise<Reply<string>> {
    const { payment, refused } = await this.sandbox.receiveForm(body ?? {});
    if (!payment) return new Reply(400, renderEsewaErrorPage(refused));
    return new Reply(
      200,
      renderEsewaPayPage(payment, `/${ESEWA_SANDBOX_PATH}/pay/${payment.transactionUuid}`),
    );
  }

  /** Pay or Cancel: settle once, then redirect as eSewa does (303: the browser GETs it). */
  @Post('pay/:uuid')
  @Redirect('', 303)
  @UseFilters(new HtmlPageFilter(renderEsewaErrorPage))
  async act(@Param('uuid') uuid: string, @Body() body: Record<string, unknown>): Promise<{ url: string }> {
    const action = ACTIONS.find((a) => a === body?.action);
    if (!action) throw new BadRequestException();
    const target = await this.sandbox.act(uuid, action);
    if (!target) throw new NotFoundException();
    return { url: target };
  }

  @Get(SANDBOX_STATUS_PATH)
  async status(@Query() query: Record<string, unknown>): Promise<Reply<unknown>> {
    return new Reply(200, await this.sandbox.status(query));
  }
}
