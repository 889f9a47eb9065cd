// The pages shoppers land on from a search or an ad, in one table: what the storefront routes, what its server
// build renders as a page's first screen, and what the shop's server tells the browser to fetch early all come
// from here (docs/architecture.md, "Adding a landing page"). Each entry gives:
// - `paths`: its route patterns (the route table of shared-ui);
// - `chunk` and `load`: the chunk holding its code, and the import that makes that chunk (the webpackChunkName of
//   the import must be `chunk`: the shop's server preloads the chunk of that name);
// - `catalogPart`: its feature's part of the Nepali catalog, loaded with its code on a Nepali page (and preloaded by
//   the shop's server there);
// - `queries`: the API queries its first screen shows, as the page's own components ask them.
// What only the server build asks of a page (its largest picture, its head, when it is a 404) is in
// firstScreens.ts, keyed by the page's name: the browser, which routes and prefetches with this table, never
// downloads it.
import type { ComponentType } from 'react';
import {
  type CatalogPart,
  FEATURED_QUERY,
  HOME_SECTION_QUERY,
  LISTING_BASES,
  listingQuery,
  readFilters,
  STOREFRONT_ROUTES as R,
} from '@pashmina/shared-ui';

/** A query of shared-ui's productsApi, by endpoint and the very arguments the page's component passes. */
export type LandingQuery =
  | { endpoint: 'getProducts'; args: Parameters<typeof listingQuery>[0] }
  | { endpoint: 'getNewArrivals' | 'getBestsellers'; args: typeof HOME_SECTION_QUERY }
  | { endpoint: 'getProduct'; args: string };

/** The landing pages by name (firstScreens.ts keys its part of each by it). */
export type LandingPageName = 'home' | 'women' | 'men' | 'new-arrivals' | 'bestsellers' | 'product';

export interface LandingPage {
  name: LandingPageName;
  paths: readonly string[];
  chunk: string;
  load: () => Promise<ComponentType>;
  catalogPart: CatalogPart;
  /** `params` are the pattern's (`id`), `search` the page address's query. */
  queries: (params: Record<string, string>, search: URLSearchParams) => LandingQuery[];
}

const listingPages = () =>
  import(/* webpackChunkName: "page-listing" */ '../features/listing/components/ListingPages');

/** A list page: its own restriction, then the shopper's filters from the address. */
function listing(
  name: LandingPageName,
  base: (typeof LISTING_BASES)[keyof typeof LISTING_BASES],
  path: string,
  load: () => Promise<ComponentType>,
): LandingPage {
  return {
    name,
    paths: [path],
    chunk: 'page-listing',
    load,
    catalogPart: 'listing',
    queries: (_params, search) => [
      { endpoint: 'getProducts', args: listingQuery(base, readFilters(search)) },
    ],
  };
}

export const LANDING_PAGES: readonly LandingPage[] = [
  {
    name: 'home',
    paths: [R.home, R.homeAlias],
    chunk: 'page-home',
    load: () =>
      import(/* webpackChunkName: "page-home" */ '../features/home/components/HomePage').then(
        (m) => m.HomePage,
      ),
    catalogPart: 'home',
    queries: () => [
      { endpoint: 'getProducts', args: FEATURED_QUERY },
      { endpoint: 'getNewArrivals', args: HOME_SECTION_QUERY },
      { endpoint: 'getBestsellers', args: HOME_SECTION_QUERY },
    ],
  },
  listing('women', LISTING_BASES.women, R.womenProducts, () =>
    listingPages().then((m) => m.WomenProductsPage),
  ),
  listing('men', LISTING_BASES.men, R.menProducts, () => listingPages().then((m) => m.MenProductsPage)),
  listing('new-arrivals', LISTING_BASES.newArrivals, R.newArrivals, () =>
    listingPages().then((m) => m.NewArrivalsPage),
  ),
  listing('bestsellers', LISTING_BASES.bestsellers, R.bestsellers, () =>
    listingPages().then((m) => m.BestsellersPage),
  ),
  {
    name: 'product',
    paths: [R.singleProduct],
    chunk: 'page-product',
    load: () =>
      import(
        /* webpackChunkName: "page-product" */ '../features/product-detail/components/ProductDetailPage'
      ).then((m) => m.ProductDetailPage),
    catalogPart: 'product-detail',
    queries: (params) => [{ endpoint: 'getProduct', args: params.id }],
  },
];

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

/** The landing page at `pathname` and its pattern's parameters (matched as the router does: any case), or null. */
export function landingPageAt(
  pathname: string,
): { page: LandingPage; params: Record<string, string> } | null {
  const raw = pathname.split('/').filter(Boolean);
  const parts = raw.map((part) => part.toLowerCase());
  for (const page of LANDING_PAGES) {
    for (const path of page.paths) {
      const pattern = segments(path);
      if (pattern.length !== parts.length) continue;
      if (!pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i])) continue;
      const params: Record<string, string> = {};
      try {
        pattern.forEach((seg, i) => {
          if (seg.startsWith(':'))
            params[path.split('/').filter(Boolean)[i].slice(1)] = decodeURIComponent(raw[i]);
        });
      } catch {
        return null;
      }
      return { page, params };
    }
  }
  return null;
}
