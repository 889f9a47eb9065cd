import { ComingSoon } from '@pashmina/shared-ui';

export function OrderDetailsPage() {
  return <ComingSoon title="Order details" text="The details of an order are coming soon." />;
}
