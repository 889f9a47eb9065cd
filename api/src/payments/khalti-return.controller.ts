import { Controller, Get, Header, Query, Redirect } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { PaymentReturnService } from './payment-return.service';

/** Khalti sends the shopper's browser here (return_url) after paying or cancelling. */
@ApiTags('payments')
@Controller('payments/khalti')
export class KhaltiReturnController {
  constructor(private readonly returns: PaymentReturnService) {}

  /** Redirects to `${PUBLIC_URL}/success?order=<id>` when paid, else `${PUBLIC_URL}/Cart?payment=cancelled|failed|pending`. */
  @Public()
  @Get('return')
  @Header('Cache-Control', 'no-store')
  @Redirect('', 303)
  async return(@Query('pidx') pidx: unknown): Promise<{ url: string }> {
    return { url: await this.returns.handleReturn(pidx) };
  }
}
