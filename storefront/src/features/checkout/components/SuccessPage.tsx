import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton, SHELL_ROUTES, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { forgetSavedCart } from '../savedCart';
import styles from './Checkout.module.css';

/** /success: where the Khalti return sends the shopper once the payment is verified (SPEC §2). */
export function SuccessPage() {
  useDocumentTitle('Payment successful');
  const [params] = useSearchParams();
  const order = params.get('order');
  // Paid: the copy kept in case of a cancelled payment is no longer needed.
  useEffect(() => forgetSavedCart(), []);
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
        {order && <p className={styles.muted}>Order number: {order}</p>}
        <div className={styles.actions}>
          <LinkButton to={SHELL_ROUTES.userOrders}>See my orders</LinkButton>
          <LinkButton to={STOREFRONT_ROUTES.home} variant="secondary">
            Continue shopping
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
