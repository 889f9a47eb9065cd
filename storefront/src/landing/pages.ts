// The pages shoppers land on from a search or an ad, in one table: what the storefront routes, what its server
// build renders as a page's first screen, and what the shop's server tells the browser to fetch early all come
// from here (docs/architecture.md, "Adding a landing page"). Each entry gives:
// - `paths`: its route patterns (the route table of shared-ui);
// - `chunk` and `load`: the chunk holding its code, and the import that makes that chunk (the webpackChunkName of
//   the import must be `chunk`: the shop's server preloads the chunk of that name);
// - `catalogPart`: its feature's part of the Nepali catalog, loaded with its code on a Nepali page (and preloaded by
//   the shop's server there);
// - `queries`: the API queries its first screen shows, as the page's own components ask them;
// - `picture`: which response holds its largest picture, how to find it there, and the `sizes` it is shown at;
// - `head`: the page's title, description, canonical link, link preview and structured data, made of its responses.
import type { ComponentType } from 'react';
import type { I18n } from '@lingui/core';
import type { Product } from '@pashmina/contracts';
import {
  CARD_SIZES,
  type CatalogPart,
  FEATURED_QUERY,
  HOME_SECTION_QUERY,
  LISTING_BASES,
  listingQuery,
  readFilters,
  STOREFRONT_ROUTES as R,
} from '@pashmina/shared-ui';
import type { ListRoute } from '@pashmina/shared-ui/seo';
import type { PageHead } from '@pashmina/shared-ui/seo-heads';
import { HERO_IMAGE_SIZES, heroProduct } from '../features/home/picture';
import { DETAIL_IMAGE_SIZES } from '../features/product-detail/picture';
import { pictureOf, startingChoice, VARIANT_PARAM } from '../features/product-detail/variantChoice';

/** A query of shared-ui's productsApi, by endpoint and the very arguments the page's component passes. */
export type LandingQuery =
  | { endpoint: 'getProducts'; args: Parameters<typeof listingQuery>[0] }
  | { endpoint: 'getNewArrivals' | 'getBestsellers'; args: typeof HOME_SECTION_QUERY }
  | { endpoint: 'getProduct'; args: string };

export interface LandingPage {
  name: string;
  paths: readonly string[];
  chunk: string;
  load: () => Promise<ComponentType>;
  catalogPart: CatalogPart;
  /** `params` are the pattern's (`id`), `search` the page address's query. */
  queries: (params: Record<string, string>, search: URLSearchParams) => LandingQuery[];
  picture: {
    /** Index into `queries` of the response holding the picture. */
    query: number;
    /** `search`: the address's query (a product page's `?variant=` shows that variant's picture). */
    pick: (
      response: unknown,
      search: URLSearchParams,
    ) => Pick<Product, 'productThumb' | 'productImg'> | undefined;
    sizes: string;
  };
  /**
   * The page's head from its responses (in the order of `queries`); `path` is the page's own, in the spec's casing
   * and without its language, `i18n` the page's language's.
   * Only the server build asks it: the builders are imported lazily (`seo()`), so the browser never downloads them.
   */
  head: (
    responses: unknown[],
    at: { publicUrl: string; path: string; search: URLSearchParams; i18n: I18n },
  ) => Promise<PageHead>;
  /** The page is not found (404) when the API's responses to its queries say that their subject does not exist (a product). */
  notFoundWhenMissing?: true;
}

const listOf = (response: unknown): Product[] =>
  (response as { products?: Product[] } | undefined)?.products ?? (Array.isArray(response) ? response : []);

const seo = () => import(/* webpackChunkName: "seo-heads" */ '@pashmina/shared-ui/seo-heads');

const listingPages = () =>
  import(/* webpackChunkName: "page-listing" */ '../features/listing/components/ListingPages');

/** A list page: its own restriction, then the shopper's filters from the address; the first card's picture. */
function listing(
  name: string,
  route: ListRoute,
  base: (typeof LISTING_BASES)[keyof typeof LISTING_BASES],
  load: () => Promise<ComponentType>,
): LandingPage {
  const path = R[route];
  return {
    name,
    paths: [path],
    chunk: 'page-listing',
    load,
    catalogPart: 'listing',
    queries: (_params, search) => [
      { endpoint: 'getProducts', args: listingQuery(base, readFilters(search)) },
    ],
    picture: { query: 0, pick: (response) => listOf(response)[0], sizes: CARD_SIZES },
    head: async ([response], at) =>
      (await seo()).listHead(at.publicUrl, route, path, at.search, listOf(response), at.i18n),
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
    // The hero's first slide is the women's.
    picture: {
      query: 0,
      pick: (response) => heroProduct(listOf(response), 'women'),
      sizes: HERO_IMAGE_SIZES,
    },
    head: async ([featured], at) =>
      (await seo()).homeHead(
        at.publicUrl,
        heroProduct(listOf(featured), 'women')?.productImg ?? null,
        at.i18n,
      ),
  },
  listing('women', 'womenProducts', LISTING_BASES.women, () =>
    listingPages().then((m) => m.WomenProductsPage),
  ),
  listing('men', 'menProducts', LISTING_BASES.men, () => listingPages().then((m) => m.MenProductsPage)),
  listing('new-arrivals', 'newArrivals', LISTING_BASES.newArrivals, () =>
    listingPages().then((m) => m.NewArrivalsPage),
  ),
  listing('bestsellers', 'bestsellers', LISTING_BASES.bestsellers, () =>
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
    picture: {
      query: 0,
      // The picture the page shows: that of the address's variant when it has one of its own (ProductDetail).
      pick: (response, search) => {
        const product = response as Product | undefined;
        if (!product?.variants?.length) return product;
        return pictureOf(product, startingChoice(product, search.get(VARIANT_PARAM))) ?? product;
      },
      sizes: DETAIL_IMAGE_SIZES,
    },
    head: async ([product], at) => (await seo()).productHead(at.publicUrl, product as Product, at.i18n),
    notFoundWhenMissing: true,
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
