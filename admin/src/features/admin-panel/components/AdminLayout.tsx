import { ADMIN_TOAST_AUTO_CLOSE_MS } from '@pashmina/contracts';
import { SHELL_ROUTES, useLogout } from '@pashmina/shared-ui';
import { PanelLayout } from '@pashmina/shared-ui/panels';

const ENTRIES = [
  { to: SHELL_ROUTES.adminStats, label: 'Dashboard' },
  { to: SHELL_ROUTES.adminCreateProduct, label: 'Add Products' },
  { to: SHELL_ROUTES.adminManageProducts, label: 'Manage Products' },
  { to: SHELL_ROUTES.adminUsers, label: 'Users' },
  { to: SHELL_ROUTES.adminFeedbackList, label: 'Feedbacks' },
  { to: SHELL_ROUTES.adminOrders, label: 'Orders' },
  { to: SHELL_ROUTES.adminReturns, label: 'Returns' },
  { to: SHELL_ROUTES.adminDiscounts, label: 'Discounts' },
  { to: SHELL_ROUTES.adminDelivery, label: 'Delivery' },
  { to: SHELL_ROUTES.adminCouriers, label: 'Couriers' },
  { to: SHELL_ROUTES.adminEmails, label: 'Messages' },
  { to: SHELL_ROUTES.adminSettings, label: 'Settings' },
];

/** The admin area: the admin sidebar beside the page. */
export function AdminLayout() {
  const logout = useLogout({ autoClose: ADMIN_TOAST_AUTO_CLOSE_MS });
  return (
    <PanelLayout
      title="Admin Panel"
      entries={ENTRIES}
      indexPath={SHELL_ROUTES.adminDashboard}
      onLogout={logout}
    />
  );
}
