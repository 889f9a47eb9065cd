import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUS_LABELS, type OrderStatus, orderLabel, type TrackedOrder } from '@pashmina/contracts';
import { Button, errorMessage, useI18n } from '@pashmina/shared-ui';
import { useLazyTrackOrderQuery } from '@pashmina/shared-ui/orders';
import { InfoPage } from '../../../components/InfoPage';
import styles from './TrackPage.module.css';

/** A status in the page's language (the English are the contracts' labels). */
function useStatusName(): (status: OrderStatus) => string {
  const { i18n } = useI18n();
  return (status) => {
    if (i18n.locale !== 'ne') return ORDER_STATUS_LABELS[status] ?? status;
    const names: Record<OrderStatus, string> = {
      'awaiting payment': i18n._({ id: 'order.status.awaiting', message: 'Awaiting payment' }),
      'cash on delivery': i18n._({ id: 'order.status.cod', message: 'COD' }),
      paid: i18n._({ id: 'order.status.paid', message: 'paid' }),
      shipped: i18n._({ id: 'order.status.shipped', message: 'Shipped' }),
      delivered: i18n._({ id: 'order.status.delivered', message: 'delivered' }),
      cancelled: i18n._({ id: 'order.status.cancelled', message: 'cancelled' }),
      refunded: i18n._({ id: 'order.status.refunded', message: 'Refunded' }),
    };
    return names[status] ?? status;
  };
}

function When({ iso }: { iso: string }) {
  const { language } = useI18n();
  return (
    <time dateTime={iso}>
      {new Date(iso).toLocaleString(language === 'ne' ? 'ne-NP' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kathmandu',
      })}
    </time>
  );
}

function Tracked({ order }: { order: TrackedOrder }) {
  const { i18n, language } = useI18n();
  const statusName = useStatusName();
  return (
    <section className={styles.result} aria-labelledby="tracked-order">
      <h2 id="tracked-order">
        {i18n._({
          id: 'track.order',
          message: 'Order {number}',
          values: { number: orderLabel(order.number, language) },
        })}
      </h2>
      <p className={styles.status}>
        {i18n._({ id: 'track.status', message: 'Status:' })} <strong>{statusName(order.status)}</strong>
      </p>
      {order.delivery.district && (
        <p>
          {i18n._({
            id: 'track.district',
            message: 'Delivery to {district}',
            values: { district: order.delivery.district },
          })}
        </p>
      )}
      {order.shipment && (
        <p>
          {i18n._({
            id: 'track.shipment',
            message: 'With {courier}, tracking number {tracking}.',
            values: { courier: order.shipment.courier, tracking: order.shipment.trackingNumber },
          })}{' '}
          {order.shipment.trackingUrl && (
            <a href={order.shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
              {i18n._({ id: 'track.courierLink', message: 'Follow it on the courier’s page' })}
            </a>
          )}
        </p>
      )}
      <ol className={styles.history}>
        {order.history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <strong>{statusName(entry.status)}</strong> <When iso={entry.at} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /track (and /ne/track): an order by its number and the phone it was placed with, as the shipped e-mail's and
 * text's links fill them in (`?number=&phone=`): its status, steps, courier and district, nothing else.
 */
export function TrackPage() {
  const { i18n } = useI18n();
  const [params, setParams] = useSearchParams();
  const [number, setNumber] = useState(params.get('number') ?? '');
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const [track, result] = useLazyTrackOrderQuery();
  useEffect(() => {
    const n = params.get('number');
    const p = params.get('phone');
    if (n && p) void track({ number: n, phone: p });
  }, [params, track]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ number: number.trim(), phone: phone.trim() });
  };
  return (
    <InfoPage
      title={i18n._({ id: 'page.track.title', message: 'Track your order' })}
      intro={i18n._({
        id: 'track.intro',
        message: 'Enter your order number and the phone number you ordered with.',
      })}
    >
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="track-number">{i18n._({ id: 'track.number', message: 'Order number' })}</label>
        <input
          id="track-number"
          inputMode="numeric"
          required
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <label htmlFor="track-phone">{i18n._({ id: 'track.phone', message: 'Phone number' })}</label>
        <input
          id="track-phone"
          type="tel"
          inputMode="tel"
          required
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="submit" disabled={result.isFetching}>
          {i18n._({ id: 'track.submit', message: 'Track' })}
        </Button>
      </form>
      {result.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(result.error, i18n._({ id: 'track.failed', message: 'Could not find the order.' }))}
        </p>
      )}
      {result.data && !result.isError && <Tracked order={result.data} />}
    </InfoPage>
  );
}
