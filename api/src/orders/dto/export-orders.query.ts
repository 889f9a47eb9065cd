import { type OrderExportQuery, type OrderStatus, type PaymentMethod } from '../../contracts';
import { OrderPaymentMethodFilter, OrderSearchField, OrderStatusFilter } from './order-search';

/** GET /api/v1/orders/export.csv (admin): the list's search and filter, every page. */
export class ExportOrdersQuery implements OrderExportQuery {
  @OrderStatusFilter()
  status?: OrderStatus;

  @OrderPaymentMethodFilter()
  payment_method?: PaymentMethod;

  @OrderSearchField()
  q?: string;
}
