export { OrdersModule } from './orders.module';
// For the first-start seed: demo orders are placed and moved the way checkout and the status changes move them.
export { OrderTransitions } from './order-transitions';
export { type NewOrderLine } from './orders.repository';
export { RefundSettler } from './refund-settler.service';
