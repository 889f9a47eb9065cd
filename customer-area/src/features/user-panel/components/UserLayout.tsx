import { SHELL_ROUTES, useLogout } from '@pashmina/shared-ui';
import { PanelLayout } from '@pashmina/shared-ui/panels';

const ENTRIES = [
  { to: SHELL_ROUTES.userProfile, label: 'Profile' },
  { to: SHELL_ROUTES.userOrders, label: 'Orders' },
  { to: SHELL_ROUTES.userFeedback, label: 'Feedbacks' },
];

/** The customer area: 'User Panel' beside the page. */
export function UserLayout() {
  const logout = useLogout();
  return (
    <PanelLayout
      title="User Panel"
      entries={ENTRIES}
      indexPath={SHELL_ROUTES.userDashboard}
      onLogout={logout}
    />
  );
}
