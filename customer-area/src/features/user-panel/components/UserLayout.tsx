import { useNavigate } from 'react-router-dom';
import { PanelLayout, sessionEnded, SHELL_ROUTES, toast, useAppDispatch } from '@pashmina/shared-ui';

const ENTRIES = [
  { to: SHELL_ROUTES.userProfile, label: 'Profile' },
  { to: SHELL_ROUTES.userOrders, label: 'Orders' },
  { to: SHELL_ROUTES.userFeedback, label: 'Feedbacks' },
];

/** The customer area: 'User Panel' beside the page. */
export function UserLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = () => {
    // Clears the session; the store's persistence removes the stored login.
    dispatch(sessionEnded());
    toast.success('Logged out successfully');
    navigate(SHELL_ROUTES.login);
  };
  return (
    <PanelLayout
      title="User Panel"
      entries={ENTRIES}
      indexPath={SHELL_ROUTES.userDashboard}
      onLogout={logout}
    />
  );
}
