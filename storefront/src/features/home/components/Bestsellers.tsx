import { STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { useGetBestsellersQuery } from '../../products/api/productsApi';
import { HomeProductSection } from './HomeProductSection';

/** A best seller has sold at least this many units (SPEC §9). */
export const BESTSELLER_THRESHOLD = 5;
const HOME_BESTSELLERS = 8;
const QUERY = { limit: HOME_BESTSELLERS };

export function Bestsellers() {
  const { data, isLoading, isError, refetch } = useGetBestsellersQuery(QUERY);
  // The server already applies the threshold; checking again keeps the rule visible here.
  const products = data?.filter((p) => p.quantitySold >= BESTSELLER_THRESHOLD);
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
