import { BEST_SELLER_THRESHOLD } from '@pashmina/contracts';
import { HOME_SECTION_QUERY, STOREFRONT_ROUTES, useGetBestsellersQuery } from '@pashmina/shared-ui';
import { HomeProductSection } from './HomeProductSection';

export function Bestsellers() {
  const { data, isLoading, isError, refetch } = useGetBestsellersQuery(HOME_SECTION_QUERY);
  // The server already applies the threshold; checking again keeps the rule visible here.
  const products = data?.filter((p) => p.quantitySold >= BEST_SELLER_THRESHOLD);
  return (
    <HomeProductSection
      id="home-bestsellers"
      title="Best sellers"
      subtitle="The pieces our customers come back for."
      viewMoreTo={STOREFRONT_ROUTES.bestsellers}
      listLabel="Best sellers"
      emptyMessage="No best sellers to show yet."
      errorMessage="We could not load the best sellers right now."
      products={products}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
