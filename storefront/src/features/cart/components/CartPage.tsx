import { useCallback, useState, type ReactNode } from 'react';
import { districtName, payableRupees } from '@pashmina/contracts';
import {
  Button,
  cartCleared,
  EmptyState,
  formatAmount,
  LinkButton,
  selectCartLines,
  STOREFRONT_ROUTES,
  useAppDispatch,
  useAppSelector,
  useDocumentTitle,
  useI18n,
} from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { useCartDelivery } from '../../../hooks/useCartDelivery';
import { useCartDiscount } from '../../../hooks/useCartDiscount';
import { CartCheck } from './CartCheck';
import { AppliedDiscount, DiscountCode } from './DiscountCode';
import { CartTable } from './CartTable';
import { OtherProducts } from './OtherProducts';
import styles from './CartPage.module.css';

export interface CartPageProps {
  /** Billing, payment choice and Checkout, beside the cart (the checkout feature's panel). */
  aside?: ReactNode;
  /** A message above the cart, e.g. the outcome of a payment the shopper returns from. */
  notice?: ReactNode;
  /** Cash on delivery is chosen: the total is shown as cash pays it, in whole rupees (docs/rules.md, Checkout). */
  inCash?: boolean;
}

/** /Cart: the lines, a discount code, the delivery to the shopper's district, their total, Clear Cart, the checkout panel and a few other products. */
export function CartPage({ aside, notice, inCash = false }: CartPageProps) {
  const { i18n, language } = useI18n();
  const money = (rupees: number) => formatAmount(rupees, language);
  useDocumentTitle(i18n._({ id: 'page.cart.title', message: 'Cart' }));
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const discount = useCartDiscount();
  const delivery = useCartDelivery(discount.total);
  const shipping = lines.length > 0 && delivery.terms;
  const { amount: total, cashRounding } = payableRupees(delivery.total, inCash);
  const [updates, setUpdates] = useState<string[]>([]);
  const notify = useCallback(
    (message: string) => setUpdates((seen) => (seen.includes(message) ? seen : [...seen, message])),
    [],
  );

  return (
    <Page>
      <h1 className={styles.title}>{i18n._({ id: 'page.cart.title', message: 'Cart' })}</h1>
      {notice}
      {updates.length > 0 && (
        <div className={styles.updates} role="status">
          <p className={styles.updatesTitle}>
            {i18n._({ id: 'cart.updated', message: 'Your cart was updated:' })}
          </p>
          <ul>
            {updates.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <CartCheck lines={lines} notify={notify} />
      <div className={styles.layout}>
        <section aria-labelledby="cart-items" className={styles.items}>
          <h2 id="cart-items" className="visually-hidden">
            {i18n._({ id: 'cart.items', message: 'Items' })}
          </h2>
          {lines.length === 0 ? (
            <EmptyState
              title={i18n._({ id: 'cart.empty.title', message: 'Your cart is empty.' })}
              message={i18n._({
                id: 'cart.empty.message',
                message: 'Find a shawl, muffler or poncho you love and it will wait for you here.',
              })}
              action={
                <LinkButton to={STOREFRONT_ROUTES.womenProducts}>
                  {i18n._({ id: 'cart.continueShopping', message: 'Continue shopping' })}
                </LinkButton>
              }
            />
          ) : (
            <CartTable lines={lines} />
          )}
          {lines.length > 0 && <DiscountCode discount={discount} />}
          <div className={styles.summary}>
            {(discount.code || shipping || cashRounding > 0) && lines.length > 0 && (
              <p className={styles.subtotal}>
                <span>{i18n._({ id: 'cart.subtotal', message: 'Subtotal' })}</span>{' '}
                <strong>{money(discount.subtotal)}</strong>
              </p>
            )}
            {lines.length > 0 && <AppliedDiscount discount={discount} />}
            {shipping && (
              <p className={styles.delivery} data-testid="cart-delivery">
                {delivery.fee === 0
                  ? i18n._({
                      id: 'cart.delivery.free',
                      message: 'Free delivery to {district}',
                      values: { district: districtName(delivery.district, language) },
                    })
                  : i18n._({
                      id: 'cart.delivery.fee',
                      message: 'Delivery to {district}: {fee}',
                      values: {
                        district: districtName(delivery.district, language),
                        fee: money(delivery.fee),
                      },
                    })}
              </p>
            )}
            {shipping && delivery.moreForFree !== null && (
              <p className={styles.freeHint}>
                {i18n._({
                  id: 'cart.delivery.freeHint',
                  message: 'Add {amount} more for free delivery',
                  values: { amount: money(delivery.moreForFree) },
                })}
              </p>
            )}
            {cashRounding > 0 && (
              <p className={styles.rounding}>
                <span>{i18n._({ id: 'cart.rounding', message: 'Rounding' })}:</span>{' '}
                <strong>−{money(cashRounding)}</strong>
              </p>
            )}
            <p className={styles.total}>
              <span>{i18n._({ id: 'cart.total', message: 'Total' })}</span> <strong>{money(total)}</strong>
            </p>
            {lines.length > 0 && <ClearCart onClear={() => dispatch(cartCleared())} />}
          </div>
        </section>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      <OtherProducts lines={lines} />
    </Page>
  );
}

/** 'Clear Cart' asks first, in place: every line goes only once the shopper says so; 'Keep my cart' keeps them. */
function ClearCart({ onClear }: { onClear: () => void }) {
  const { i18n } = useI18n();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {i18n._({ id: 'cart.clear', message: 'Clear Cart' })}
      </Button>
    );
  return (
    <div className={styles.clearAsk} role="group" aria-labelledby="clear-cart-question">
      <p id="clear-cart-question" className={styles.clearQuestion}>
        {i18n._({ id: 'cart.clear.question', message: 'Remove every item from your cart?' })}
      </p>
      <Button
        onClick={() => {
          setAsking(false);
          onClear();
        }}
      >
        {i18n._({ id: 'cart.clear.confirm', message: 'Clear the cart' })}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)} autoFocus>
        {i18n._({ id: 'cart.clear.keep', message: 'Keep my cart' })}
      </Button>
    </div>
  );
}
