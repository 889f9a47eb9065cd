// The shop's route table, kept in one place: the shell decides from it which area a path
// belongs to, and every app declares its <Route>s and links with the same constants.
// Matching is case-insensitive (the shop links both /MenProduct and /menproduct).
import { PARAM } from '../api/listingParams';

/** Storefront pages. Params are `:name` segments. */
export const STOREFRONT_ROUTES = {
  home: '/',
  homeAlias: '/Home',
  womenProducts: '/WomenProduct',
  menProducts: '/MenProduct',
  newArrivals: '/NewArrival',
  bestsellers: '/Bestsellers',
  singleProduct: '/SingleProducts/:id',
  cart: '/Cart',
  aboutUs: '/AboutUs',
  returnAndExchange: '/ReturnAndExchange',
  contactUs: '/ContactUs',
  success: '/success',
  /** The navbar search's results: `?q=` the text, `page` as on a list. */
  search: '/search',
  /** The public tracking page: an order by its number and phone (`?number=&phone=` fill it in). */
  track: '/track',
} as const;

export type StorefrontRouteName = keyof typeof STOREFRONT_ROUTES;

/** Every path the storefront remote serves (the one list; see `isStorefrontPath`). */
export const STOREFRONT_PATHS: readonly string[] = Object.values(STOREFRONT_ROUTES);

/** Paths the shell itself or the other remotes own. */
export const SHELL_ROUTES = {
  login: '/Login',
  register: '/Register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  userDashboard: '/dashboard/user',
  userProfile: '/dashboard/user/profile',
  userOrders: '/dashboard/user/orders',
  userFeedback: '/dashboard/user/feedback',
  adminDashboard: '/dashboard/admin',
  adminStats: '/dashboard/admin/dashboard',
  adminCreateProduct: '/dashboard/admin/create-product',
  adminManageProducts: '/dashboard/admin/manage-products',
  adminUsers: '/dashboard/admin/users',
  adminFeedbackList: '/dashboard/admin/feedbacks',
  adminOrders: '/dashboard/admin/adminorders',
  adminEmails: '/dashboard/admin/emails',
  adminDiscounts: '/dashboard/admin/discounts',
  adminReturns: '/dashboard/admin/returns',
  adminReviews: '/dashboard/admin/reviews',
  adminCreateDiscount: '/dashboard/admin/discounts/new',
  adminUpdateProduct: '/dashboard/admin/manage-product/:id',
  adminUser: '/dashboard/admin/users/:id',
  adminFeedback: '/dashboard/admin/feedbacks/:id',
  adminOrder: '/dashboard/admin/adminorders/:orderId',
  adminDiscount: '/dashboard/admin/discounts/:id',
  adminDelivery: '/dashboard/admin/delivery',
  adminCouriers: '/dashboard/admin/couriers',
  adminSettings: '/dashboard/admin/settings',
} as const;

/** '/SingleProducts/abc' */
export function productPath(id: string, variant?: string | null): string {
  const path = STOREFRONT_ROUTES.singleProduct.replace(':id', encodeURIComponent(id));
  // The product page preselects the variant of its address (`?variant=<id>`, issue 41).
  return variant ? `${path}?variant=${encodeURIComponent(variant)}` : path;
}

/** '/search?q=red%20shawl': the results page of the navbar's search. */
export function searchPath(text: string): string {
  return `${STOREFRONT_ROUTES.search}?${new URLSearchParams({ [PARAM.text]: text })}`;
}

/** A route pattern as a path relative to its parent route ('/SingleProducts/:id' → 'SingleProducts/:id'). */
export function relativePath(pattern: string): string {
  return pattern.replace(/^\/+/, '');
}

/** '/dashboard/admin/' → '/dashboard/admin'. A loop, not /\/+$/, which is quadratic on a long run of slashes. */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/**
 * A route of an area as a path relative to the area's root, for the area's nested <Route>s
 * (pathUnder('/dashboard/admin', '/dashboard/admin/users/:id') → 'users/:id').
 */
export function pathUnder(root: string, pattern: string): string {
  const prefix = `${withoutTrailingSlashes(root)}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not under ${root}`);
  return pattern.slice(prefix.length);
}

/** The pattern of an area's root and everything below it ('/dashboard/admin' → '/dashboard/admin/*'). */
export function areaPattern(root: string): string {
  return `${withoutTrailingSlashes(root)}/*`;
}

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

const compiled = STOREFRONT_PATHS.map(segments);

/** True when `pathname` is one of the storefront's pages (case-insensitive, trailing slash allowed). */
export function isStorefrontPath(pathname: string): boolean {
  const parts = segments(pathname.split(/[?#]/)[0] ?? '');
  return compiled.some(
    (pattern) =>
      pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]),
  );
}
