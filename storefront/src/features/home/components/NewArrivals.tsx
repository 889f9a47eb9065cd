import { HOME_SECTION_SIZE } from '@pashmina/contracts';
import { HOME_SECTION_QUERY, STOREFRONT_ROUTES, useGetNewArrivalsQuery } from '@pashmina/shared-ui';
import { HomeProductSection } from './HomeProductSection';

/** Exactly this text. */
export const NO_NEW_ARRIVALS = 'No new arrivals available at this time.';

export function NewArrivals() {
  const { data, isLoading, isError, refetch } = useGetNewArrivalsQuery(HOME_SECTION_QUERY);
  return (
    <HomeProductSection
      id="home-new-arrivals"
      title="New Arrivals"
      subtitle="Fresh from the looms this month."
      viewMoreTo={STOREFRONT_ROUTES.newArrivals}
      listLabel="New arrivals"
      emptyMessage={NO_NEW_ARRIVALS}
      errorMessage="We could not load the new arrivals right now."
      products={data?.slice(0, HOME_SECTION_SIZE)}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
