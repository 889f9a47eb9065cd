import {
  EmptyState,
  ErrorState,
  ProductGrid,
  SectionHeading,
  Spinner,
  STOREFRONT_ROUTES,
} from '@pashmina/shared-ui';
import { FEATURED_QUERY, useGetProductsQuery } from '../../products/api/productsApi';
import { Container } from '../../../components/Page';
import styles from './HomeSection.module.css';

/** 'Check our selection': the featured products, with View More to /WomenProduct. */
export function FeaturedProducts() {
  const { data, isLoading, isError, refetch } = useGetProductsQuery(FEATURED_QUERY);
  return (
    <section className={styles.section} aria-labelledby="home-featured">
      <Container>
        <SectionHeading
          id="home-featured"
          title="Check our selection"
          subtitle="Pieces our family has chosen for this season."
          viewMoreTo={STOREFRONT_ROUTES.womenProducts}
        />
        {isLoading ? (
          <Spinner />
        ) : isError ? (
          <ErrorState
            compact
            message="We could not load our selection right now."
            onRetry={() => void refetch()}
          />
        ) : (
          <ProductGrid
            products={data?.products ?? []}
            maxColumns={4}
            aria-label="Featured products"
            empty={<EmptyState compact message="No products to show." />}
          />
        )}
      </Container>
    </section>
  );
}
