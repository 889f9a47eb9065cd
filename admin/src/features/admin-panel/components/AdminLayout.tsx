import { useNavigate } from 'react-router-dom';
import {
  PanelLayout,
  sessionEnded,
  SHELL_ROUTES,
  toast,
  TOAST_ADMIN_AUTO_CLOSE,
  useAppDispatch,
} from '@pashmina/shared-ui';

const ENTRIES = [
  { to: SHELL_ROUTES.adminStats, label: 'Dashboard' },
  { to: SHELL_ROUTES.adminCreateProduct, label: 'Add Products' },
  { to: SHELL_ROUTES.adminManageProducts, label: 'Manage Products' },
  { to: SHELL_ROUTES.adminUsers, label: 'Users' },
  { to: SHELL_ROUTES.adminFeedbacks, label: 'Feedbacks' },
  { to: SHELL_ROUTES.adminOrders, label: 'Orders' },
];

/** The admin area: the admin sidebar beside the page. */
export function AdminLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = () => {
    dispatch(sessionEnded());
    toast.success('Logged out successfully', { autoClose: TOAST_ADMIN_AUTO_CLOSE });
    navigate(SHELL_ROUTES.login);
  };
  return (
    <PanelLayout
      title="Admin Panel"
      entries={ENTRIES}
      indexPath={SHELL_ROUTES.adminDashboard}
      onLogout={logout}
    />
  );
}
