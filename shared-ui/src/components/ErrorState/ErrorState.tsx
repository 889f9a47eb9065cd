import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import styles from './ErrorState.module.css';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong while loading. Please try again.';

export interface ErrorStateProps {
  /** Default: 'Something went wrong while loading. Please try again.' */
  message?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  /** Default 'Retry'. */
  retryLabel?: string;
  /** Less padding, for sections within a page. Default false. */
  compact?: boolean;
  className?: string;
}

/** A failed load: the message (announced as an alert) and an optional Retry. */
export function ErrorState({
  message = DEFAULT_ERROR_MESSAGE,
  onRetry,
  retryLabel = 'Retry',
  compact = false,
  className,
}: ErrorStateProps) {
  return (
    <div className={[styles.error, compact ? styles.compact : '', className].filter(Boolean).join(' ')}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
