import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { SANDBOX_PATH } from '../khalti.client';
import { type SandboxAction, KhaltiSandboxService } from './khalti-sandbox.service';
import { renderNotFoundPage, renderPayPage } from './pay-page';

const ACTIONS: SandboxAction[] = ['pay', 'cancel', 'return'];

/**
 * Served outside /api/v1 (see bootstrap.ts), like Khalti's own host: `/sandbox/khalti/epayment/…` and the page
 * `/sandbox/khalti/pay/:pidx`. Bodies are Khalti's shapes, so the body is read untyped and checked by the service.
 */
@ApiExcludeController()
@Public()
@Controller(SANDBOX_PATH)
export class KhaltiSandboxController {
  constructor(private readonly sandbox: KhaltiSandboxService) {}

  @Post('epayment/initiate')
  @HttpCode(200)
  async initiate(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown> {
    const answer = await this.sandbox.initiate(authorization, body);
    res.status(answer.status);
    return answer.body;
  }

  @Post('epayment/lookup')
  @HttpCode(200)
  async lookup(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown> {
    const answer = await this.sandbox.lookup(authorization, body);
    res.status(answer.status);
    return answer.body;
  }

  @Get('pay/:pidx')
  async page(@Param('pidx') pidx: string, @Res() res: Response): Promise<void> {
    const payment = await this.sandbox.payment(pidx);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'",
    );
    res
      .status(payment ? 200 : 404)
      .type('html')
      .send(payment ? renderPayPage(payment) : renderNotFoundPage());
  }

  /** The page's Pay / Cancel buttons: settle once, then redirect to return_url like Khalti (303: the browser GETs it). */
  @Post('pay/:pidx')
  async act(
    @Param('pidx') pidx: string,
    @Body() body: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const action = ACTIONS.find((a) => a === body?.action);
    const target = action ? await this.sandbox.act(pidx, action) : undefined;
    if (!target) {
      res
        .status(action ? 404 : 400)
        .type('html')
        .send(renderNotFoundPage());
      return;
    }
    res.redirect(303, target);
  }
}
