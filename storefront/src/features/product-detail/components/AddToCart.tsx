import { Link, useNavigate } from 'react-router-dom';
import type { Product } from '@pashmina/contracts';
import {
  Button,
  cartLineAdded,
  nepaliNameOf,
  selectIsInCart,
  STOREFRONT_ROUTES,
  toast,
  useAppDispatch,
  useAppSelector,
  useI18n,
} from '@pashmina/shared-ui';
import styles from './ProductDetail.module.css';

export const ALREADY_IN_CART = 'This item is already in your cart.';

/**
 * Adds the product at quantity 1 and goes to the cart; a product already there is refused (docs/rules.md, Cart).
 * The page's button and the phone's bar (BuyBar) share it, so both always do the same.
 */
export function useAddToCart(product: Product) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inCart = useAppSelector((state) => selectIsInCart(state, product._id));
  const { i18n } = useI18n();

  const add = () => {
    if (inCart) {
      toast.error(i18n._({ id: 'cart.alreadyIn', message: 'This item is already in your cart.' }));
      return;
    }
    dispatch(
      cartLineAdded({
        _id: product._id,
        name: product.productName,
        // Only a product with a Nepali name adds one: a cart line is stored as it always was otherwise.
        ...(nepaliNameOf(product) ? { nameNe: nepaliNameOf(product) } : {}),
        productImg: product.productThumb,
        size: product.size,
        price: product.price,
        discount: product.discount,
        max: product.stock,
      }),
    );
    navigate(STOREFRONT_ROUTES.cart);
  };
  return { inCart, add };
}

export function AddToCart({ product }: { product: Product }) {
  const { inCart, add } = useAddToCart(product);
  const { i18n } = useI18n();
  return (
    <div className={styles.addToCart}>
      <Button size="lg" fullWidth onClick={add}>
        {i18n._({ id: 'product.addToCart', message: 'Add to Cart' })}
      </Button>
      {inCart && (
        <p className={styles.inCart}>
          {i18n._({ id: 'product.inCart', message: 'This item is in your cart.' })}{' '}
          <Link to={STOREFRONT_ROUTES.cart}>{i18n._({ id: 'product.viewCart', message: 'View cart' })}</Link>
        </p>
      )}
    </div>
  );
}
