import { Link } from 'react-router-dom';
import { RETURN_WINDOW_DAYS } from '@pashmina/contracts';
import { formatCount, SHOP_INFO, STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import styles from './ReturnAndExchangePage.module.css';

/** /ReturnAndExchange: the policy, with its return window. */
export function ReturnAndExchangePage() {
  const { i18n, language } = useI18n();
  const days = formatCount(RETURN_WINDOW_DAYS, language);
  return (
    <InfoPage
      title={i18n._({ id: 'page.returnAndExchange.title', message: 'Return and Exchange' })}
      intro={i18n._({
        id: 'returns.intro',
        message: 'Not quite right? You can return or exchange any item within {days} days of delivery.',
        values: { days },
      })}
    >
      <div className={styles.policy}>
        <section aria-labelledby="policy-window">
          <h2 id="policy-window">
            {i18n._({ id: 'returns.promise', message: 'Our {days}-day promise', values: { days } })}
          </h2>
          <p>
            {i18n._({
              id: 'returns.promise.text',
              message:
                'Every piece is woven and finished by hand, and we want you to love it. If you are not completely happy, you may return or exchange it within',
            })}{' '}
            <strong>{i18n._({ id: 'returns.days', message: '{days} days', values: { days } })}</strong>{' '}
            {i18n._({ id: 'returns.promise.end', message: 'of the day it was delivered to you.' })}
          </p>
        </section>

        <section aria-labelledby="policy-conditions">
          <h2 id="policy-conditions">{i18n._({ id: 'returns.what', message: 'What can be returned' })}</h2>
          <ul>
            <li>
              {i18n._({
                id: 'returns.what.unused',
                message: 'Items that are unused, unwashed and in the condition you received them.',
              })}
            </li>
            <li>
              {i18n._({ id: 'returns.what.tags', message: 'Items with their original tags and packaging.' })}
            </li>
            <li>
              {i18n._({
                id: 'returns.what.inTime',
                message: 'Items returned within {days} days of delivery.',
                values: { days },
              })}
            </li>
          </ul>
          <p>
            {i18n._({
              id: 'returns.custom',
              message:
                'Pieces made or altered to your own measurements or design (product customization) cannot be returned, unless they arrive damaged or different from what was agreed.',
            })}
          </p>
        </section>

        <section aria-labelledby="policy-how">
          <h2 id="policy-how">{i18n._({ id: 'returns.how', message: 'How to return or exchange' })}</h2>
          <ol>
            <li>
              <Link to={STOREFRONT_ROUTES.contactUs}>
                {i18n._({ id: 'nav.contactUs', message: 'Contact us' })}
              </Link>{' '}
              {i18n._({ id: 'returns.how.writeTo', message: 'or write to' })}{' '}
              <a href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</a>{' '}
              {i18n._({
                id: 'returns.how.with',
                message: 'with your order id and the item you wish to return or exchange.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'returns.how.reply',
                message: 'We reply within two working days with the return address and the next steps.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'returns.how.send',
                message: 'Send the item back, well packed. You may also bring it to our shop in {address}.',
                values: { address: SHOP_INFO.address },
              })}
            </li>
            <li>
              {i18n._({
                id: 'returns.how.done',
                message: 'Once we have checked the item, we send your exchange or refund your payment.',
              })}
            </li>
          </ol>
        </section>

        <section aria-labelledby="policy-refunds">
          <h2 id="policy-refunds">{i18n._({ id: 'returns.refunds', message: 'Refunds' })}</h2>
          <p>
            {i18n._({
              id: 'returns.refunds.text',
              message:
                'Refunds go back through the way you paid: to your Khalti wallet for wallet payments, or by bank transfer for cash on delivery, within 7 working days of our receiving the item. Delivery charges are refunded only when the item was damaged or not what you ordered.',
            })}
          </p>
        </section>

        <section aria-labelledby="policy-damaged">
          <h2 id="policy-damaged">{i18n._({ id: 'returns.damaged', message: 'Damaged or wrong items' })}</h2>
          <p>
            {i18n._({
              id: 'returns.damaged.text',
              message:
                'If something arrives damaged or is not what you ordered, tell us within {days} days and we will replace it or refund it in full, including delivery, at no cost to you.',
              values: { days },
            })}
          </p>
        </section>
      </div>
    </InfoPage>
  );
}
