import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** 'block' fills the size its class or style gives it; 'line' is one line of the surrounding text. */
  variant?: 'block' | 'line';
  /** A line's width, e.g. '60%'. Default the full width. */
  width?: CSSProperties['width'];
  className?: string;
}

/**
 * A placeholder shaped like content still loading. Hidden from assistive technology: the loading
 * state is announced once by the region that holds the skeletons, not by each grey bar.
 */
export function Skeleton({ variant = 'block', width, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.bone, variant === 'line' ? styles.line : '', className].filter(Boolean).join(' ')}
      style={width === undefined ? undefined : { width }}
    />
  );
}
