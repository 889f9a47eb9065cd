import { ComingSoon } from '@pashmina/shared-ui';

export function CreateProductPage() {
  return <ComingSoon title="Add Products" text="The form to add a product is coming soon." />;
}
