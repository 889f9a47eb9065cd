import { ComingSoon } from '@pashmina/shared-ui';

export function OrdersPage() {
  return <ComingSoon title="My orders" text="Your order history is coming soon." />;
}
