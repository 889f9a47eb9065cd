import { STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import { HomeProductSection } from './HomeProductSection';

/** 'Check our selection': the featured products, with View More to /WomenProduct. */
export function FeaturedProducts() {
  const { data, isLoading, isError, refetch } = useFeaturedProducts();
  return (
    <HomeProductSection
      id="home-featured"
      title="Check our selection"
      subtitle="Pieces our family has chosen for this season."
      viewMoreTo={STOREFRONT_ROUTES.womenProducts}
      listLabel="Featured products"
      emptyMessage="No products to show."
      errorMessage="We could not load our selection right now."
      products={data?.products}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
