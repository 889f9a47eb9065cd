export { CartModule } from './cart.module';
export { CartPricing } from './cart-pricing';
export { cartConflict, mergeLines, type PricedLine, pricedLines, type RequestedLine } from './cart-lines';
export { CartLinesField, CreateOrderLineDto, DiscountCodeText } from './dto/cart-lines.dto';
