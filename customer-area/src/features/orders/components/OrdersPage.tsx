import { ComingSoon } from '../../../shared/components/ComingSoon';

export function OrdersPage() {
  return <ComingSoon title="My orders" text="Your order history is coming soon." />;
}
