import { STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import { HomeProductSection } from './HomeProductSection';

/** 'Check our selection': the featured products, with View More to /WomenProduct. */
export function FeaturedProducts() {
  const { data, isLoading, isError, refetch } = useFeaturedProducts();
  const { i18n } = useI18n();
  return (
    <HomeProductSection
      id="home-featured"
      title={i18n._({ id: 'home.featured', message: 'Check our selection' })}
      subtitle={i18n._({
        id: 'home.featured.subtitle',
        message: 'Pieces our family has chosen for this season.',
      })}
      viewMoreTo={STOREFRONT_ROUTES.womenProducts}
      listLabel={i18n._({ id: 'home.featured.list', message: 'Featured products' })}
      emptyMessage={i18n._({ id: 'products.none', message: 'No products to show.' })}
      errorMessage={i18n._({
        id: 'home.featured.loadFailed',
        message: 'We could not load our selection right now.',
      })}
      products={data?.products}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
