import { selectSessionUser, useAppSelector } from '@pashmina/shared-ui';
import { ComingSoon } from '@pashmina/shared-ui';
import styles from './StatsPage.module.css';

export function StatsPage() {
  const user = useAppSelector(selectSessionUser);
  return (
    <>
      <ComingSoon title="Dashboard" text="Sales figures and charts are coming soon." />
      {user && (
        <dl className={styles.who}>
          <dt>Admin name</dt>
          <dd>{user.name}</dd>
          <dt>Admin email</dt>
          <dd>{user.email}</dd>
        </dl>
      )}
    </>
  );
}
