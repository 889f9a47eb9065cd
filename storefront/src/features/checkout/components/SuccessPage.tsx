import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CenteredMessage,
  LinkButton,
  SHELL_ROUTES,
  STOREFRONT_ROUTES,
  useDocumentTitle,
} from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { forgetSavedCart } from '../savedCart';
import styles from './Checkout.module.css';

/** /success: where the Khalti return sends the shopper once the payment is verified. */
export function SuccessPage() {
  useDocumentTitle('Payment successful');
  const [params] = useSearchParams();
  const order = params.get('order');
  // Paid: the copy kept in case of a cancelled payment is no longer needed.
  useEffect(() => forgetSavedCart(), []);
  return (
    <Page>
      <CenteredMessage
        mark={
          <span className={styles.mark}>
            <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
            </svg>
          </span>
        }
        title="Your payment was successful"
        note={order && `Order number: ${order}`}
        actions={
          <>
            <LinkButton to={SHELL_ROUTES.userOrders}>See my orders</LinkButton>
            <LinkButton to={STOREFRONT_ROUTES.home} variant="secondary">
              Continue shopping
            </LinkButton>
          </>
        }
      >
        <p>Thank you for shopping with us.</p>
      </CenteredMessage>
    </Page>
  );
}
