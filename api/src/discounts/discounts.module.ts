import { Module } from '@nestjs/common';
import { DiscountsController } from './discounts.controller';
import { DiscountsRepository } from './discounts.repository';
import { DiscountsService } from './discounts.service';

/**
 * Discount codes: the admin's codes, and their rules for the orders module, which checks a code in the cart and
 * takes and gives back its uses in the orders' transactions (docs/rules.md, Discount codes).
 */
@Module({
  controllers: [DiscountsController],
  providers: [DiscountsService, DiscountsRepository],
  exports: [DiscountsService],
})
export class DiscountsModule {}
