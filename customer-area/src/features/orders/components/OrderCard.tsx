import type { I18n } from '@lingui/core';
import {
  type CheckoutPaymentMethod,
  CANCELLED_NOTE,
  deliveredNote,
  methodOfStored,
  type Order,
  orderLabel,
  partlyRefundedNote,
  PROCESSING_NOTE,
  refundedOnNote,
  shippedNote,
} from '@pashmina/contracts';
import {
  buttonClassName,
  formatAmount,
  type Language,
  pathInLanguage,
  STOREFRONT_ROUTES,
  useI18n,
} from '@pashmina/shared-ui';
import { Link } from 'react-router-dom';
import {
  dateIn,
  formatDate,
  formatDateTime,
  OrderReceipt,
  OrderStatusBadge,
} from '@pashmina/shared-ui/panels';
import { ReturnRequestSection } from './ReturnRequestForm';
import styles from './OrdersPage.module.css';

export const COMPLETE_PAYMENT_LABEL = 'Complete payment';
export const PAYMENT_EXPIRED_NOTE = 'The payment link has expired. This order will be cancelled.';
export const PAYMENT_CHECKING_NOTE = 'Waiting for the payment to be confirmed.';

/** An instant as the page writes it: `<time>`, in Bikram Sambat on a Nepali page with the Gregorian day in its title. */
function When({
  iso,
  language,
  english,
}: {
  iso: string;
  language: Language;
  english: (iso: string) => string;
}) {
  const { text, title } = dateIn(iso, language, english);
  return (
    <time dateTime={iso} title={title}>
      {text}
    </time>
  );
}

/** The notes in the page's language (the English are the contracts' and this file's constants). */
function notes(i18n: I18n) {
  const ne = i18n.locale === 'ne';
  return {
    processing: ne ? i18n._({ id: 'order.note.processing', message: 'Processing' }) : PROCESSING_NOTE,
    cancelled: ne ? i18n._({ id: 'order.note.cancelled', message: 'Cancelled' }) : CANCELLED_NOTE,
    expired: ne
      ? i18n._({
          id: 'order.note.expired',
          message: 'The payment link has expired. This order will be cancelled.',
        })
      : PAYMENT_EXPIRED_NOTE,
    checking: ne
      ? i18n._({ id: 'order.note.checking', message: 'Waiting for the payment to be confirmed.' })
      : PAYMENT_CHECKING_NOTE,
    completePayment: ne
      ? i18n._({ id: 'order.completePayment', message: 'Complete payment' })
      : COMPLETE_PAYMENT_LABEL,
  };
}

/** What happens next with the order, under its badge; and what refunds gave back of it, when some did in part. */
function OrderNote({ order }: { order: Order }) {
  const { i18n, language } = useI18n();
  const partly = order.refunded > 0 && order.status !== 'refunded';
  return (
    <>
      <StatusNote order={order} />
      {partly && (
        <p className={styles.note}>
          {language === 'en'
            ? partlyRefundedNote(order.refunded)
            : i18n._({
                id: 'order.note.partlyRefunded',
                message: '{amount} refunded',
                values: { amount: formatAmount(order.refunded, language) },
              })}
        </p>
      )}
    </>
  );
}

/**
 * 'Shipped on <date> with <courier>', and the tracking link: the courier's own when it has one, else the shop's
 * tracking page filled in with the order's number and phone.
 */
function ShippedNote({ order }: { order: Order }) {
  const { i18n, language } = useI18n();
  const shipment = order.shipment;
  if (!shipment) return null;
  const trackPage = `${pathInLanguage(STOREFRONT_ROUTES.track, language)}?number=${order.orderNumber}&phone=${encodeURIComponent(order.customer_information.phone)}`;
  const link =
    i18n.locale === 'ne' ? i18n._({ id: 'order.trackLink', message: 'Track your order' }) : TRACK_LINK_LABEL;
  return (
    <p className={styles.note}>
      {language === 'en' ? (
        shippedNote(formatDate(shipment.shippedAt), shipment.courier)
      ) : (
        <>
          {i18n._({
            id: 'order.note.shipped',
            message: 'Shipped with {courier} on',
            values: { courier: shipment.courier },
          })}{' '}
          <When iso={shipment.shippedAt} language={language} english={formatDate} />
        </>
      )}{' '}
      · {shipment.trackingNumber} ·{' '}
      {shipment.trackingUrl ? (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      ) : (
        <Link to={trackPage}>{link}</Link>
      )}
    </p>
  );
}

export const TRACK_LINK_LABEL = 'Track your order';

function StatusNote({ order }: { order: Order }) {
  const { i18n, language } = useI18n();
  const note = notes(i18n);
  switch (order.status) {
    case 'delivered':
      if (language === 'en')
        return <p className={styles.note}>{deliveredNote(formatDate(order.updatedAt))}</p>;
      return (
        <p className={styles.note}>
          {i18n._({ id: 'order.note.delivered', message: 'Delivered on' })}{' '}
          <When iso={order.updatedAt} language={language} english={formatDate} />
        </p>
      );
    case 'paid':
    case 'cash on delivery':
      return <p className={styles.note}>{note.processing}</p>;
    case 'shipped':
      return <ShippedNote order={order} />;
    case 'cancelled':
      return <p className={styles.note}>{note.cancelled}</p>;
    case 'refunded': {
      // When: the refund's entry in the history (GET /orders/{id}); a list has none, and its last change is it.
      const at = order.statusHistory?.findLast((e) => e.status === 'refunded')?.at ?? order.updatedAt;
      if (language === 'en') return <p className={styles.note}>{refundedOnNote(formatDate(at))}</p>;
      return (
        <p className={styles.note}>
          {i18n._({ id: 'order.note.refundedOn', message: 'Refunded on' })}{' '}
          <When iso={at} language={language} english={formatDate} />
        </p>
      );
    }
    case 'awaiting payment': {
      const pending = order.pendingPayment;
      if (pending && !pending.expired)
        return (
          <p className={styles.note}>
            <a
              href={pending.payment_url}
              className={buttonClassName({ size: 'sm' })}
              aria-describedby={`order-${order._id}-title`}
            >
              {note.completePayment}
            </a>{' '}
            <span className={styles.muted}>
              {i18n._({ id: 'order.payBefore', message: 'before' })}{' '}
              <When iso={pending.expires_at} language={language} english={formatDateTime} />
            </span>
          </p>
        );
      return <p className={styles.note}>{pending?.expired ? note.expired : note.checking}</p>;
    }
    default:
      return null;
  }
}

/** How the order is paid, in the page's language: the cart's names of the methods. */
function PaymentMethodLine({ order }: { order: Order }) {
  const { i18n } = useI18n();
  const names: Record<CheckoutPaymentMethod, string> = {
    khalti: i18n._({ id: 'checkout.khalti', message: 'Khalti' }),
    esewa: i18n._({ id: 'checkout.esewa', message: 'eSewa' }),
    cashOnDelivery: i18n._({ id: 'checkout.cash', message: 'Cash on Delivery' }),
  };
  return (
    <p className={styles.muted} data-testid="order-payment">
      {i18n._({
        id: 'order.paymentMethod',
        message: 'Payment: {method}',
        values: { method: names[methodOfStored(order.payment_method)] },
      })}
    </p>
  );
}

/**
 * One order of 'My orders': its number (what a customer reads out on the phone) and id, when, what, how much, its
 * status and what happens next.
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-${order._id}-title`;
  const { i18n, language } = useI18n();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {i18n._({
            id: 'order.title',
            message: 'Order {number}',
            values: { number: orderLabel(order.orderNumber, language) },
          })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className={styles.muted}>
        {i18n._({ id: 'order.id', message: 'Order ID' })} <span className={styles.id}>{order._id}</span>
      </p>
      <p className={styles.muted} data-testid="order-placed">
        {i18n._({ id: 'order.placedOn', message: 'Placed on' })}{' '}
        <When iso={order.createdAt} language={language} english={formatDateTime} />
      </p>
      <PaymentMethodLine order={order} />
      <OrderReceipt order={order} />
      <OrderNote order={order} />
      {(order.status === 'delivered' || order.returnRequest) && <ReturnRequestSection order={order} />}
    </article>
  );
}
