export { DiscountsModule } from './discounts.module';
export { type AppliedDiscount } from './discount-rules';
export { DiscountsService } from './discounts.service';
