import { Button, formatCount, useI18n } from '@pashmina/shared-ui';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages; 0 is shown as 1. */
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. Default 'Pagination'. */
  label?: string;
  className?: string;
}

/** Prev / 'Page X of Y' / Next. Prev is disabled on the first page, Next on the last. */
export function Pagination({ page, totalPages, onPageChange, label, className }: PaginationProps) {
  const { i18n, language } = useI18n();
  const pages = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav
      className={[styles.pagination, className].filter(Boolean).join(' ')}
      aria-label={label ?? i18n._({ id: 'pagination', message: 'Pagination' })}
    >
      <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <span aria-hidden="true">‹</span> {i18n._({ id: 'pagination.prev', message: 'Prev' })}
      </Button>
      <p className={styles.status} aria-live="polite">
        {i18n._({
          id: 'pagination.status',
          message: 'Page {current} of {pages}',
          values: { current: formatCount(current, language), pages: formatCount(pages, language) },
        })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={current >= pages}
        onClick={() => onPageChange(current + 1)}
      >
        {i18n._({ id: 'pagination.next', message: 'Next' })} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
