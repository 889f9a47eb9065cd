import { useCallback, useState, type ReactNode } from 'react';
import {
  CASH_ROUNDING_LABEL,
  cartDeliveryLine,
  formatCashRounding,
  freeDeliveryHint,
  payableRupees,
} from '@pashmina/contracts';
import {
  Button,
  cartCleared,
  EmptyState,
  formatRupees,
  LinkButton,
  selectCartLines,
  STOREFRONT_ROUTES,
  useAppDispatch,
  useAppSelector,
  useDocumentTitle,
} from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { useCartDelivery } from '../../../hooks/useCartDelivery';
import { useCartDiscount } from '../../../hooks/useCartDiscount';
import { CartCheck } from './CartCheck';
import { DiscountCode } from './DiscountCode';
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
  useDocumentTitle('Cart');
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
      <h1 className={styles.title}>Cart</h1>
      {notice}
      {updates.length > 0 && (
        <div className={styles.updates} role="status">
          <p className={styles.updatesTitle}>Your cart was updated:</p>
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
            Items
          </h2>
          {lines.length === 0 ? (
            <EmptyState
              title="Your cart is empty."
              message="Find a shawl, muffler or poncho you love and it will wait for you here."
              action={<LinkButton to={STOREFRONT_ROUTES.womenProducts}>Continue shopping</LinkButton>}
            />
          ) : (
            <CartTable lines={lines} />
          )}
          {lines.length > 0 && <DiscountCode discount={discount} />}
          <div className={styles.summary}>
            {(discount.check?.valid || shipping || cashRounding > 0) && (
              <p className={styles.subtotal}>
                <span>Subtotal</span> <strong>{formatRupees(discount.subtotal)}</strong>
              </p>
            )}
            {shipping && (
              <p className={styles.delivery} data-testid="cart-delivery">
                {cartDeliveryLine(delivery.district, delivery.fee)}
              </p>
            )}
            {shipping && delivery.moreForFree !== null && (
              <p className={styles.freeHint}>{freeDeliveryHint(delivery.moreForFree)}</p>
            )}
            {cashRounding > 0 && (
              <p className={styles.rounding}>
                <span>{CASH_ROUNDING_LABEL}:</span> <strong>{formatCashRounding(cashRounding)}</strong>
              </p>
            )}
            <p className={styles.total}>
              <span>Total</span> <strong>{formatRupees(total)}</strong>
            </p>
            {lines.length > 0 && (
              <Button variant="secondary" onClick={() => dispatch(cartCleared())}>
                Clear Cart
              </Button>
            )}
          </div>
        </section>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      <OtherProducts lines={lines} />
    </Page>
  );
}
