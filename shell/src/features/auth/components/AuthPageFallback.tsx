import { Spinner } from '@pashmina/shared-ui';
import styles from './AuthForm.module.css';

/** Holds the form's place while its code loads, so the footer does not jump up and back down. */
export function AuthPageFallback() {
  return (
    <div className={`${styles.page} ${styles.pending}`}>
      <Spinner label="Loading…" />
    </div>
  );
}
