import { FEATURED_QUERY, useGetProductsQuery } from '@pashmina/shared-ui';

/** The featured products ('Check our selection'); one query, so the home page and the cart share its cache. */
export function useFeaturedProducts() {
  return useGetProductsQuery(FEATURED_QUERY);
}
