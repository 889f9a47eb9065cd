import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type Order, orderLabel } from '@pashmina/contracts';
import {
  CenteredMessage,
  formatAmount,
  getToasts,
  LinkButton,
  selectToken,
  SHELL_ROUTES,
  Spinner,
  STOREFRONT_ROUTES,
  toast,
  useAppSelector,
  useDocumentTitle,
  useI18n,
} from '@pashmina/shared-ui';
import { useGetOrderQuery } from '@pashmina/shared-ui/orders';
import { OrderReceipt } from '@pashmina/shared-ui/receipt';
import { Page } from '../../../components/Page';
import { forgetSavedCart } from '../savedCart';
import styles from './Checkout.module.css';

/** What the checkout hands over with the move here: the order it has just placed, so nothing is fetched again. */
export interface PlacedOrderState {
  order?: Order;
}

/**
 * /success?order=<id>: where the Khalti return sends the shopper once the payment is verified, and the checkout once
 * a cash-on-delivery order is placed. Both thank with the order's number (never its raw id), its receipt (the lines
 * with their variants, the discount, the delivery, any rounding and the total) and its address; a paid one keeps the
 * spec's words, a cash one says what to have ready. A toast of an error met before (a district not chosen) does not
 * follow the shopper here.
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
  useEffect(() => {
    for (const shown of getToasts()) if (shown.kind === 'error') toast.dismiss(shown.id);
  }, []);
  const { i18n } = useI18n();

  if (!order && fetched.isLoading)
    return (
      <Page>
        <Spinner label={i18n._({ id: 'success.loading', message: 'Loading your order…' })} />
      </Page>
    );
  if (order?.payment_method === 'cash') return <CashOrderThanks order={order} />;
  return <PaymentSuccessful order={order} />;
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

/**
 * What both thank-you pages say of the order: its number, the total (to pay in cash, or paid), where it goes, and
 * its receipt.
 */
function PlacedOrder({ order, totalLabel }: { order: Order; totalLabel: string }) {
  const { i18n, language } = useI18n();
  return (
    <div className={styles.placedOrder}>
      <dl className={`${styles.details} ${styles.placed}`}>
        <dt>{i18n._({ id: 'order.number', message: 'Order number' })}</dt>
        <dd className={styles.figure}>{orderLabel(order.orderNumber, language)}</dd>
        <dt>{totalLabel}</dt>
        <dd className={styles.figure}>{formatAmount(order.amount, language)}</dd>
        <dt>{i18n._({ id: 'order.deliveryAddress', message: 'Delivery address' })}</dt>
        <dd>{order.address}</dd>
      </dl>
      <OrderReceipt order={order} />
    </div>
  );
}

/** A verified Khalti payment: the spec's words, then the order it paid for once it is here. */
function PaymentSuccessful({ order }: { order: Order | undefined }) {
  const { i18n } = useI18n();
  useDocumentTitle(i18n._({ id: 'page.success.title', message: 'Payment successful' }));
  return (
    <Page>
      <CenteredMessage
        mark={<Tick />}
        title={i18n._({ id: 'success.paid', message: 'Your payment was successful' })}
        actions={<OnwardLinks />}
      >
        <p>{i18n._({ id: 'success.thanks', message: 'Thank you for shopping with us.' })}</p>
        {order && (
          <PlacedOrder
            order={order}
            totalLabel={i18n._({ id: 'success.totalPaid', message: 'Total paid' })}
          />
        )}
      </CenteredMessage>
    </Page>
  );
}

/** The thank-you of a cash-on-delivery order. */
function CashOrderThanks({ order }: { order: Order }) {
  const { i18n } = useI18n();
  const title = i18n._({ id: 'success.cash.title', message: 'Thank you for your order' });
  useDocumentTitle(title);
  return (
    <Page>
      <CenteredMessage mark={<Tick />} title={title} actions={<OnwardLinks />}>
        <PlacedOrder
          order={order}
          totalLabel={i18n._({ id: 'success.cash.toPay', message: 'To pay in cash on delivery' })}
        />
        <p>{i18n._({ id: 'success.cash.emailed', message: 'We have e-mailed you a confirmation.' })}</p>
      </CenteredMessage>
    </Page>
  );
}
