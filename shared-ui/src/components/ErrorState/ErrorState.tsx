import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/useI18n';
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
export function ErrorState({ message, onRetry, retryLabel, compact = false, className }: ErrorStateProps) {
  const { i18n } = useI18n();
  return (
    <div className={[styles.error, compact ? styles.compact : '', className].filter(Boolean).join(' ')}>
      <p role="alert" className={styles.message}>
        {message ??
          i18n._({ id: 'error.loading', message: 'Something went wrong while loading. Please try again.' })}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? i18n._({ id: 'error.retry', message: 'Retry' })}
        </Button>
      )}
    </div>
  );
}
