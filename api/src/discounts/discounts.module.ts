import { Module } from '@nestjs/common';
import { CartModule } from '../cart';
import { DiscountCheckController } from './discount-check.controller';
import { DiscountCheckService } from './discount-check.service';
import { DiscountsController } from './discounts.controller';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

/**
 * Discount codes: the admin's codes, the cart's check of a code (its lines priced through the cart module), and
 * their rules for the orders module, which takes and gives back a code's uses in the orders' transactions
 * (docs/rules.md, Discount codes).
 */
@Module({
  imports: [CartModule],
  controllers: [DiscountsController, DiscountCheckController],
  providers: [DiscountsService, DiscountsRepository, DiscountCheckService],
  exports: [DiscountsService],
})
export class DiscountsModule {}
