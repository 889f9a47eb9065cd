import { adminToast } from '../../../hooks/adminToast';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE } from '../messages';
import styles from './OrdersPage.module.css';

/** '87bed956-d96d-…-3980775fb234' → '87be…b234': enough to tell two orders apart by eye; the whole id is in the title. */
export function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 4)}…${id.slice(-4)}` : id;
}

/**
 * A long id (an order's, a Khalti transaction's) shortened, with a button that copies the whole of it: an owner
 * pastes it into a search or a message, and never reads it out.
 */
export function CopyableId({ id, what }: { id: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      adminToast.success(COPIED_MESSAGE);
    } catch {
      adminToast.error(COPY_FAILED_MESSAGE);
    }
  };
  return (
    <span className={styles.copyable}>
      <span className={styles.id} title={id}>
        {shortId(id)}
      </span>
      <button
        type="button"
        className={styles.copy}
        aria-label={`Copy ${what}`}
        title={`Copy ${what}`}
        onClick={() => void copy()}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
          <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </span>
  );
}
