import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Visible and announced text. Default 'Loading...'. */
  label?: string;
  /** Centre it in a roomy block (page or section loading). Default true. */
  block?: boolean;
  className?: string;
}

/** A polite live region with a turning ring and 'Loading...'. */
export function Spinner({ label = 'Loading...', block = true, className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={[styles.spinner, block ? styles.block : '', className].filter(Boolean).join(' ')}
    >
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
