import { type Language, pathIn } from '../../contracts';
import { emailTexts } from '../texts';
import type { ShopLinks } from './layout';

// The shop's pages the e-mails link to (shared-ui/src/state/routes.ts names them for the frontends; the API cannot
// import it).
export const MY_ORDERS_PATH = '/dashboard/user/orders';
/** The admin's page of one order (SHELL_ROUTES.adminOrder). */
export const SHOP_ORDER_PATH = '/dashboard/admin/adminorders/';
/** The admin's page of one product, with its stock ledger (SHELL_ROUTES.adminUpdateProduct). */
export const SHOP_PRODUCT_PATH = '/dashboard/admin/manage-product/';
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** STOREFRONT_ROUTES.returnAndExchange: what a delivered order's customer may send back, and how. */
export const RETURN_AND_EXCHANGE_PATH = '/ReturnAndExchange';
/** STOREFRONT_ROUTES.singleProduct without its id, and the review form's anchor on it (REVIEW_FORM_ANCHOR). */
export const PRODUCT_PATH = '/SingleProducts/';
export { REVIEW_FORM_ANCHOR as REVIEW_FORM_HASH } from '../../contracts';
/** The admin's 'Reviews' screen (SHELL_ROUTES.adminReviews). */
export const SHOP_REVIEWS_PATH = '/dashboard/admin/reviews';

/** A page of the shop in a language: a Nepali e-mail links to the Nepali pages ('/ne/dashboard/user/orders'). */
export const pageIn = (language: Language, path: string) => pathIn(language, path);

export const myOrdersLink = (shop: ShopLinks, language: Language = 'en') => ({
  href: `${shop.publicUrl}${pageIn(language, MY_ORDERS_PATH)}`,
  label: emailTexts(language).text('my-orders'),
});
/** The shop's alert opens the order in the admin, where its status is changed. */
export const shopOrderLink = (shop: ShopLinks, orderId: string) => ({
  href: `${shop.publicUrl}${SHOP_ORDER_PATH}${encodeURIComponent(orderId)}`,
  label: emailTexts('en').text('shop.open-order'),
});

/** The reset page's link: the token is base64url, so it needs no escaping, but it is encoded all the same. */
export const resetPasswordUrl = (shop: ShopLinks, token: string, language: Language = 'en') =>
  `${shop.publicUrl}${pageIn(language, RESET_PASSWORD_PATH)}?token=${encodeURIComponent(token)}`;
