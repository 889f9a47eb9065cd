// The API queries the storefront's pages open with, in one place, so that the shell can start a page's first
// request while the storefront remote is still downloading (prefetchPageData), and the page then finds it in
// RTK Query's cache under the very same arguments.
import { HOME_SECTION_SIZE, type ProductListQuery } from '@pashmina/contracts';
import type { AppDispatch } from '../state/store';
import { STOREFRONT_ROUTES } from '../state/routes';
import { listingQuery, readFilters } from './listingParams';
import { productsApi } from './products';

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

const LISTING_PATHS: Record<string, ProductListQuery> = {
  [STOREFRONT_ROUTES.womenProducts.toLowerCase()]: LISTING_BASES.women,
  [STOREFRONT_ROUTES.menProducts.toLowerCase()]: LISTING_BASES.men,
  [STOREFRONT_ROUTES.newArrivals.toLowerCase()]: LISTING_BASES.newArrivals,
  [STOREFRONT_ROUTES.bestsellers.toLowerCase()]: LISTING_BASES.bestsellers,
};

const HOME_PATHS = new Set([STOREFRONT_ROUTES.home, STOREFRONT_ROUTES.homeAlias.toLowerCase()]);
const PRODUCT_PATH = /^\/singleproducts\/([^/]+)\/?$/i;

/**
 * Starts the requests the page at `pathname` + `search` opens with (nothing for other pages). Routes match
 * without regard to case, as the router does. Nothing is subscribed: the page's own query picks the answer up.
 */
export function prefetchPageData(dispatch: AppDispatch, pathname: string, search: string): void {
  let path = pathname.toLowerCase();
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const prefetch = productsApi.util.prefetch;
  if (HOME_PATHS.has(path)) {
    dispatch(prefetch('getProducts', FEATURED_QUERY, {}));
    dispatch(prefetch('getNewArrivals', HOME_SECTION_QUERY, {}));
    dispatch(prefetch('getBestsellers', HOME_SECTION_QUERY, {}));
    return;
  }
  const base = LISTING_PATHS[path];
  if (base) {
    dispatch(prefetch('getProducts', listingQuery(base, readFilters(new URLSearchParams(search))), {}));
    return;
  }
  const product = PRODUCT_PATH.exec(pathname);
  if (product) {
    let id: string;
    try {
      id = decodeURIComponent(product[1]);
    } catch {
      return;
    }
    dispatch(prefetch('getProduct', id, {}));
  }
}
