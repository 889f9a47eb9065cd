import { ORDER_STATUS_LABELS, type OrderStatus } from '@pashmina/contracts';
import { orderStatusName, useI18n } from '@pashmina/shared-ui';
import { Badge, type BadgeTone } from '../Badge/Badge';

const TONES: Record<OrderStatus, BadgeTone> = {
  'awaiting payment': 'warning',
  'cash on delivery': 'neutral',
  paid: 'accent',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

/** An order's status in the shop's words ('COD', 'Awaiting payment'), coloured by what it means for the order. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useI18n();
  return (
    <Badge tone={TONES[status] ?? 'neutral'}>
      {orderStatusName(i18n, status, ORDER_STATUS_LABELS[status] ?? status)}
    </Badge>
  );
}
