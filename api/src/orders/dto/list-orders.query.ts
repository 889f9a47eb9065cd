import { type OrderListQuery, type OrderStatus } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { OrderSearchField, OrderStatusFilter } from './order-search';

/** GET /api/v1/orders: the caller's own orders (an admin's: all), newest first, total in X-Total-Count. */
export class ListOrdersQuery extends PageQueryDto implements OrderListQuery {
  @OrderStatusFilter()
  status?: OrderStatus;

  @OrderSearchField()
  q?: string;
}
