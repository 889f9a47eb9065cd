// Every message a shopper can read from the API, by its id: an error's `code` (docs/api.md), or a success's message
// id. The English is the code's own, word for word as docs/rules.md says it (the contracts' constants); the other
// languages are catalogs by id (locales/<language>.json, compiled by `npm run i18n`), whose values come from `params`.
// A message whose English carries a bound of the rules (6 characters, Rs. 10) gives it as a value too, so a catalog
// writes the number in its own digits. The admin's messages, and those only a program calling the API wrongly gets,
// have no id here: their code is their status's (docs/api.md) and they stay English.
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
} from '../email';
import {
  ADDRESS_MAX,
  ADDRESS_MESSAGE,
  ADDRESS_TOO_LONG_MESSAGE,
  AWAITING_PAYMENT_LIMIT_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  cashOnDeliveryUnavailableMessage,
  chooseOptionsMessage,
  CONFIRM_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  CUSTOMER_NAME_MAX,
  DISCOUNT_ALREADY_USED_MESSAGE,
  DISCOUNT_APPLIED_MESSAGE,
  DISCOUNT_CODE_TEXT_MAX,
  DISCOUNT_CODE_TEXT_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  discountMinSubtotalMessage,
  DISCOUNT_USED_UP_MESSAGE,
  DISTRICT_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  EMPTY_CART_MESSAGE,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MESSAGE,
  FEEDBACK_MESSAGE_TOO_LONG_MESSAGE,
  FEEDBACK_NAME_MESSAGE,
  FEEDBACK_SENT_MESSAGE,
  KHALTI_CHECK_FAILED_MESSAGE,
  KHALTI_MIN_AFTER_DISCOUNT_MESSAGE,
  KHALTI_MIN_AMOUNT,
  KHALTI_TOO_SMALL_MESSAGE,
  LINE_QUANTITY_MESSAGE,
  LOGGED_OUT_MESSAGE,
  LOGIN_FIRST_MESSAGE,
  MAX_AWAITING_PAYMENT_ORDERS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_AMOUNT,
  MAX_ORDER_LINES,
  MIN_LINE_QUANTITY,
  NAME_MAX,
  NAME_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  NO_FEEDBACK_MESSAGE,
  NO_ORDERS_MESSAGE,
  NO_VARIANTS_MESSAGE,
  OPTION_VALUE_MAX,
  ORDER_AMOUNT_MESSAGE,
  ORDER_AMOUNT_TOO_LARGE_MESSAGE,
  ORDER_CANCELLED_MESSAGE,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  ORDER_FAILED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PAID_AT_KHALTI_MESSAGE,
  ORDER_PAYMENT_MISMATCH_MESSAGE,
  ORDER_PLACED_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MESSAGE,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PROFILE_FAILED_MESSAGE,
  RETURN_ALREADY_OPEN_MESSAGE,
  returnAtMostMessage,
  RETURN_LINES_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_NOT_PRODUCT_MESSAGE,
  RETURN_REASON_MAX,
  RETURN_REASON_REQUIRED_MESSAGE,
  RETURN_REQUESTED_MESSAGE,
  RETURN_WINDOW_DAYS,
  RETURN_WINDOW_PASSED_MESSAGE,
  wrongVariantMessage,
  REVIEW_DELETED_MESSAGE,
  REVIEW_NOT_ALLOWED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MESSAGE,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MESSAGE,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MESSAGE,
  REVIEW_TWICE_MESSAGE,
} from '../rules';
import type { MessageParams } from './format';
import {
  PHONE_CODE_SENT_MESSAGE,
  PHONE_CODE_TOO_MANY_MESSAGE,
  PHONE_CODE_WRONG_MESSAGE,
  PHONE_NOT_VERIFIED_MESSAGE,
  PHONE_VERIFIED_MESSAGE,
  TRACK_NOT_FOUND_MESSAGE,
  TRACK_TOO_MANY_MESSAGE,
} from '../shipping';

/** A message of fixed English; `params` are the values its English writes in (a rule's bound), for the catalogs. */
interface FixedMessage {
  readonly english: string;
  readonly params?: MessageParams;
}
/** A message whose English is made of the values an answer carries as `params` (a product's name, a district). */
interface ValuedMessage<P extends string = string> {
  readonly placeholders: readonly P[];
  readonly english: (params: Readonly<Record<P, string | number>>) => string;
}

const fixed = (english: string, params?: MessageParams): FixedMessage => ({ english, params });
const valued = <P extends string>(
  placeholders: readonly P[],
  english: (params: Readonly<Record<P, string | number>>) => string,
): ValuedMessage<P> => ({ placeholders, english });
const text = (value: string | number) => String(value);

export const API_MESSAGES = {
  // The tracking page and the phone check before cash on delivery (docs/rules.md, Shipping and Text messages).
  TRACK_NOT_FOUND: fixed(TRACK_NOT_FOUND_MESSAGE),
  TRACK_TOO_MANY: fixed(TRACK_TOO_MANY_MESSAGE),
  PHONE_CODE_SENT: fixed(PHONE_CODE_SENT_MESSAGE),
  PHONE_VERIFIED: fixed(PHONE_VERIFIED_MESSAGE),
  PHONE_CODE_TOO_MANY: fixed(PHONE_CODE_TOO_MANY_MESSAGE),
  PHONE_CODE_WRONG: fixed(PHONE_CODE_WRONG_MESSAGE),
  PHONE_NOT_VERIFIED: fixed(PHONE_NOT_VERIFIED_MESSAGE),
  // Register, login, profile (the account's rules).
  NAME_INVALID: fixed(NAME_MESSAGE),
  EMAIL_INVALID: fixed(EMAIL_MESSAGE),
  PASSWORD_TOO_SHORT: fixed(PASSWORD_MESSAGE, { min: PASSWORD_MIN }),
  PASSWORDS_DIFFER: fixed(CONFIRM_PASSWORD_MESSAGE),
  PHONE_INVALID: fixed(PHONE_MESSAGE),
  ADDRESS_REQUIRED: fixed(ADDRESS_MESSAGE),
  NAME_TOO_LONG: fixed(NAME_TOO_LONG_MESSAGE, { max: NAME_MAX }),
  PASSWORD_TOO_LONG: fixed(PASSWORD_TOO_LONG_MESSAGE, { max: PASSWORD_MAX }),
  ADDRESS_TOO_LONG: fixed(ADDRESS_TOO_LONG_MESSAGE, { max: ADDRESS_MAX }),
  CURRENT_PASSWORD_REQUIRED: fixed(CURRENT_PASSWORD_REQUIRED_MESSAGE),
  CURRENT_PASSWORD_WRONG: fixed(CURRENT_PASSWORD_WRONG_MESSAGE),
  PROFILE_FAILED: fixed(PROFILE_FAILED_MESSAGE),
  LOGGED_OUT: fixed(LOGGED_OUT_MESSAGE),
  INVALID_CREDENTIALS: fixed('Invalid email or password'),
  EMAIL_REQUIRED: fixed('Email is required'),
  PASSWORD_REQUIRED: fixed('Password is required'),
  LOGGED_IN: fixed('Login successfully'),
  REGISTERED: fixed('User registered successfully'),
  PROFILE_UPDATED: fixed('Profile updated successfully'),
  EMAIL_TAKEN: fixed('Email is already registered'),
  EMAIL_IMMUTABLE: fixed('The email address cannot be changed'),
  SESSION_ENDED: fixed('Your session has ended, please log in again'),
  UNAUTHORIZED: fixed('Please log in to continue'),
  FORBIDDEN: fixed('You are not allowed to do this'),
  LOGIN_LOCKED: fixed('Too many failed logins for this account. Please try again later.'),
  // The password reset.
  RESET_LINK_SENT: fixed(FORGOT_PASSWORD_MESSAGE),
  PASSWORD_RESET_DONE: fixed(PASSWORD_RESET_DONE_MESSAGE),
  RESET_LINK_INVALID: fixed(PASSWORD_RESET_INVALID_MESSAGE),
  // The contact form.
  FEEDBACK_NAME_REQUIRED: fixed(FEEDBACK_NAME_MESSAGE),
  FEEDBACK_MESSAGE_REQUIRED: fixed(FEEDBACK_MESSAGE_MESSAGE),
  FEEDBACK_MESSAGE_TOO_LONG: fixed(FEEDBACK_MESSAGE_TOO_LONG_MESSAGE, { max: FEEDBACK_MESSAGE_MAX }),
  FEEDBACK_SENT: fixed(FEEDBACK_SENT_MESSAGE),
  NO_FEEDBACK: fixed(NO_FEEDBACK_MESSAGE),
  // The cart and checkout.
  EMPTY_CART: fixed(EMPTY_CART_MESSAGE),
  LOGIN_FIRST: fixed(LOGIN_FIRST_MESSAGE),
  ORDER_FAILED: fixed(ORDER_FAILED_MESSAGE),
  ORDER_PLACED: fixed(ORDER_PLACED_MESSAGE),
  LINE_QUANTITY_INVALID: fixed(LINE_QUANTITY_MESSAGE, { min: MIN_LINE_QUANTITY, max: MAX_LINE_QUANTITY }),
  AMOUNT_INVALID: fixed(ORDER_AMOUNT_MESSAGE),
  ORDER_TOO_LARGE: fixed(ORDER_AMOUNT_TOO_LARGE_MESSAGE, { max: MAX_ORDER_AMOUNT }),
  KHALTI_TOO_SMALL: fixed(KHALTI_TOO_SMALL_MESSAGE, { min: KHALTI_MIN_AMOUNT }),
  AWAITING_PAYMENT_LIMIT: fixed(AWAITING_PAYMENT_LIMIT_MESSAGE, { max: MAX_AWAITING_PAYMENT_ORDERS }),
  /** Its `params.total` is the cart's total now (the body's `total`), which its message does not write. */
  PRICES_CHANGED: fixed('Prices have changed. Please review your cart.'),
  KHALTI_START_FAILED: fixed(
    'Could not start the Khalti payment. Please try again or choose cash on delivery.',
  ),
  WALLET_START_FAILED: fixed(
    'Could not start the payment. Please try again or choose another payment method.',
  ),
  PAYMENT_METHOD_REQUIRED: fixed(PAYMENT_METHOD_MESSAGE),
  CUSTOMER_NAME_REQUIRED: fixed('Customer name is required'),
  CUSTOMER_NAME_TOO_LONG: fixed(`Customer name must be at most ${CUSTOMER_NAME_MAX} characters long`, {
    max: CUSTOMER_NAME_MAX,
  }),
  CUSTOMER_INFO_REQUIRED: fixed('Customer information is required'),
  TOO_MANY_LINES: fixed(`An order can hold at most ${MAX_ORDER_LINES} different products`, {
    max: MAX_ORDER_LINES,
  }),
  PRODUCT_NOT_FOUND: fixed(PRODUCT_NOT_FOUND_MESSAGE),
  OUT_OF_STOCK: valued(['name'], ({ name }) => `${name} is out of stock`),
  NOT_ENOUGH_STOCK: valued(['name', 'left'], ({ name, left }) => `Only ${left} left of ${name}`),
  NO_LONGER_AVAILABLE: valued(['name'], ({ name }) => `${name} is no longer available`),
  /** A product gone that the cart did not name. */
  CART_PRODUCT_GONE: fixed('A product in your cart is no longer available'),
  // A product's options (issue 41): a line's variant, and a product that has none to choose.
  NO_VARIANTS: fixed(NO_VARIANTS_MESSAGE),
  OPTIONS_REQUIRED: valued(['name'], ({ name }) => chooseOptionsMessage(text(name))),
  VARIANT_NOT_OF_PRODUCT: valued(['name'], ({ name }) => wrongVariantMessage(text(name))),
  CART_VARIANT_INVALID: fixed("A cart line's variant must be a variant id"),
  // Orders in My orders.
  ORDER_NOT_FOUND: fixed(ORDER_NOT_FOUND_MESSAGE),
  ORDER_CANCELLED: fixed(ORDER_CANCELLED_MESSAGE),
  ORDER_NOT_CANCELLABLE: fixed(ORDER_NOT_CANCELLABLE_MESSAGE),
  KHALTI_CHECK_FAILED: fixed(KHALTI_CHECK_FAILED_MESSAGE),
  ORDER_PAID_AT_KHALTI: fixed(ORDER_PAID_AT_KHALTI_MESSAGE),
  ORDER_PAYMENT_MISMATCH: fixed(ORDER_PAYMENT_MISMATCH_MESSAGE),
  ORDER_CHANGED_MEANWHILE: fixed(ORDER_CHANGED_MEANWHILE_MESSAGE),
  NO_ORDERS: fixed(NO_ORDERS_MESSAGE),
  // Discount codes in the cart and at checkout.
  DISCOUNT_CODE_TOO_LONG: fixed(DISCOUNT_CODE_TEXT_MESSAGE, { max: DISCOUNT_CODE_TEXT_MAX }),
  DISCOUNT_INVALID: fixed(DISCOUNT_INVALID_MESSAGE),
  DISCOUNT_EXPIRED: fixed(DISCOUNT_EXPIRED_MESSAGE),
  DISCOUNT_MIN_SUBTOTAL: valued(['amount'], ({ amount }) => discountMinSubtotalMessage(Number(amount))),
  DISCOUNT_USED_UP: fixed(DISCOUNT_USED_UP_MESSAGE),
  DISCOUNT_ALREADY_USED: fixed(DISCOUNT_ALREADY_USED_MESSAGE),
  KHALTI_MIN_AFTER_DISCOUNT: fixed(KHALTI_MIN_AFTER_DISCOUNT_MESSAGE, { min: KHALTI_MIN_AMOUNT }),
  DISCOUNT_APPLIED: fixed(DISCOUNT_APPLIED_MESSAGE),
  // Delivery.
  DISTRICT_REQUIRED: fixed(DISTRICT_REQUIRED_MESSAGE),
  COD_NOT_AVAILABLE: valued(['district'], ({ district }) => cashOnDeliveryUnavailableMessage(text(district))),
  // Returns, from My orders.
  RETURN_NOT_DELIVERED: fixed(RETURN_NOT_DELIVERED_MESSAGE),
  RETURN_WINDOW_PASSED: fixed(RETURN_WINDOW_PASSED_MESSAGE, { days: RETURN_WINDOW_DAYS }),
  RETURN_ALREADY_OPEN: fixed(RETURN_ALREADY_OPEN_MESSAGE),
  RETURN_REASON_INVALID: fixed(RETURN_REASON_REQUIRED_MESSAGE, { min: 1, max: RETURN_REASON_MAX }),
  RETURN_LINES_REQUIRED: fixed(RETURN_LINES_MESSAGE),
  RETURN_TOO_MANY: valued(['name', 'max'], ({ name, max }) => returnAtMostMessage(Number(max), text(name))),
  RETURN_NOT_PRODUCT: fixed(RETURN_NOT_PRODUCT_MESSAGE),
  RETURN_REQUESTED: fixed(RETURN_REQUESTED_MESSAGE),
  RETURN_VARIANT_INVALID: fixed('variant must be a variant id'),
  // Reviews, from the product page.
  REVIEW_NOT_ALLOWED: fixed(REVIEW_NOT_ALLOWED_MESSAGE),
  REVIEW_TWICE: fixed(REVIEW_TWICE_MESSAGE),
  REVIEW_RATING_INVALID: fixed(REVIEW_RATING_MESSAGE, { min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX }),
  REVIEW_TITLE_TOO_LONG: fixed(REVIEW_TITLE_MESSAGE, { max: REVIEW_TITLE_MAX }),
  REVIEW_TEXT_INVALID: fixed(REVIEW_TEXT_MESSAGE, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }),
  REVIEW_NOT_FOUND: fixed(REVIEW_NOT_FOUND_MESSAGE),
  REVIEW_DELETED: fixed(REVIEW_DELETED_MESSAGE),
  // The lists' colour filter.
  COLOUR_INVALID: fixed('colour must be text'),
  COLOUR_TOO_LONG: fixed(`colour must be at most ${OPTION_VALUE_MAX} characters`, { max: OPTION_VALUE_MAX }),
  // The HTTP layer's own (the exception filter's defaults, the rate limits, an overloaded shop).
  BAD_REQUEST: fixed('Bad request'),
  NOT_FOUND: fixed('Not found'),
  CONFLICT: fixed('Conflict'),
  PAYLOAD_TOO_LARGE: fixed('Request body is too large'),
  TOO_MANY_REQUESTS: fixed('Too many requests, please try again later'),
  RATE_LIMITED: fixed('Too many attempts. Please try again in a minute.'),
  BUSY: fixed('The shop is busy. Please try again in a moment.'),
  INTERNAL_ERROR: fixed('Something went wrong on our side, please try again'),
} as const satisfies Record<string, FixedMessage | ValuedMessage>;

/** The id of a message a shopper can read from the API: an error's `code`, a success's message id. */
export type ApiMessageId = keyof typeof API_MESSAGES;

/** The English of a message, word for word as the API has always answered. */
export function englishOf(id: ApiMessageId, params?: MessageParams): string {
  const message: FixedMessage | ValuedMessage = API_MESSAGES[id];
  return typeof message.english === 'string'
    ? message.english
    : message.english((params ?? {}) as Record<string, string | number>);
}

/** The values a message's catalogs fill in: the answer's `params`, and the bounds a fixed English writes in. */
export function paramsOf(id: ApiMessageId, params?: MessageParams): MessageParams {
  const message: FixedMessage | ValuedMessage = API_MESSAGES[id];
  return 'params' in message && message.params ? { ...message.params, ...params } : (params ?? {});
}

/** The placeholders every language's catalog must keep for a message. */
export function placeholdersOfId(id: ApiMessageId): readonly string[] {
  const message: FixedMessage | ValuedMessage = API_MESSAGES[id];
  return 'placeholders' in message ? message.placeholders : Object.keys(message.params ?? {});
}

let byEnglish: ReadonlyMap<string, ApiMessageId> | undefined;

/**
 * The id of a message of fixed English (an exception thrown with a contracts' constant, a form's own check): an exact
 * match, never a pattern. A message with values is thrown with its id and params instead (common/http/refusal.ts).
 */
export function idOfEnglish(english: string): ApiMessageId | undefined {
  // Made on first use: a page that shows no message builds no map.
  byEnglish ??= new Map(
    (Object.keys(API_MESSAGES) as ApiMessageId[])
      .filter((id) => typeof API_MESSAGES[id].english === 'string')
      .map((id) => [API_MESSAGES[id].english as string, id]),
  );
  return byEnglish.get(english);
}

export const isApiMessageId = (value: unknown): value is ApiMessageId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(API_MESSAGES, value);
