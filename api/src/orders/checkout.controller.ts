import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { AcceptedLanguage } from '../common/i18n';
import { CheckoutRateLimit } from '../common/throttling';
import type { CreateOrderResponse, Language } from '../contracts';
import { CheckoutService } from './checkout.service';
import { CreateOrderDto } from './dto/create-order.dto';

/** The checkout, at the spec's `create-orders`. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('create-orders')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /**
   * Cash on delivery: `{ success, message, order }`. Khalti: also `data: { payment_url, pidx, order_id }`. The
   * request's language becomes the account's, for the order's e-mails.
   */
  @CheckoutRateLimit()
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateOrderDto,
    @AcceptedLanguage() language: Language,
  ): Promise<CreateOrderResponse> {
    return this.checkout.create(user, body, language);
  }
}
