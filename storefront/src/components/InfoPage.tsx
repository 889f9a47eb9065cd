import type { ReactNode } from 'react';
import { STOREFRONT_ROUTES, useDocumentTitle, useI18n } from '@pashmina/shared-ui';
import { Breadcrumb } from '@pashmina/shared-ui/widgets';
import { Page } from './Page';
import styles from './InfoPage.module.css';

export interface InfoPageProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the shop's information pages: breadcrumb, heading, intro, then the content. */
export function InfoPage({ title, intro, children }: InfoPageProps) {
  useDocumentTitle(title);
  const { i18n } = useI18n();
  return (
    <Page>
      <Breadcrumb
        items={[
          { label: i18n._({ id: 'nav.home', message: 'Home' }), to: STOREFRONT_ROUTES.home },
          { label: title },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </Page>
  );
}
