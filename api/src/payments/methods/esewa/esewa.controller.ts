import { Controller, Get, Header, Inject, Param, Query, Redirect } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/decorators/public.decorator';
import { Replies, Reply } from '../../../common/http/reply';
import { APP_CONFIG, type AppConfig } from '../../../config';
import { returnLanguage } from '../../own-address';
import { PaymentMethods } from '../../payment-methods';
import { PaymentsRepository } from '../../payments.repository';
import { renderClosedPage, renderStartPage, startPageCsp } from './esewa-pages';
import { EsewaProvider, type EsewaForm } from './esewa.provider';
import { EsewaReturnService } from './esewa-return.service';

/** eSewa's three addresses on the shop: the start page checkout links to, and eSewa's success and failure URLs. */
@ApiTags('payments')
@Public()
@Controller('payments/esewa')
export class EsewaController {
  constructor(
    private readonly returns: EsewaReturnService,
    private readonly repository: PaymentsRepository,
    private readonly esewa: EsewaProvider,
    private readonly methods: PaymentMethods,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The page that posts the attempt's signed form to eSewa (its `payment_url`); a closed attempt has none. */
  @Get('start/:transactionUuid')
  @Replies()
  async start(@Param('transactionUuid') transactionUuid: string): Promise<Reply<string>> {
    const payment = transactionUuid.length <= 64 ? await this.repository.find(transactionUuid) : undefined;
    const form = (payment?.payload as { form?: EsewaForm } | null)?.form;
    const open = payment?.provider === 'esewa' && form && (await this.repository.isAwaiting(payment.orderId));
    const headers = {
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': startPageCsp(this.methods.formActions()),
    };
    return open
      ? new Reply(200, renderStartPage(this.esewa.formUrl(), form), headers)
      : new Reply(404, renderClosedPage(this.config.publicUrl), headers);
  }

  /**
   * eSewa's success_url: `data` is Base64 of its signed JSON. Redirects to /success or to the cart; `return/ne` (a
   * checkout made on a Nepali page) to /ne/success or /ne/Cart.
   */
  @Get(['return', 'return/:language'])
  @Header('Cache-Control', 'no-store')
  @Redirect('', 303)
  async return(@Query('data') data: unknown, @Param('language') language?: string): Promise<{ url: string }> {
    return { url: await this.returns.handleReturn(data, returnLanguage(language)) };
  }

  /** eSewa's failure_url: nothing changes; the order waits for its attempt's hour, as a Khalti order waits. */
  @Get(['failure', 'failure/:language'])
  @Header('Cache-Control', 'no-store')
  @Redirect('', 303)
  failure(@Param('language') language?: string): { url: string } {
    return { url: this.returns.failure(returnLanguage(language)) };
  }
}
