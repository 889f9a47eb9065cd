import { RELATED_PRODUCTS, type Product } from '@pashmina/contracts';
import {
  EmptyState,
  ErrorState,
  ProductGrid,
  ProductGridSkeleton,
  SectionHeading,
  useGetProductsQuery,
  useI18n,
} from '@pashmina/shared-ui';
import { relatedQuery } from '../relatedQuery';
import styles from './ProductDetail.module.css';

/** A few products of the same general and gender category. */
export function RelatedProducts({ product }: { product: Product }) {
  const { currentData, isFetching, isError, refetch } = useGetProductsQuery(relatedQuery(product));
  const related = (currentData?.products ?? [])
    .filter((p) => p._id !== product._id)
    .slice(0, RELATED_PRODUCTS);
  const { i18n } = useI18n();
  const title = i18n._({ id: 'product.related', message: 'Related products' });
  return (
    <section className={styles.related} aria-labelledby="related-products">
      <SectionHeading id="related-products" title={title} />
      {!currentData && isFetching ? (
        <ProductGridSkeleton count={RELATED_PRODUCTS} maxColumns={4} />
      ) : isError ? (
        <ErrorState
          compact
          message={i18n._({
            id: 'product.related.loadFailed',
            message: 'We could not load related products.',
          })}
          onRetry={() => void refetch()}
        />
      ) : (
        <ProductGrid
          products={related}
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
