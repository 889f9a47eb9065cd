import { type OrderExportQuery, type OrderStatus } from '../../contracts';
import { OrderSearchField, OrderStatusFilter } from './order-search';

/** GET /api/v1/orders/export.csv (admin): the list's search and filter, every page. */
export class ExportOrdersQuery implements OrderExportQuery {
  @OrderStatusFilter()
  status?: OrderStatus;

  @OrderSearchField()
  q?: string;
}
