import { useI18n } from '../../i18n/useI18n';
import styles from './NewBadge.module.css';

/** The 'New' badge of a new arrival; the caller places it (className) over its picture. */
export function NewBadge({ className }: { className?: string }) {
  const { i18n } = useI18n();
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      {i18n._({ id: 'product.new', message: 'New' })}
    </span>
  );
}
