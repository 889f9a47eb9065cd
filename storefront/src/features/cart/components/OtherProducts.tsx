import { CART_OTHER_PRODUCTS } from '@pashmina/contracts';
import {
  EmptyState,
  ProductGrid,
  SectionHeading,
  Spinner,
  STOREFRONT_ROUTES,
  type CartLine,
  useI18n,
} from '@pashmina/shared-ui';
import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import styles from './CartPage.module.css';

/** Featured products that are not in the cart yet (docs/rules.md, Cart). */
export function OtherProducts({ lines }: { lines: CartLine[] }) {
  const { data, isLoading, isError } = useFeaturedProducts();
  const { i18n } = useI18n();
  const title = i18n._({ id: 'cart.otherProducts', message: 'Other products' });
  // A failure hides the section: it is a suggestion, not part of the cart.
  if (isError) return null;
  const inCart = new Set(lines.map((l) => l._id));
  const products = (data?.products ?? []).filter((p) => !inCart.has(p._id)).slice(0, CART_OTHER_PRODUCTS);
  return (
    <section className={styles.others} aria-labelledby="cart-others">
      <SectionHeading id="cart-others" title={title} viewMoreTo={STOREFRONT_ROUTES.womenProducts} />
      {isLoading ? (
        <Spinner />
      ) : (
        <ProductGrid
          products={products}
          maxColumns={4}
          aria-label={title}
          empty={
            <EmptyState compact message={i18n._({ id: 'products.none', message: 'No products to show.' })} />
          }
        />
      )}
    </section>
  );
}
