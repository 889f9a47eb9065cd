import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** The message, e.g. 'No products to show.' */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: string;
  /** Optional action under the message, e.g. a <LinkButton>. */
  action?: ReactNode;
  /** Less padding, for sections within a page. Default false. */
  compact?: boolean;
  className?: string;
}

export function EmptyState({ message, title, action, compact = false, className }: EmptyStateProps) {
  return (
    <div className={[styles.empty, compact ? styles.compact : '', className].filter(Boolean).join(' ')}>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
