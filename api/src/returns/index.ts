// Customers' returns: what other modules may use of them (the orders module shows an order's request).
export { RefundLineDto } from './dto/refund-line.dto';
export { checkedLines, linesMatching } from './order-line-match';
export { type OrderReturns, ReturnsReader } from './returns-reader';
export { ReturnsModule } from './returns.module';
