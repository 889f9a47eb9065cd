import { ComingSoon } from '../../../shared/components/ComingSoon';

export function ManageUserPage() {
  return <ComingSoon title="Manage User" text="Changing a user's role is coming soon." />;
}
