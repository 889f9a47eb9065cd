import styles from './NewBadge.module.css';

/** The 'New' badge of a new arrival; the caller places it (className) over its picture. */
export function NewBadge({ className }: { className?: string }) {
  return <span className={[styles.badge, className].filter(Boolean).join(' ')}>New</span>;
}
