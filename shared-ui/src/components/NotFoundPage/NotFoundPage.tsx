import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n/useI18n';
import { STOREFRONT_ROUTES } from '../../state/routes';
import { LinkButton } from '../Button/Button';
import { CenteredMessage } from '../CenteredMessage/CenteredMessage';
import styles from './NotFoundPage.module.css';

/** The shop's 404: the shell shows it for unknown paths, the storefront for unknown paths of its own. */
export function NotFoundPage() {
  const { i18n } = useI18n();
  const title = i18n._({ id: 'page.notFound.title', message: 'Page not found' });
  useDocumentTitle(title);
  return (
    <CenteredMessage
      mark={<span className={styles.code}>404</span>}
      title={title}
      actions={
        <LinkButton to={STOREFRONT_ROUTES.home}>
          {i18n._({ id: 'notFound.home', message: 'Back to home' })}
        </LinkButton>
      }
    >
      <p>
        {i18n._({ id: 'notFound.text', message: 'The page you are looking for has moved or never existed.' })}
      </p>
    </CenteredMessage>
  );
}
