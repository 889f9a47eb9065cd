import { SHELL_ROUTES, useI18n } from '@pashmina/shared-ui';
import { PanelLayout, useLogout } from '@pashmina/shared-ui/panels';

/** The customer area: 'User Panel' beside the page. */
export function UserLayout() {
  const logout = useLogout();
  const { i18n } = useI18n();
  const entries = [
    { to: SHELL_ROUTES.userProfile, label: i18n._({ id: 'panel.profile', message: 'Profile' }) },
    { to: SHELL_ROUTES.userOrders, label: i18n._({ id: 'orders.list', message: 'Orders' }) },
    { to: SHELL_ROUTES.userFeedback, label: i18n._({ id: 'panel.feedback', message: 'Feedbacks' }) },
  ];
  return (
    <PanelLayout
      title={i18n._({ id: 'panel.user', message: 'User Panel' })}
      entries={entries}
      indexPath={SHELL_ROUTES.userDashboard}
      onLogout={logout}
    />
  );
}
