import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  CASH_ROUNDING_LABEL,
  formatCashRounding,
  formatRupees,
  type Order,
  orderLabel,
} from '@pashmina/contracts';
import {
  CenteredMessage,
  LinkButton,
  selectToken,
  SHELL_ROUTES,
  Spinner,
  STOREFRONT_ROUTES,
  useAppSelector,
  useDocumentTitle,
} from '@pashmina/shared-ui';
import { useGetOrderQuery } from '@pashmina/shared-ui/orders';
import { Page } from '../../../components/Page';
import { forgetSavedCart } from '../savedCart';
import styles from './Checkout.module.css';

/** What the checkout hands over with the move here: the order it has just placed, so nothing is fetched again. */
export interface PlacedOrderState {
  order?: Order;
}

/**
 * /success?order=<id>: where the Khalti return sends the shopper once the payment is verified, and the checkout once
 * a cash-on-delivery order is placed. A cash order is thanked with what it needs (its number, the cash to have
 * ready, where it goes); a paid one keeps the spec's words.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: PlacedOrderState | null };
  const id = params.get('order');
  const signedIn = Boolean(useAppSelector(selectToken));
  const handedOver = state?.order && state.order._id === id ? state.order : undefined;
  // A reload or a return from Khalti: the customer's own order, read again (404 for anyone else's).
  const fetched = useGetOrderQuery(id ?? '', { skip: !id || !signedIn || Boolean(handedOver) });
  const order = handedOver ?? fetched.data;
  // Done: the copy kept in case of a cancelled payment is no longer needed.
  useEffect(() => forgetSavedCart(), []);

  if (!order && fetched.isLoading)
    return (
      <Page>
        <Spinner label="Loading your order…" />
      </Page>
    );
  if (order?.payment_method === 'cash') return <CashOrderThanks order={order} />;
  return <PaymentSuccessful orderId={id} />;
}

const Tick = () => (
  <span className={styles.mark}>
    <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
    </svg>
  </span>
);

const OnwardLinks = () => (
  <>
    <LinkButton to={SHELL_ROUTES.userOrders}>See my orders</LinkButton>
    <LinkButton to={STOREFRONT_ROUTES.home} variant="secondary">
      Continue shopping
    </LinkButton>
  </>
);

function PaymentSuccessful({ orderId }: { orderId: string | null }) {
  useDocumentTitle('Payment successful');
  return (
    <Page>
      <CenteredMessage
        mark={<Tick />}
        title="Your payment was successful"
        note={orderId && `Order number: ${orderId}`}
        actions={<OnwardLinks />}
      >
        <p>Thank you for shopping with us.</p>
      </CenteredMessage>
    </Page>
  );
}

/** The thank-you of a cash-on-delivery order. The order records no district apart: its address is shown whole. */
function CashOrderThanks({ order }: { order: Order }) {
  useDocumentTitle('Thank you for your order');
  return (
    <Page>
      <CenteredMessage mark={<Tick />} title="Thank you for your order" actions={<OnwardLinks />}>
        <dl className={`${styles.details} ${styles.placed}`}>
          <dt>Order number</dt>
          <dd className={styles.figure}>{orderLabel(order.orderNumber)}</dd>
          {order.cashRounding > 0 && (
            <>
              <dt>{CASH_ROUNDING_LABEL}</dt>
              <dd className={styles.figure}>{formatCashRounding(order.cashRounding)}</dd>
            </>
          )}
          <dt>To pay in cash on delivery</dt>
          <dd className={styles.figure}>{formatRupees(order.amount)}</dd>
          <dt>Delivery address</dt>
          <dd>{order.address}</dd>
        </dl>
        <p>We have e-mailed you a confirmation.</p>
      </CenteredMessage>
    </Page>
  );
}
