import { ComingSoon } from '@pashmina/shared-ui';

export function ManageProductsPage() {
  return (
    <ComingSoon title="Manage Products" text="Searching, filtering and updating products is coming soon." />
  );
}
