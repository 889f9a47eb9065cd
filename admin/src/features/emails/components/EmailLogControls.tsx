import { EMAIL_SEARCH_MAX, type EmailStatus } from '@pashmina/contracts';
import { pillClassName, pillsClassName, SearchBox } from '@pashmina/shared-ui';
import { EMAIL_LOG_FILTERS } from '../messages';
import styles from './EmailsPage.module.css';

export interface EmailLogControlsProps {
  q: string;
  status: EmailStatus | undefined;
  onSearch: (q: string) => void;
  onFilter: (status: EmailStatus | undefined) => void;
}

/** Search by recipient (applied on Enter) and the status filters. */
export function EmailLogControls({ q, status, onSearch, onFilter }: EmailLogControlsProps) {
  return (
    <div className={styles.controls}>
      <SearchBox
        id="email-search"
        name="E-mails"
        label="Search by recipient"
        hint="Press Enter to search"
        maxLength={EMAIL_SEARCH_MAX}
        value={q}
        onSearch={onSearch}
      />
      <div role="group" aria-label="Filter by status" className={pillsClassName}>
        {EMAIL_LOG_FILTERS.map((filter) => {
          const pressed = filter.status === status;
          return (
            <button
              key={filter.label}
              type="button"
              aria-pressed={pressed}
              className={pillClassName(pressed)}
              onClick={() => onFilter(filter.status)}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
