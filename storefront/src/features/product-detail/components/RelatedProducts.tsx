import type { Product } from '@pashmina/contracts';
import { EmptyState, ErrorState, ProductGrid, SectionHeading, Spinner } from '@pashmina/shared-ui';
import { relatedQuery, useGetProductsQuery } from '../../products/api/productsApi';
import styles from './ProductDetail.module.css';

/** Up to 4 products of the same general and gender category (SPEC §2). */
export function RelatedProducts({ product }: { product: Product }) {
  const { currentData, isFetching, isError, refetch } = useGetProductsQuery(relatedQuery(product));
  const related = (currentData?.products ?? []).filter((p) => p._id !== product._id).slice(0, 4);
  return (
    <section className={styles.related} aria-labelledby="related-products">
      <SectionHeading id="related-products" title="Related products" />
      {!currentData && isFetching ? (
        <Spinner />
      ) : isError ? (
        <ErrorState compact message="We could not load related products." onRetry={() => void refetch()} />
      ) : (
        <ProductGrid
          products={related}
          maxColumns={4}
          aria-label="Related products"
          empty={<EmptyState compact message="No products to show." />}
        />
      )}
    </section>
  );
}
