import { Module } from '@nestjs/common';
import { ProductsModule } from '../products';
import { CartPricing } from './cart-pricing';

/**
 * The cart as the server reads it: its lines merged and priced from the catalogue. Its own module so that both
 * the checkout (orders) and the discount's check (discounts) price a cart alike, and orders can keep importing
 * discounts without discounts importing orders back.
 */
@Module({
  imports: [ProductsModule],
  providers: [CartPricing],
  exports: [CartPricing],
})
export class CartModule {}
