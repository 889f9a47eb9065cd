import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@pashmina/shared-ui';
import styles from './PanelPage.module.css';

export interface PanelPageProps {
  /** The page's one h1, also the tab's title. */
  title: string;
  /** Forms read better in a narrow column; lists and tables take the whole width. */
  narrow?: boolean;
  children: ReactNode;
}

/** One screen of the customer or admin area, beside the side panel: its heading, then its content. */
export function PanelPage({ title, narrow = false, children }: PanelPageProps) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section aria-labelledby={headingId} className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
