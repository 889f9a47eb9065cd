import type { ReactNode } from 'react';
import styles from './CenteredMessage.module.css';

export interface CenteredMessageProps {
  /** The page's h1. */
  title: ReactNode;
  /** Above the heading, decorative: an icon or a large code such as 404. */
  mark?: ReactNode;
  /** The message: one or more <p>, shown large. */
  children?: ReactNode;
  /** A quieter line under the message. */
  note?: ReactNode;
  /** Links or buttons, side by side under the message. */
  actions?: ReactNode;
  /** 'alert' when the message replaces what failed to load. */
  role?: 'alert' | 'status';
  className?: string;
}

/** A page that is only a message (not found, payment done): centred, with its way onward. */
export function CenteredMessage({
  title,
  mark,
  children,
  note,
  actions,
  role,
  className,
}: CenteredMessageProps) {
  return (
    <div role={role} className={[styles.centered, className].filter(Boolean).join(' ')}>
      {mark && (
        <div className={styles.mark} aria-hidden="true">
          {mark}
        </div>
      )}
      <h1>{title}</h1>
      {children}
      {note && <p className={styles.note}>{note}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
