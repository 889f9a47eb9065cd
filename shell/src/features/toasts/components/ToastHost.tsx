import type { CSSProperties } from 'react';
import { toast as toasts, useI18n, useRuleMessage, useToasts } from '@pashmina/shared-ui';
import styles from './ToastHost.module.css';

const ICON: Record<string, string> = { success: '✓', error: '!', info: 'i' };

/**
 * Renders the shared toast list: at the bottom on a phone, top-right under the bar on a larger screen. Errors are
 * alerts; the rest are status messages.
 */
export function ToastHost() {
  const list = useToasts();
  const { i18n } = useI18n();
  // A contract's message the page says of its own, in the page's language (the API's come in it already).
  const rule = useRuleMessage();
  return (
    <section className={styles.host} aria-label={i18n._({ id: 'toast.region', message: 'Notifications' })}>
      {list.map((t) => (
        <div
          key={t.id}
          className={`${styles.toast} ${styles[t.kind] ?? ''}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
          style={t.autoClose > 0 ? ({ '--toast-duration': `${t.autoClose}ms` } as CSSProperties) : undefined}
        >
          <span className={styles.icon} aria-hidden="true">
            {ICON[t.kind]}
          </span>
          <p className={styles.message}>{rule(t.message)}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={i18n._({ id: 'toast.dismiss', message: 'Dismiss notification' })}
            onClick={() => toasts.dismiss(t.id)}
          >
            ×
          </button>
          {t.autoClose > 0 && <span className={styles.progress} aria-hidden="true" />}
        </div>
      ))}
    </section>
  );
}
