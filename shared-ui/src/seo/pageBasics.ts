import type { I18n } from '@lingui/core';
import { alternatesOf, i18n as shopI18n, languageOf, pathInLanguage, readFilters } from '@pashmina/shared-ui';
import { fullTitle, type PageTextName, pageTextsIn, searchText, searchTitle } from './pageTexts';
import { isPrivateRoute, type ShopRouteName } from './shopPaths';

/** What a page's address alone says of it: what the browser app keeps in step as the shopper moves. */
export interface PageBasics {
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
  /** The page in each language and the default (hreflang), for a page with a canonical address; else none. */
  alternates: { hreflang: string; href: string }[];
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
function privateTitle(i18n: I18n, route: ShopRouteName): string | undefined {
  switch (route) {
    case 'cart':
      return i18n._({ id: 'page.cart.title', message: 'Cart' });
    case 'success':
      return i18n._({ id: 'page.success.title', message: 'Payment successful' });
    case 'login':
      return i18n._({ id: 'page.login.title', message: 'Login' });
    case 'register':
      return i18n._({ id: 'page.register.title', message: 'Register' });
    case 'forgotPassword':
      return i18n._({ id: 'page.forgotPassword.title', message: 'Forgot password' });
    case 'resetPassword':
      return i18n._({ id: 'page.resetPassword.title', message: 'Reset password' });
    default:
      return undefined;
  }
}

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

export function notFoundBasics(i18n: I18n = shopI18n): PageBasics {
  const { notFound } = pageTextsIn(i18n).pages;
  return {
    title: fullTitle(notFound.title),
    description: notFound.description,
    canonical: null,
    noindex: true,
    alternates: [],
  };
}

/**
 * The canonical address and the hreflang alternates of the public page whose English path is `path`, in `i18n`'s
 * language: each language's page is its own canonical, and both name each other (English the default).
 */
export function publicAddresses(
  publicUrl: string,
  path: string,
  i18n: I18n = shopI18n,
): Pick<PageBasics, 'canonical' | 'alternates'> {
  return {
    canonical: absoluteUrl(publicUrl, pathInLanguage(path, languageOf(i18n))),
    alternates: alternatesOf(publicUrl, path),
  };
}

/**
 * The page at `path` (its own, in the spec's casing, without its language) of `route`, in `i18n`'s language (the
 * shop's, in the browser); a product's title and description are its own.
 */
export function pageBasics(
  publicUrl: string,
  route: ShopRouteName,
  path: string,
  search: URLSearchParams,
  i18n: I18n = shopI18n,
): PageBasics {
  const texts = pageTextsIn(i18n);
  const page = (text: { title: string; description: string }, canonicalPath: string) => ({
    title: fullTitle(text.title),
    description: text.description,
    ...publicAddresses(publicUrl, canonicalPath, i18n),
    noindex: false,
  });
  if (route === 'home' || route === 'homeAlias')
    return {
      title: texts.homeTitle,
      description: texts.shopDescription,
      ...publicAddresses(publicUrl, '/', i18n),
      noindex: false,
    };
  if (isListRoute(route)) return page(texts.pages[LIST_TEXTS[route]], listCanonicalPath(path, search));
  if (route in INFO_TEXTS) return page(texts.pages[INFO_TEXTS[route as keyof typeof INFO_TEXTS]], path);
  if (route === 'singleProduct')
    return {
      title: fullTitle(null),
      description: texts.shopDescription,
      ...publicAddresses(publicUrl, path, i18n),
      noindex: false,
    };
  return {
    title: fullTitle(
      route === 'search'
        ? searchTitle(searchText(readFilters(search).text), i18n)
        : privateTitle(i18n, route),
    ),
    description: texts.shopDescription,
    canonical: null,
    noindex: isPrivateRoute(route),
    alternates: [],
  };
}
