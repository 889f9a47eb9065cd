import { readFilters } from '@pashmina/shared-ui';
import {
  fullTitle,
  HOME_TITLE,
  PAGE_TEXTS,
  type PageTextName,
  searchText,
  searchTitle,
  SHOP_DESCRIPTION,
} from './pageTexts';
import { isPrivateRoute, type ShopRouteName } from './shopPaths';

/** What a page's address alone says of it: what the browser app keeps in step as the shopper moves. */
export interface PageBasics {
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
}

export const LIST_TEXTS = {
  womenProducts: 'women',
  menProducts: 'men',
  newArrivals: 'newArrivals',
  bestsellers: 'bestsellers',
} as const satisfies Partial<Record<ShopRouteName, PageTextName>>;

const INFO_TEXTS = {
  aboutUs: 'aboutUs',
  returnAndExchange: 'returnAndExchange',
  contactUs: 'contactUs',
} as const satisfies Partial<Record<ShopRouteName, PageTextName>>;

/** The titles of the private pages: the storefront's, and the shell's account pages (each tab says which it is). */
const PRIVATE_TITLES: Partial<Record<ShopRouteName, string>> = {
  cart: 'Cart',
  success: 'Payment successful',
  login: 'Login',
  register: 'Register',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset password',
};

export type ListRoute = keyof typeof LIST_TEXTS;

export function isListRoute(route: ShopRouteName): route is ListRoute {
  return route in LIST_TEXTS;
}

/** `path` (or an absolute URL) on the shop's public URL. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
}

/** A list's canonical address: its page when above 1, never its filters. */
export function listCanonicalPath(path: string, search: URLSearchParams): string {
  const { page } = readFilters(search);
  return page > 1 ? `${path}?page=${page}` : path;
}

export function notFoundBasics(): PageBasics {
  return {
    title: fullTitle(PAGE_TEXTS.notFound.title),
    description: PAGE_TEXTS.notFound.description,
    canonical: null,
    noindex: true,
  };
}

/** The page at `path` (its own, in the spec's casing) of `route`; a product's title and description are its own. */
export function pageBasics(
  publicUrl: string,
  route: ShopRouteName,
  path: string,
  search: URLSearchParams,
): PageBasics {
  const page = (texts: { title: string; description: string }, canonicalPath: string) => ({
    title: fullTitle(texts.title),
    description: texts.description,
    canonical: absoluteUrl(publicUrl, canonicalPath),
    noindex: false,
  });
  if (route === 'home' || route === 'homeAlias')
    return { title: HOME_TITLE, description: SHOP_DESCRIPTION, canonical: `${publicUrl}/`, noindex: false };
  if (isListRoute(route)) return page(PAGE_TEXTS[LIST_TEXTS[route]], listCanonicalPath(path, search));
  if (route in INFO_TEXTS) return page(PAGE_TEXTS[INFO_TEXTS[route as keyof typeof INFO_TEXTS]], path);
  if (route === 'singleProduct')
    return {
      title: fullTitle(null),
      description: SHOP_DESCRIPTION,
      canonical: absoluteUrl(publicUrl, path),
      noindex: false,
    };
  return {
    title: fullTitle(
      route === 'search' ? searchTitle(searchText(readFilters(search).text)) : PRIVATE_TITLES[route],
    ),
    description: SHOP_DESCRIPTION,
    canonical: null,
    noindex: isPrivateRoute(route),
  };
}
