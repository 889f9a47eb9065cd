import { ComingSoon } from '@pashmina/shared-ui';

export function UsersPage() {
  return <ComingSoon title="Users" text="The list of users and their roles is coming soon." />;
}
