import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type Order, orderLabel } from '@pashmina/contracts';
import {
  CenteredMessage,
  formatAmount,
  LinkButton,
  selectToken,
  SHELL_ROUTES,
  Spinner,
  STOREFRONT_ROUTES,
  useAppSelector,
  useDocumentTitle,
  useI18n,
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
  const { i18n } = useI18n();

  if (!order && fetched.isLoading)
    return (
      <Page>
        <Spinner label={i18n._({ id: 'success.loading', message: 'Loading your order…' })} />
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

function OnwardLinks() {
  const { i18n } = useI18n();
  return (
    <>
      <LinkButton to={SHELL_ROUTES.userOrders}>
        {i18n._({ id: 'success.myOrders', message: 'See my orders' })}
      </LinkButton>
      <LinkButton to={STOREFRONT_ROUTES.home} variant="secondary">
        {i18n._({ id: 'cart.continueShopping', message: 'Continue shopping' })}
      </LinkButton>
    </>
  );
}

function PaymentSuccessful({ orderId }: { orderId: string | null }) {
  const { i18n } = useI18n();
  useDocumentTitle(i18n._({ id: 'page.success.title', message: 'Payment successful' }));
  return (
    <Page>
      <CenteredMessage
        mark={<Tick />}
        title={i18n._({ id: 'success.paid', message: 'Your payment was successful' })}
        note={
          orderId && i18n._({ id: 'success.orderId', message: 'Order number: {id}', values: { id: orderId } })
        }
        actions={<OnwardLinks />}
      >
        <p>{i18n._({ id: 'success.thanks', message: 'Thank you for shopping with us.' })}</p>
      </CenteredMessage>
    </Page>
  );
}

/** The thank-you of a cash-on-delivery order. The order records no district apart: its address is shown whole. */
function CashOrderThanks({ order }: { order: Order }) {
  const { i18n, language } = useI18n();
  const title = i18n._({ id: 'success.cash.title', message: 'Thank you for your order' });
  useDocumentTitle(title);
  return (
    <Page>
      <CenteredMessage mark={<Tick />} title={title} actions={<OnwardLinks />}>
        <dl className={`${styles.details} ${styles.placed}`}>
          <dt>{i18n._({ id: 'order.number', message: 'Order number' })}</dt>
          <dd className={styles.figure}>{orderLabel(order.orderNumber, language)}</dd>
          {order.cashRounding > 0 && (
            <>
              <dt>{i18n._({ id: 'cart.rounding', message: 'Rounding' })}</dt>
              <dd className={styles.figure}>−{formatAmount(order.cashRounding, language)}</dd>
            </>
          )}
          <dt>{i18n._({ id: 'success.cash.toPay', message: 'To pay in cash on delivery' })}</dt>
          <dd className={styles.figure}>{formatAmount(order.amount, language)}</dd>
          <dt>{i18n._({ id: 'order.deliveryAddress', message: 'Delivery address' })}</dt>
          <dd>{order.address}</dd>
        </dl>
        <p>{i18n._({ id: 'success.cash.emailed', message: 'We have e-mailed you a confirmation.' })}</p>
      </CenteredMessage>
    </Page>
  );
}
