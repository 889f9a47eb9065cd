import { SHELL_ROUTES, STOREFRONT_ROUTES } from '@pashmina/shared-ui';

export type ShopRouteName = keyof typeof STOREFRONT_ROUTES | keyof typeof SHELL_ROUTES;

/** What an address's path is in the shop: a page, a move or nothing. */
export type ShopPathResolution =
  /** A page of the shop: its route, the pattern's parameters, and its path in the spec's casing. */
  | { kind: 'page'; route: ShopRouteName; params: Record<string, string>; path: string }
  /** The shop's page in another casing (or with a trailing slash): a 301 to `path`. */
  | { kind: 'moved'; path: string }
  | { kind: 'not-found' };

const ROUTES = [...Object.entries(STOREFRONT_ROUTES), ...Object.entries(SHELL_ROUTES)] as [
  ShopRouteName,
  string,
][];

/**
 * The pages search engines must leave out of their index: a shopper's own, every account page, and the search's
 * results (a page for any text anyone types, which is no page of the shop's own).
 */
const PRIVATE_ROUTES = new Set<ShopRouteName>([
  'cart',
  'success',
  'search',
  // An order's status, found by its number and phone: nobody's page to index.
  'track',
  ...(Object.keys(SHELL_ROUTES) as ShopRouteName[]),
]);

export function isPrivateRoute(route: ShopRouteName): boolean {
  return PRIVATE_ROUTES.has(route);
}

/** A product's id as the API makes them (a UUID); anything else is no product. */
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The shop's page at `pathname`, matched as the browser app's router does (any letter case, a trailing slash), and
 * whether the address is that page's own: a page's address is its route in the spec's casing (`/WomenProduct`,
 * `/SingleProducts/{id}`, a product id in lower case), anything else that finds it is moved there. A product's page
 * with an id that cannot be a product's is not found.
 */
export function resolveShopPath(pathname: string): ShopPathResolution {
  const parts = pathname.split('/').filter(Boolean);
  for (const [route, pattern] of ROUTES) {
    const expected = pattern.split('/').filter(Boolean);
    if (expected.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((seg, i) => {
      if (!seg.startsWith(':')) return seg.toLowerCase() === parts[i].toLowerCase();
      const value = decode(parts[i]);
      if (value === null) return false;
      params[seg.slice(1)] = value;
      return true;
    });
    if (!matches) continue;
    if (route === 'singleProduct') {
      if (!PRODUCT_ID.test(params.id)) return { kind: 'not-found' };
      params.id = params.id.toLowerCase();
    }
    const path =
      '/' +
      expected.map((seg) => (seg.startsWith(':') ? encodeURIComponent(params[seg.slice(1)]) : seg)).join('/');
    return path === pathname ? { kind: 'page', route, params, path } : { kind: 'moved', path };
  }
  return { kind: 'not-found' };
}
