import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import {
  sessionEnded,
  SHELL_ROUTES,
  toast,
  TOAST_ADMIN_AUTO_CLOSE,
  useAppDispatch,
} from '@pashmina/shared-ui';
import styles from './AdminSidebar.module.css';

const ENTRIES = [
  { to: SHELL_ROUTES.adminStats, label: 'Dashboard' },
  { to: SHELL_ROUTES.adminCreateProduct, label: 'Add Products' },
  { to: SHELL_ROUTES.adminManageProducts, label: 'Manage Products' },
  { to: SHELL_ROUTES.adminUsers, label: 'Users' },
  { to: SHELL_ROUTES.adminFeedbacks, label: 'Feedbacks' },
  { to: SHELL_ROUTES.adminOrders, label: 'Orders' },
];

const linkClass = (active: boolean) => (active ? `${styles.link} ${styles.active}` : styles.link);

/** The area's index page is the first entry's page, so that entry is current there too. */
const isIndex = (pathname: string) =>
  pathname.replace(/\/+$/, '').toLowerCase() === SHELL_ROUTES.adminDashboard.toLowerCase();

export function AdminSidebar() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logout = () => {
    dispatch(sessionEnded());
    toast.success('Logged out successfully', { autoClose: TOAST_ADMIN_AUTO_CLOSE });
    navigate(SHELL_ROUTES.login);
  };

  return (
    <nav className={styles.sidebar} aria-labelledby="admin-panel-title">
      <h2 id="admin-panel-title" className={styles.title}>
        Admin Panel
      </h2>
      <ul className={styles.list}>
        {ENTRIES.map((e) => (
          <li key={e.to}>
            <NavLink
              to={e.to}
              className={({ isActive }) =>
                linkClass(isActive || (e.to === SHELL_ROUTES.adminStats && isIndex(pathname)))
              }
            >
              {e.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.logout} onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
