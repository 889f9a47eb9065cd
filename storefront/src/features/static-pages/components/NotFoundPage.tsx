import { LinkButton, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { Page } from '../../../components/Page';
import styles from './StaticPage.module.css';

/** Any path the storefront does not know (the shell normally answers these first). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Page>
      <div className={styles.centered}>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist.</p>
        <div className={styles.actions}>
          <LinkButton to={STOREFRONT_ROUTES.home}>Back to home</LinkButton>
        </div>
      </div>
    </Page>
  );
}
