import { Link, useNavigate } from 'react-router-dom';
import type { Product, ProductVariant } from '@pashmina/contracts';
import {
  Button,
  cartLineAdded,
  nepaliNameOf,
  selectIsInCart,
  STOREFRONT_ROUTES,
  toast,
  useAppDispatch,
  useAppSelector,
  type ButtonProps,
  useI18n,
} from '@pashmina/shared-ui';
import type { VariantChoice } from '../useVariantChoice';
import { chooseText } from '../variantChoice';
import { focusOption } from './VariantPicker';
import styles from './ProductDetail.module.css';

export const ALREADY_IN_CART = 'This item is already in your cart.';

/**
 * Adds the product (with variants: the chosen variant) at quantity 1 and goes to the cart; one already there is
 * refused (docs/rules.md, Cart). The page's button and the phone's bar (BuyBar) share it, so both always do the same.
 */
export function useAddToCart(product: Product, variant: ProductVariant | null = null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inCart = useAppSelector((state) => selectIsInCart(state, product._id, variant?._id));
  const { i18n } = useI18n();

  const add = () => {
    if (inCart) {
      toast.error(i18n._({ id: 'cart.alreadyIn', message: 'This item is already in your cart.' }));
      return;
    }
    dispatch(
      cartLineAdded({
        _id: product._id,
        ...(variant ? { variant: variant._id, variantLabel: variant.label } : {}),
        name: product.productName,
        // Only a product with a Nepali name adds one: a cart line is stored as it always was otherwise.
        ...(nepaliNameOf(product) ? { nameNe: nepaliNameOf(product) } : {}),
        productImg: variant?.image?.productThumb ?? product.productThumb,
        size: product.size,
        price: product.price,
        discount: product.discount,
        max: variant ? variant.stock : product.stock,
      }),
    );
    navigate(STOREFRONT_ROUTES.cart);
  };
  return { inCart, add };
}

/**
 * 'Add to Cart'; for a product with options, 'Choose a colour' (the first option not chosen), which brings the
 * shopper to that option, until every option is chosen, and 'Out of stock' (disabled) for a choice not in stock.
 */
export function BuyButton({
  product,
  chosen,
  ...props
}: { product: Product; chosen: VariantChoice } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { add } = useAddToCart(product, chosen.variant);
  const { i18n } = useI18n();
  if (product.options.length > 0 && chosen.unchosen !== null) {
    const option = chosen.unchosen;
    return (
      <Button {...props} variant="secondary" onClick={() => focusOption(product._id, option)}>
        {chooseText(i18n, option)}
      </Button>
    );
  }
  if (product.options.length > 0 && (!chosen.variant || chosen.variant.stock < 1)) {
    return (
      <Button {...props} disabled>
        {i18n._({ id: 'product.variantOutOfStock', message: 'Out of stock' })}
      </Button>
    );
  }
  return (
    <Button {...props} onClick={add}>
      {i18n._({ id: 'product.addToCart', message: 'Add to Cart' })}
    </Button>
  );
}

export function AddToCart({ product, chosen }: { product: Product; chosen: VariantChoice }) {
  const { inCart } = useAddToCart(product, chosen.variant);
  const { i18n } = useI18n();
  return (
    <div className={styles.addToCart}>
      <BuyButton product={product} chosen={chosen} size="lg" fullWidth />
      {inCart && (
        <p className={styles.inCart}>
          {i18n._({ id: 'product.inCart', message: 'This item is in your cart.' })}{' '}
          <Link to={STOREFRONT_ROUTES.cart}>{i18n._({ id: 'product.viewCart', message: 'View cart' })}</Link>
        </p>
      )}
    </div>
  );
}
