import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../auth';
import { CheckoutRateLimit } from '../common/throttling';
import type { DiscountCheckResponse } from '../contracts';
import { DiscountCheckService } from './discount-check.service';
import { CheckDiscountDto } from './dto/check-discount.dto';

/** The cart's check of a code, for any signed-in customer (the admin's codes are DiscountsController's). */
@ApiTags('discounts')
@ApiBearerAuth()
@Controller('discounts')
export class DiscountCheckController {
  constructor(private readonly checks: DiscountCheckService) {}

  /**
   * `{ valid, code, discount, subtotal, total, message }`, 200 whether or not the code applies. Limited as the
   * checkout is: it prices the cart as the checkout does.
   */
  @CheckoutRateLimit()
  @Post('check')
  @HttpCode(200)
  check(@CurrentUser() user: AuthUser, @Body() body: CheckDiscountDto): Promise<DiscountCheckResponse> {
    return this.checks.check(user, body);
  }
}
