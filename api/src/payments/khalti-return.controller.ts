import { Controller, Get, Header, Param, Query, Redirect } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { returnLanguage } from './own-address';
import { KHALTI_OUTCOMES, PaymentReturnService } from './payment-return.service';

/** Khalti sends the shopper's browser here (return_url) after paying or cancelling. */
@ApiTags('payments')
@Controller('payments/khalti')
export class KhaltiReturnController {
  constructor(private readonly returns: PaymentReturnService) {}

  /**
   * Redirects to `${PUBLIC_URL}/success?order=<id>` when paid, else `${PUBLIC_URL}/Cart?payment=cancelled|failed|pending`;
   * `return/ne` (a checkout made on a Nepali page) to `/ne/success` and `/ne/Cart`.
   */
  @Public()
  @Get(['return', 'return/:language'])
  @Header('Cache-Control', 'no-store')
  @Redirect('', 303)
  async return(@Query('pidx') pidx: unknown, @Param('language') language?: string): Promise<{ url: string }> {
    return { url: await this.returns.handleReturn(pidx, KHALTI_OUTCOMES, returnLanguage(language)) };
  }
}
