import type { ReactNode } from 'react';
import { Breadcrumb, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { Page } from '../../../components/Page';
import styles from './StaticPage.module.css';

export interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A page whose content comes in a later issue: the route, title and heading already exist. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Page>
      <Breadcrumb items={[{ label: 'Home', to: STOREFRONT_ROUTES.home }, { label: title }]} />
      <h1>{title}</h1>
      <div className={styles.body}>
        {children ?? <p className={styles.soon}>This page is being prepared.</p>}
      </div>
    </Page>
  );
}
