import { LinkButton, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { Page } from '../../../components/Page';
import styles from './StaticPage.module.css';

/** /success: where the payment provider sends the shopper back (SPEC §2). */
export function SuccessPage() {
  useDocumentTitle('Payment successful');
  return (
    <Page>
      <div className={styles.centered}>
        <span className={styles.mark} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
        </span>
        <h1>Your payment was successful</h1>
        <p>Thank you for shopping with us.</p>
        <div className={styles.actions}>
          <LinkButton to={STOREFRONT_ROUTES.home}>Continue shopping</LinkButton>
        </div>
      </div>
    </Page>
  );
}
