import { HOME_SECTION_SIZE } from '@pashmina/contracts';
import { HOME_SECTION_QUERY, STOREFRONT_ROUTES, useGetNewArrivalsQuery, useI18n } from '@pashmina/shared-ui';
import { HomeProductSection } from './HomeProductSection';

/** Exactly this text. */
export const NO_NEW_ARRIVALS = 'No new arrivals available at this time.';

export function NewArrivals() {
  const { data, isLoading, isError, refetch } = useGetNewArrivalsQuery(HOME_SECTION_QUERY);
  const { i18n } = useI18n();
  return (
    <HomeProductSection
      id="home-new-arrivals"
      title={i18n._({ id: 'collection.newArrivals.title', message: 'New Arrivals' })}
      subtitle={i18n._({ id: 'home.newArrivals.subtitle', message: 'Fresh from the looms this month.' })}
      viewMoreTo={STOREFRONT_ROUTES.newArrivals}
      listLabel={i18n._({ id: 'collection.newArrivals.list', message: 'New arrivals' })}
      emptyMessage={i18n._({
        id: 'home.newArrivals.none',
        message: 'No new arrivals available at this time.',
      })}
      errorMessage={i18n._({
        id: 'home.newArrivals.loadFailed',
        message: 'We could not load the new arrivals right now.',
      })}
      products={data?.slice(0, HOME_SECTION_SIZE)}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
