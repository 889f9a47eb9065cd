import { BEST_SELLER_THRESHOLD } from '@pashmina/contracts';
import { HOME_SECTION_QUERY, STOREFRONT_ROUTES, useGetBestsellersQuery, useI18n } from '@pashmina/shared-ui';
import { HomeProductSection } from './HomeProductSection';

export function Bestsellers() {
  const { data, isLoading, isError, refetch } = useGetBestsellersQuery(HOME_SECTION_QUERY);
  // The server already applies the threshold; checking again keeps the rule visible here.
  const products = data?.filter((p) => p.quantitySold >= BEST_SELLER_THRESHOLD);
  const { i18n } = useI18n();
  const title = i18n._({ id: 'home.bestsellers', message: 'Best sellers' });
  return (
    <HomeProductSection
      id="home-bestsellers"
      title={title}
      subtitle={i18n._({
        id: 'home.bestsellers.subtitle',
        message: 'The pieces our customers come back for.',
      })}
      viewMoreTo={STOREFRONT_ROUTES.bestsellers}
      listLabel={title}
      emptyMessage={i18n._({ id: 'home.bestsellers.none', message: 'No best sellers to show yet.' })}
      errorMessage={i18n._({
        id: 'home.bestsellers.loadFailed',
        message: 'We could not load the best sellers right now.',
      })}
      products={products}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
