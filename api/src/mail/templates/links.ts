import type { ShopLinks } from './layout';

// The shop's pages the e-mails link to (shared-ui/src/state/routes.ts names them for the frontends; the API cannot
// import it).
export const MY_ORDERS_PATH = '/dashboard/user/orders';
/** The admin's page of one order (SHELL_ROUTES.adminOrder). */
export const SHOP_ORDER_PATH = '/dashboard/admin/adminorders/';
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** STOREFRONT_ROUTES.returnAndExchange: what a delivered order's customer may send back, and how. */
export const RETURN_AND_EXCHANGE_PATH = '/ReturnAndExchange';

export const myOrdersLink = (shop: ShopLinks) => ({
  href: `${shop.publicUrl}${MY_ORDERS_PATH}`,
  label: 'See your orders',
});
/** The shop's alert opens the order in the admin, where its status is changed. */
export const shopOrderLink = (shop: ShopLinks, orderId: string) => ({
  href: `${shop.publicUrl}${SHOP_ORDER_PATH}${encodeURIComponent(orderId)}`,
  label: 'Open the order',
});

/** The reset page's link: the token is base64url, so it needs no escaping, but it is encoded all the same. */
export const resetPasswordUrl = (shop: ShopLinks, token: string) =>
  `${shop.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
