import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { sessionEnded, SHELL_ROUTES, toast, useAppDispatch } from '@pashmina/shared-ui';
import styles from './UserPanel.module.css';

const LINKS = [
  { to: SHELL_ROUTES.userProfile, label: 'Profile' },
  { to: SHELL_ROUTES.userOrders, label: 'Orders' },
  { to: SHELL_ROUTES.userFeedback, label: 'Feedbacks' },
];

const linkClass = (active: boolean) => (active ? `${styles.link} ${styles.active}` : styles.link);

/** The area's index page is the first entry's page, so that entry is current there too. */
const isIndex = (pathname: string) =>
  pathname.replace(/\/+$/, '').toLowerCase() === SHELL_ROUTES.userDashboard.toLowerCase();

export function UserPanel() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logout = () => {
    // Clears the session; the store's persistence removes the stored login.
    dispatch(sessionEnded());
    toast.success('Logged out successfully');
    navigate(SHELL_ROUTES.login);
  };

  return (
    <nav className={styles.panel} aria-labelledby="user-panel-title">
      <h2 id="user-panel-title" className={styles.title}>
        User Panel
      </h2>
      <ul className={styles.list}>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              className={({ isActive }) =>
                linkClass(isActive || (l.to === SHELL_ROUTES.userProfile && isIndex(pathname)))
              }
            >
              {l.label}
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
