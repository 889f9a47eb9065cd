export { DiscountsModule } from './discounts.module';
export { type AppliedDiscount, DiscountsService } from './discounts.service';
