import { ComingSoon } from '@pashmina/shared-ui';

export function OrdersPage() {
  return <ComingSoon title="Orders" text="Order management is coming soon." />;
}
