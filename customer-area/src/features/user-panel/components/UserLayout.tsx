import { Outlet } from 'react-router-dom';
import { UserPanel } from './UserPanel';
import styles from './UserLayout.module.css';

/** The customer area: 'User Panel' beside the page. */
export function UserLayout() {
  return (
    <div className={styles.layout}>
      <UserPanel />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
