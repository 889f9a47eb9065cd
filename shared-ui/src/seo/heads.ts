import { PAGE_SIZE, type Product } from '@pashmina/contracts';
import { readFilters } from '../api/listingParams';
import { productPath, STOREFRONT_ROUTES } from '../state/routes';

import type { PageHead } from './pageHead';
import {
  fullTitle,
  HOME_TITLE,
  PAGE_TEXTS,
  type PageTextName,
  SHOP_DESCRIPTION,
  shortDescription,
} from './pageTexts';
import { isPrivateRoute, type ShopRouteName } from './shopPaths';
import { breadcrumbList, itemList, organization, priceText, productData, webSite } from './structuredData';

/** The shop's logo (the shell's favicon): the picture of the pages that have none of their own. */
export const LOGO_PATH = '/favicon.svg';

const LISTS = {
  womenProducts: 'women',
  menProducts: 'men',
  newArrivals: 'newArrivals',
  bestsellers: 'bestsellers',
} as const satisfies Partial<Record<ShopRouteName, PageTextName>>;

const INFO_PAGES = {
  aboutUs: 'aboutUs',
  returnAndExchange: 'returnAndExchange',
  contactUs: 'contactUs',
} as const satisfies Partial<Record<ShopRouteName, PageTextName>>;

/** The titles of the private pages the storefront shows (the shell's own pages keep the shop's name). */
const PRIVATE_TITLES: Partial<Record<ShopRouteName, string>> = {
  cart: 'Cart',
  success: 'Payment successful',
};

export type ListRoute = keyof typeof LISTS;

export function isListRoute(route: ShopRouteName): route is ListRoute {
  return route in LISTS;
}

/** `path` (or an absolute URL) on the shop's public URL. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
}

function head(publicUrl: string, fields: Partial<PageHead> & Pick<PageHead, 'title'>): PageHead {
  return {
    description: SHOP_DESCRIPTION,
    canonical: null,
    noindex: false,
    preview: { type: 'website', image: absoluteUrl(publicUrl, LOGO_PATH) },
    structuredData: [],
    ...fields,
  };
}

/** A list's canonical address: its page when above 1, never its filters. */
export function listCanonicalPath(path: string, search: URLSearchParams): string {
  const { page } = readFilters(search);
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * A page's head from its address alone. A list and home gain their pictures and products with `listHead` and
 * `homeHead`, a product its whole head with `productHead`, once the API has answered.
 */
export function routeHead(
  publicUrl: string,
  route: ShopRouteName,
  path: string,
  search: URLSearchParams,
): PageHead {
  if (route === 'home' || route === 'homeAlias') return homeHead(publicUrl, null);
  if (isListRoute(route)) return listHead(publicUrl, route, listCanonicalPath(path, search), null);
  if (route in INFO_PAGES) {
    const texts = PAGE_TEXTS[INFO_PAGES[route as keyof typeof INFO_PAGES]];
    return head(publicUrl, {
      title: fullTitle(texts.title),
      description: texts.description,
      canonical: absoluteUrl(publicUrl, path),
    });
  }
  if (route === 'singleProduct')
    return head(publicUrl, { title: fullTitle(null), canonical: absoluteUrl(publicUrl, path) });
  return head(publicUrl, { title: fullTitle(PRIVATE_TITLES[route]), noindex: isPrivateRoute(route) });
}

export function notFoundHead(publicUrl: string): PageHead {
  return head(publicUrl, { title: fullTitle(PAGE_TEXTS.notFound.title), noindex: true });
}

/** Home: the shop (Organization, WebSite), its picture the hero's. */
export function homeHead(publicUrl: string, picture: string | null): PageHead {
  return head(publicUrl, {
    title: HOME_TITLE,
    canonical: `${publicUrl}/`,
    preview: { type: 'website', image: absoluteUrl(publicUrl, picture ?? LOGO_PATH) },
    structuredData: [organization(publicUrl, absoluteUrl(publicUrl, LOGO_PATH)), webSite(publicUrl)],
  });
}

/** A list's page: the trail from home, and the products it shows (null: not known yet). */
export function listHead(
  publicUrl: string,
  route: ListRoute,
  canonicalPath: string,
  products: Product[] | null,
): PageHead {
  const texts = PAGE_TEXTS[LISTS[route]];
  const canonical = absoluteUrl(publicUrl, canonicalPath);
  const page = readFilters(new URLSearchParams(canonicalPath.split('?')[1] ?? '')).page;
  const trail = breadcrumbList([
    { name: 'Home', url: `${publicUrl}/` },
    { name: texts.title, url: canonical },
  ]);
  return head(publicUrl, {
    title: fullTitle(texts.title),
    description: texts.description,
    canonical,
    preview: {
      type: 'website',
      image: absoluteUrl(publicUrl, products?.[0]?.productImg || LOGO_PATH),
    },
    structuredData: products?.length
      ? [
          trail,
          itemList(
            products.map((product) => absoluteUrl(publicUrl, productPath(product._id))),
            (page - 1) * PAGE_SIZE + 1,
          ),
        ]
      : [trail],
  });
}

/** The collection a product belongs to, as the breadcrumb and the category name it. */
function collectionOf(product: Product): { name: string; path: string } {
  return product.genderCategory === 'men'
    ? { name: PAGE_TEXTS.men.title, path: STOREFRONT_ROUTES.menProducts }
    : { name: PAGE_TEXTS.women.title, path: STOREFRONT_ROUTES.womenProducts };
}

export function productHead(publicUrl: string, product: Product): PageHead {
  const canonical = absoluteUrl(publicUrl, productPath(product._id));
  const collection = collectionOf(product);
  const images = [product.productImg, product.productThumb]
    .filter(Boolean)
    .map((image) => absoluteUrl(publicUrl, image));
  const category = `${collection.name} › ${product.generalCategory[0].toUpperCase()}${product.generalCategory.slice(1)}`;
  return head(publicUrl, {
    title: fullTitle(product.productName),
    description: shortDescription(product.description) || SHOP_DESCRIPTION,
    canonical,
    preview: {
      type: 'product',
      image: images[0] ?? absoluteUrl(publicUrl, LOGO_PATH),
      price: priceText(product.salePrice),
    },
    structuredData: [
      productData(product, { page: canonical, images }, category),
      breadcrumbList([
        { name: 'Home', url: `${publicUrl}/` },
        { name: collection.name, url: absoluteUrl(publicUrl, collection.path) },
        { name: product.productName },
      ]),
    ],
  });
}
