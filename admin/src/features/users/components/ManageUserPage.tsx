import { ComingSoon } from '@pashmina/shared-ui';

export function ManageUserPage() {
  return <ComingSoon title="Manage User" text="Changing a user's role is coming soon." />;
}
