import { ComingSoon } from '@pashmina/shared-ui';

export function UpdateProductPage() {
  return <ComingSoon title="Update Product" text="Updating and deleting a product is coming soon." />;
}
