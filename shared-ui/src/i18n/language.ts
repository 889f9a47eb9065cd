// The shop's two languages and where each lives: English at today's addresses, Nepali under /ne (`/ne`,
// `/ne/WomenProduct`, `/ne/dashboard/user/orders`). Plain TypeScript with no import: the shop's server bundles it as
// it is (through '@pashmina/shared-ui/page-head'), the browser through '@pashmina/shared-ui'.

export type Language = 'en' | 'ne';

export const LANGUAGES: readonly Language[] = ['en', 'ne'];

/** English: today's addresses, crawlers and first visits. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The root of every Nepali page (the browser app's router basename there). */
export const NEPALI_ROOT = '/ne';

/** The cookie that remembers the shopper's choice of language; only the bare `/` reads it (the shop's server). */
export const LANGUAGE_COOKIE = 'shop-language';

/** How long the choice is remembered: a year. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The language of an address's path: Nepali under `/ne` (in this casing), English anywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === NEPALI_ROOT || pathname.startsWith(`${NEPALI_ROOT}/`) ? 'ne' : 'en';
}

/** The page's path without its language ('/ne/Cart' → '/Cart', '/ne' → '/'), as the app's routes name it. */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) === 'ne' ? pathname.slice(NEPALI_ROOT.length) || '/' : pathname;
}

/**
 * An English address (path, query and hash) in `language`: '/Cart' → '/ne/Cart', '/' → '/ne', '/?a=1' → '/ne?a=1'.
 */
export function pathInLanguage(address: string, language: Language): string {
  if (language === 'en') return address;
  return address === '/' || address.startsWith('/?') || address.startsWith('/#')
    ? `${NEPALI_ROOT}${address.slice(1)}`
    : `${NEPALI_ROOT}${address}`;
}

/** The browser router's basename in `language`. */
export function routerBasename(language: Language): string | undefined {
  return language === 'ne' ? NEPALI_ROOT : undefined;
}

/** The admin panel stays in English: its pages have no Nepali address. */
export function isEnglishOnlyPath(path: string): boolean {
  return /^\/dashboard\/admin(?:\/|$)/i.test(path);
}

/** The `Set-Cookie`/`document.cookie` text that remembers `language`. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax`;
}

/** The language a request's `Cookie` header remembers, if any. */
export function languageOfCookies(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'ne')) return value;
  }
  return null;
}

/** The `<link rel="alternate" hreflang>` targets of a public page at the English `path` on `publicUrl`. */
export function alternatesOf(publicUrl: string, path: string): { hreflang: string; href: string }[] {
  const en = `${publicUrl}${path}`;
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'ne', href: `${publicUrl}${pathInLanguage(path, 'ne')}` },
    { hreflang: 'x-default', href: en },
  ];
}
