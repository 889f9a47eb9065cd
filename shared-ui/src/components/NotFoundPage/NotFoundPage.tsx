import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { STOREFRONT_ROUTES } from '../../state/routes';
import { LinkButton } from '../Button/Button';
import { CenteredMessage } from '../CenteredMessage/CenteredMessage';
import styles from './NotFoundPage.module.css';

/** The shop's 404: the shell shows it for unknown paths, the storefront for unknown paths of its own. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <CenteredMessage
      mark={<span className={styles.code}>404</span>}
      title="Page not found"
      actions={<LinkButton to={STOREFRONT_ROUTES.home}>Back to home</LinkButton>}
    >
      <p>The page you are looking for has moved or never existed.</p>
    </CenteredMessage>
  );
}
