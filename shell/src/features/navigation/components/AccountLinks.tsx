import { Link } from 'react-router-dom';
import { selectSessionUser, SHELL_ROUTES, useAppSelector, useI18n } from '@pashmina/shared-ui';
import { dashboardPath } from '../hooks';
import { UserIcon } from '../../../components/Icons';
import styles from './Navbar.module.css';

/** Logged out: Login / Register. Logged in: the user's name, linking to their dashboard. */
export function AccountLinks({
  onNavigate,
  withRegister = true,
}: {
  onNavigate?: () => void;
  withRegister?: boolean;
}) {
  const user = useAppSelector(selectSessionUser);
  const { i18n } = useI18n();
  if (user) {
    return (
      <Link to={dashboardPath(user)} className={styles.account} onClick={onNavigate}>
        <UserIcon />
        <span className={styles.accountName}>{user.name}</span>
      </Link>
    );
  }
  return (
    <span className={styles.auth}>
      <Link to={SHELL_ROUTES.login} className={styles.link} onClick={onNavigate}>
        {i18n._({ id: 'nav.login', message: 'Login' })}
      </Link>
      {withRegister && (
        <>
          <span className={styles.divider} aria-hidden="true">
            /
          </span>
          <Link to={SHELL_ROUTES.register} className={styles.link} onClick={onNavigate}>
            {i18n._({ id: 'nav.register', message: 'Register' })}
          </Link>
        </>
      )}
    </span>
  );
}
