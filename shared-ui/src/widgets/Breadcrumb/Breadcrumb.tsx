import { Link } from 'react-router-dom';
import { useI18n } from '@pashmina/shared-ui';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Leave out for the current page (the last item). */
  to?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  className?: string;
}

/** Home / Women's Collection / Shawl: a trail of links; the last item is the current page. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  const { i18n } = useI18n();
  return (
    <nav
      aria-label={i18n._({ id: 'breadcrumb', message: 'Breadcrumb' })}
      className={[styles.breadcrumb, className].filter(Boolean).join(' ')}
    >
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
