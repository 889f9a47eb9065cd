import { HOME_SECTION_SIZE, type ProductListQuery } from '@pashmina/contracts';
import { useGetProductsQuery } from '@pashmina/shared-ui';

/** The featured products ('Check our selection'); one query, so the home page and the cart share its cache. */
export const FEATURED_QUERY: ProductListQuery = { featured: true, limit: HOME_SECTION_SIZE };

export function useFeaturedProducts() {
  return useGetProductsQuery(FEATURED_QUERY);
}
