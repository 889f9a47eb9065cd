import { ADMIN_TOAST_AUTO_CLOSE_MS, can, type Permission } from '@pashmina/contracts';
import { SHELL_ROUTES, selectSessionUser, useAppSelector } from '@pashmina/shared-ui';
import { PanelLayout, useLogout } from '@pashmina/shared-ui/panels';

/** The sidebar's entries, each with the permission its screen needs (the contracts' ROLE_PERMISSIONS, as the API's). */
const ENTRIES: { to: string; label: string; permission: Permission }[] = [
  { to: SHELL_ROUTES.adminStats, label: 'Dashboard', permission: 'admin panel' },
  { to: SHELL_ROUTES.adminCreateProduct, label: 'Add Products', permission: 'products' },
  { to: SHELL_ROUTES.adminManageProducts, label: 'Manage Products', permission: 'products' },
  { to: SHELL_ROUTES.adminUsers, label: 'Users', permission: 'users' },
  { to: SHELL_ROUTES.adminFeedbackList, label: 'Feedbacks', permission: 'feedback' },
  { to: SHELL_ROUTES.adminOrders, label: 'Orders', permission: 'orders' },
  { to: SHELL_ROUTES.adminReturns, label: 'Returns', permission: 'orders' },
  { to: SHELL_ROUTES.adminReviews, label: 'Reviews', permission: 'reviews' },
  { to: SHELL_ROUTES.adminDiscounts, label: 'Discounts', permission: 'discounts' },
  { to: SHELL_ROUTES.adminDelivery, label: 'Delivery', permission: 'delivery' },
  { to: SHELL_ROUTES.adminCouriers, label: 'Couriers', permission: 'couriers' },
  { to: SHELL_ROUTES.adminEmails, label: 'Messages', permission: 'emails' },
  { to: SHELL_ROUTES.adminSettings, label: 'Settings', permission: 'settings' },
];

/** The admin area: the admin sidebar beside the page, with only what the signed-in role may use (staff: the packing). */
export function AdminLayout() {
  const logout = useLogout({ autoClose: ADMIN_TOAST_AUTO_CLOSE_MS });
  const role = useAppSelector(selectSessionUser)?.role;
  return (
    <PanelLayout
      title="Admin Panel"
      entries={ENTRIES.filter((entry) => can(role, entry.permission)).map(({ to, label }) => ({ to, label }))}
      indexPath={SHELL_ROUTES.adminDashboard}
      onLogout={logout}
    />
  );
}
