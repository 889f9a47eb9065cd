// What the storefront's server build asks of each landing page (pages.ts) beyond its queries: the largest picture of
// its first screen (the shop's server preloads it), its head, and whether a missing subject makes it a 404. The
// browser never imports this file: it routes and prefetches with pages.ts alone.
import type { I18n } from '@lingui/core';
import type { Product } from '@pashmina/contracts';
import { CARD_SIZES } from '@pashmina/shared-ui';
import type { ListRoute } from '@pashmina/shared-ui/seo';
import type { PageHead } from '@pashmina/shared-ui/seo-heads';
import { HERO_IMAGE_SIZES, heroProduct } from '../features/home/picture';
import { DETAIL_IMAGE_SIZES } from '../features/product-detail/picture';
import { pictureOf, startingChoice, VARIANT_PARAM } from '../features/product-detail/variantChoice';
import type { LandingPage, LandingPageName } from './pages';

export interface FirstScreen {
  picture: {
    /** Index into the page's `queries` of the response holding the picture. */
    query: number;
    /** `search`: the address's query (a product page's `?variant=` shows that variant's picture). */
    pick: (
      response: unknown,
      search: URLSearchParams,
    ) => Pick<Product, 'productThumb' | 'productImg'> | undefined;
    sizes: string;
  };
  /**
   * The page's head from its responses (in the order of its `queries`); `path` is the page's own, in the spec's
   * casing and without its language, `i18n` the page's language's. The builders are imported lazily (`seo()`).
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

/** A list page: the first card's picture, the list's head. */
function listing(route: ListRoute, path: string): FirstScreen {
  return {
    picture: { query: 0, pick: (response) => listOf(response)[0], sizes: CARD_SIZES },
    head: async ([response], at) =>
      (await seo()).listHead(at.publicUrl, route, path, at.search, listOf(response), at.i18n),
  };
}

const FIRST_SCREENS: Record<LandingPageName, (page: LandingPage) => FirstScreen> = {
  home: () => ({
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
  }),
  women: (page) => listing('womenProducts', page.paths[0]),
  men: (page) => listing('menProducts', page.paths[0]),
  'new-arrivals': (page) => listing('newArrivals', page.paths[0]),
  bestsellers: (page) => listing('bestsellers', page.paths[0]),
  product: () => ({
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
  }),
};

/** The server's part of a landing page. */
export function firstScreenOf(page: LandingPage): FirstScreen {
  return FIRST_SCREENS[page.name](page);
}
