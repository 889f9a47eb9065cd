import type { I18n } from '@lingui/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@pashmina/contracts';
import { useI18n } from '@pashmina/shared-ui';
import { Badge, type BadgeTone } from '../Badge/Badge';

const TONES: Record<OrderStatus, BadgeTone> = {
  'awaiting payment': 'warning',
  'cash on delivery': 'neutral',
  paid: 'accent',
  shipped: 'accent',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

/** An order's status as its badge says it ('COD', 'Awaiting payment'; the English are the contracts' labels). */
function orderStatusName(i18n: I18n, status: string, english: string): string {
  if (i18n.locale !== 'ne') return english;
  switch (status) {
    case 'awaiting payment':
      return i18n._({ id: 'order.status.awaiting', message: 'Awaiting payment' });
    case 'cash on delivery':
      return i18n._({ id: 'order.status.cod', message: 'COD' });
    case 'paid':
      return i18n._({ id: 'order.status.paid', message: 'paid' });
    case 'shipped':
      return i18n._({ id: 'order.status.shipped', message: 'Shipped' });
    case 'delivered':
      return i18n._({ id: 'order.status.delivered', message: 'delivered' });
    case 'cancelled':
      return i18n._({ id: 'order.status.cancelled', message: 'cancelled' });
    case 'refunded':
      return i18n._({ id: 'order.status.refunded', message: 'Refunded' });
    default:
      return english;
  }
}

/** An order's status in the shop's words ('COD', 'Awaiting payment'), coloured by what it means for the order. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useI18n();
  return (
    <Badge tone={TONES[status] ?? 'neutral'}>
      {orderStatusName(i18n, status, ORDER_STATUS_LABELS[status] ?? status)}
    </Badge>
  );
}
