import { STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { useGetNewArrivalsQuery } from '../../products/api/productsApi';
import { HomeProductSection } from './HomeProductSection';

/** New arrivals on the home page: the first 8 (SPEC §9). */
export const HOME_NEW_ARRIVALS = 8;
/** SPEC §2, exactly. */
export const NO_NEW_ARRIVALS = 'No new arrivals available at this time.';

const QUERY = { limit: HOME_NEW_ARRIVALS };

export function NewArrivals() {
  const { data, isLoading, isError, refetch } = useGetNewArrivalsQuery(QUERY);
  return (
    <HomeProductSection
      id="home-new-arrivals"
      title="New Arrivals"
      subtitle="Fresh from the looms this month."
      viewMoreTo={STOREFRONT_ROUTES.newArrivals}
      listLabel="New arrivals"
      emptyMessage={NO_NEW_ARRIVALS}
      errorMessage="We could not load the new arrivals right now."
      products={data?.slice(0, HOME_NEW_ARRIVALS)}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
