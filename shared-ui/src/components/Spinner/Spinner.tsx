import { useI18n } from '../../i18n/useI18n';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Visible and announced text. Default 'Loading...'. */
  label?: string;
  /** Centre it in a roomy block (page or section loading). Default true. */
  block?: boolean;
  className?: string;
}

/** A polite live region with a turning ring and 'Loading...'. */
export function Spinner({ label, block = true, className }: SpinnerProps) {
  const { i18n } = useI18n();
  return (
    <div
      role="status"
      className={[styles.spinner, block ? styles.block : '', className].filter(Boolean).join(' ')}
    >
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label ?? i18n._({ id: 'loading', message: 'Loading...' })}</span>
    </div>
  );
}
