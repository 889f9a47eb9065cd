export { OrdersModule } from './orders.module';
// For the first-start seed: demo orders are written the way checkout writes them.
export { type NewOrderLine, OrdersRepository } from './orders.repository';
