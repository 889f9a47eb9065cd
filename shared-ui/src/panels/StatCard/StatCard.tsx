import { useId, type ReactNode } from 'react';
import styles from './StatCard.module.css';

export interface StatCardProps {
  /** What the figure counts, e.g. 'Total Products'; also the card's accessible name. */
  label: string;
  /** The figure, shown large: a number or a formatted amount. */
  value: ReactNode;
  /** A quieter line under the label, e.g. which orders count. */
  hint?: string;
  /** The dashboard's own placing of the card, e.g. a card whose figure must never wrap. */
  className?: string;
}

/**
 * One figure of a dashboard. A named group rather than a heading or a landmark, so five cards add
 * neither five headings nor five regions; the label comes first in reading order, the figure first to the eye.
 */
export function StatCard({ label, value, hint, className }: StatCardProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={className ? `${styles.card} ${className}` : styles.card}
    >
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.value}>{value}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
