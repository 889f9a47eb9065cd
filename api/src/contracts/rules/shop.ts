// The shop's numbers that the API and the screens must agree on: page sizes, how many products a section shows,
// how long the guard counts down and how long toasts stay.

/** Storefront lists, customer orders, manage products, new arrivals, best sellers. */
export const PAGE_SIZE = 9;
/** The admin's order list. */
export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** The admin's e-mail log. */
export const EMAIL_LOG_PAGE_SIZE = 10;
/** The most any list call returns at once (`limit`). */
export const MAX_PAGE_SIZE = 100;

/** New arrivals, featured products and best sellers on the home page. */
export const HOME_SECTION_SIZE = 8;
export const RELATED_PRODUCTS = 4;
/** Featured products the cart suggests besides its lines. */
export const CART_OTHER_PRODUCTS = 4;
/** More results than this and the search dropdown scrolls. */
export const SEARCH_DROPDOWN_ROWS = 8;

/** Seconds the protected-route guard counts down before it sends a visitor to log in. */
export const REDIRECT_COUNTDOWN_SECONDS = 5;
/** Milliseconds until a toast closes by itself: the shop's screens, and the admin's. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const ADMIN_TOAST_AUTO_CLOSE_MS = 2000;

/** Days a shopper has to return or exchange an item. */
export const RETURN_WINDOW_DAYS = 30;

/**
 * How to reach the shop, as the Contact page shows it: the defaults of SHOP_PHONE, SHOP_EMAIL and SHOP_ADDRESS, which
 * every customer e-mail ends with.
 */
export const SHOP_CONTACT = {
  phone: '+977 1-4701234',
  email: 'hello@pashminashop.com.np',
  address: 'Thamel, Kathmandu, Nepal',
} as const;

export interface ShopContact {
  phone: string;
  email: string;
  address: string;
}
