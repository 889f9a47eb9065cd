// The API queries the storefront's pages open with, in one place: the pages' components ask them, and the
// storefront's table of landing pages (storefront/src/landing/pages.ts) names them for the shop's server.
import { HOME_SECTION_SIZE, type ProductListQuery } from '@pashmina/contracts';

/** The featured products ('Check our selection' and the hero's pictures; the cart's suggestions too). */
export const FEATURED_QUERY: ProductListQuery = { featured: true, limit: HOME_SECTION_SIZE };
/** The home page's New Arrivals and Best Sellers sections. */
export const HOME_SECTION_QUERY = { limit: HOME_SECTION_SIZE };

/** Each list page's own restriction, before the shopper's filters. */
export const LISTING_BASES = {
  women: { genderCategory: 'women' },
  men: { genderCategory: 'men' },
  newArrivals: { newArrival: true, sort: 'newest' },
  bestsellers: { bestSeller: true, sort: 'best-selling' },
} as const satisfies Record<string, ProductListQuery>;
