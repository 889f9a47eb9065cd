import { formatRupees, ORDER_STATUS_LABELS, type OrderStatusEntry } from '@pashmina/contracts';
import { formatDateTime } from '@pashmina/shared-ui/panels';
import { changedBy, refundWay } from './orderTexts';
import styles from './OrderDetailsPage.module.css';

/** Every status the order has had, oldest first: what, when, and who. */
export function StatusHistory({ entries }: { entries: OrderStatusEntry[] }) {
  return (
    <section aria-labelledby="status-history-title" className={styles.history}>
      <h3 id="status-history-title" className={styles.subtitle}>
        Status history
      </h3>
      <ol className={styles.timeline}>
        {entries.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className={styles.event}>
            <strong>{ORDER_STATUS_LABELS[entry.status] ?? entry.status}</strong>{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            <span className={styles.muted}> by {changedBy(entry)}</span>
            {entry.refund && (
              <span>
                {' '}
                (refund of {formatRupees(entry.refund.amount)} {refundWay(entry.refund.method)})
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
