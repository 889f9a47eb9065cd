import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { CheckoutRateLimit } from '../common/throttling';
import type { CreateOrderResponse } from '../contracts';
import { CheckoutService } from './checkout.service';
import { CreateOrderDto } from './dto/create-order.dto';

/** The checkout, at the spec's `create-orders`. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('create-orders')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** Cash on delivery: `{ success, message, order }`. Khalti: also `data: { payment_url, pidx, order_id }`. */
  @CheckoutRateLimit()
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateOrderDto): Promise<CreateOrderResponse> {
    return this.checkout.create(user, body);
  }
}
