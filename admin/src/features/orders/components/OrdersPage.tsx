import { ComingSoon } from '../../../shared/components/ComingSoon';

export function OrdersPage() {
  return <ComingSoon title="Orders" text="Order management is coming soon." />;
}
