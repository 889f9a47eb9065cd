import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator';
import { KhaltiReturnService } from './khalti-return.service';

/** Khalti sends the shopper's browser here (return_url) after paying or cancelling. */
@ApiTags('payments')
@Controller('payments/khalti')
export class KhaltiReturnController {
  constructor(private readonly khalti: KhaltiReturnService) {}

  /** Redirects to `${PUBLIC_URL}/success?order=<id>` when paid, else `${PUBLIC_URL}/Cart?payment=cancelled|failed|pending`. */
  @Public()
  @Get('return')
  async return(@Query('pidx') pidx: unknown, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, await this.khalti.handleReturn(pidx));
  }
}
