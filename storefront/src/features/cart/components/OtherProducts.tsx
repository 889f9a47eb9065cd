import { CART_OTHER_PRODUCTS } from '@pashmina/contracts';
import {
  EmptyState,
  ProductGrid,
  SectionHeading,
  Spinner,
  STOREFRONT_ROUTES,
  type CartLine,
} from '@pashmina/shared-ui';
import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import styles from './CartPage.module.css';

/** Featured products that are not in the cart yet (docs/rules.md, Cart). */
export function OtherProducts({ lines }: { lines: CartLine[] }) {
  const { data, isLoading, isError } = useFeaturedProducts();
  // A failure hides the section: it is a suggestion, not part of the cart.
  if (isError) return null;
  const inCart = new Set(lines.map((l) => l._id));
  const products = (data?.products ?? []).filter((p) => !inCart.has(p._id)).slice(0, CART_OTHER_PRODUCTS);
  return (
    <section className={styles.others} aria-labelledby="cart-others">
      <SectionHeading id="cart-others" title="Other products" viewMoreTo={STOREFRONT_ROUTES.womenProducts} />
      {isLoading ? (
        <Spinner />
      ) : (
        <ProductGrid
          products={products}
          maxColumns={4}
          aria-label="Other products"
          empty={<EmptyState compact message="No products to show." />}
        />
      )}
    </section>
  );
}
