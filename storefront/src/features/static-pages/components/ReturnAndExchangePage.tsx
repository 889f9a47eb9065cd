import { Link } from 'react-router-dom';
import { RETURN_WINDOW_DAYS } from '@pashmina/contracts';
import { SHOP_INFO, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { InfoPage } from '../../../components/InfoPage';
import styles from './ReturnAndExchangePage.module.css';

/** /ReturnAndExchange: the policy, with its return window. */
export function ReturnAndExchangePage() {
  return (
    <InfoPage
      title="Return and Exchange"
      intro={`Not quite right? You can return or exchange any item within ${RETURN_WINDOW_DAYS} days of delivery.`}
    >
      <div className={styles.policy}>
        <section aria-labelledby="policy-window">
          <h2 id="policy-window">Our {RETURN_WINDOW_DAYS}-day promise</h2>
          <p>
            Every piece is woven and finished by hand, and we want you to love it. If you are not completely
            happy, you may return or exchange it within <strong>{RETURN_WINDOW_DAYS} days</strong> of the day
            it was delivered to you.
          </p>
        </section>

        <section aria-labelledby="policy-conditions">
          <h2 id="policy-conditions">What can be returned</h2>
          <ul>
            <li>Items that are unused, unwashed and in the condition you received them.</li>
            <li>Items with their original tags and packaging.</li>
            <li>Items returned within {RETURN_WINDOW_DAYS} days of delivery.</li>
          </ul>
          <p>
            Pieces made or altered to your own measurements or design (product customization) cannot be
            returned, unless they arrive damaged or different from what was agreed.
          </p>
        </section>

        <section aria-labelledby="policy-how">
          <h2 id="policy-how">How to return or exchange</h2>
          <ol>
            <li>
              <Link to={STOREFRONT_ROUTES.contactUs}>Contact us</Link> or write to{' '}
              <a href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</a> with your order id and the item you
              wish to return or exchange.
            </li>
            <li>We reply within two working days with the return address and the next steps.</li>
            <li>
              Send the item back, well packed. You may also bring it to our shop in {SHOP_INFO.address}.
            </li>
            <li>Once we have checked the item, we send your exchange or refund your payment.</li>
          </ol>
        </section>

        <section aria-labelledby="policy-refunds">
          <h2 id="policy-refunds">Refunds</h2>
          <p>
            Refunds go back through the way you paid: to your Khalti wallet for wallet payments, or by bank
            transfer for cash on delivery, within 7 working days of our receiving the item. Delivery charges
            are refunded only when the item was damaged or not what you ordered.
          </p>
        </section>

        <section aria-labelledby="policy-damaged">
          <h2 id="policy-damaged">Damaged or wrong items</h2>
          <p>
            If something arrives damaged or is not what you ordered, tell us within {RETURN_WINDOW_DAYS} days
            and we will replace it or refund it in full, including delivery, at no cost to you.
          </p>
        </section>
      </div>
    </InfoPage>
  );
}
