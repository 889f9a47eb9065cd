import { type OrderListQuery, type OrderStatus, type PaymentMethod } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { OrderPaymentMethodFilter, OrderSearchField, OrderStatusFilter } from './order-search';

/** GET /api/v1/orders: the caller's own orders (an admin's: all), newest first, total in X-Total-Count. */
export class ListOrdersQuery extends PageQueryDto implements OrderListQuery {
  @OrderStatusFilter()
  status?: OrderStatus;

  @OrderPaymentMethodFilter()
  payment_method?: PaymentMethod;

  @OrderSearchField()
  q?: string;
}
