import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  children: ReactNode;
  /** Default neutral. */
  tone?: BadgeTone;
  className?: string;
}

/** A small pill of text: an order's status, a featured message. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>
  );
}
