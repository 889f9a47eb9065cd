// Discount codes (docs/rules.md, Discount codes): their fields' bounds, the admin form's messages and the five
// messages of a code refused in the cart or at checkout.
import { formatRupees, withThousands } from './money';
import { MAX_ORDER_AMOUNT } from './order';

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_CODE_MIN = 3;
export const DISCOUNT_CODE_MAX = 32;
/** A code as stored: capitals, digits, '-' and '_'. What people type is trimmed and put in capitals first. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const MIN_PERCENT_DISCOUNT = 1;
export const MAX_PERCENT_DISCOUNT = 90;
export const MIN_FIXED_DISCOUNT = 1;
/** A code's total uses and each customer's: far above any sale, and they fit the database's integers. */
export const MAX_DISCOUNT_USES = 1_000_000;
export const DEFAULT_PER_CUSTOMER_LIMIT = 1;
/** The admin's list of codes: 10 a page. */
export const DISCOUNTS_PAGE_SIZE = 10;

/** A code as typed in the cart: any text up to this length (an unknown one is 'This code is not valid.'). */
export const DISCOUNT_CODE_TEXT_MAX = 100;
export const DISCOUNT_CODE_TEXT_MESSAGE = `Discount code must be text of at most ${DISCOUNT_CODE_TEXT_MAX} characters`;

/**
 * A code as people type it, in the form the shop stores and compares: trimmed, a–z in capitals. Only a–z: Unicode's
 * upper-casing makes 'SALE10' of 'ſale10' (long s) and 'I' of 'ı', so other letters would pass the pattern as a code
 * nobody typed.
 */
export const normalizeDiscountCode = (code: string): string =>
  code.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase());

export const DISCOUNT_CODE_MESSAGE = `Code must be ${DISCOUNT_CODE_MIN} to ${DISCOUNT_CODE_MAX} characters: letters A–Z, digits, - and _`;
export const DISCOUNT_TYPE_MESSAGE = `Type must be one of ${DISCOUNT_TYPES.join(', ')}`;
export const DISCOUNT_VALUE_MESSAGE = 'Value must be a number';
export const DISCOUNT_PERCENT_MESSAGE = `A percent discount must be a whole number from ${MIN_PERCENT_DISCOUNT} to ${MAX_PERCENT_DISCOUNT}`;
export const DISCOUNT_FIXED_MESSAGE = `A fixed discount must be from Rs. ${MIN_FIXED_DISCOUNT} to Rs. ${withThousands(MAX_ORDER_AMOUNT)}, with at most 2 decimals`;
export const DISCOUNT_MIN_SUBTOTAL_MESSAGE = `Minimum subtotal must be from Rs. 0 to Rs. ${withThousands(MAX_ORDER_AMOUNT)}, with at most 2 decimals`;
export const discountDateMessage = (field: 'startsAt' | 'endsAt') =>
  `${field} must be an ISO date and time, or empty`;
export const DISCOUNT_DATES_ORDER_MESSAGE = 'endsAt must come after startsAt';
export const DISCOUNT_USAGE_LIMIT_MESSAGE = `Usage limit must be a whole number from 1 to ${withThousands(MAX_DISCOUNT_USES)}, or empty for no limit`;
export const discountUsageBelowUsedMessage = (used: number) =>
  `Usage limit cannot be below the ${used} uses already made`;
export const DISCOUNT_PER_CUSTOMER_MESSAGE = `Per-customer limit must be a whole number from 1 to ${withThousands(MAX_DISCOUNT_USES)}`;
export const DISCOUNT_ACTIVE_MESSAGE = 'Active must be true or false';

export const DISCOUNT_DUPLICATE_MESSAGE = 'A discount code with this code already exists';
export const DISCOUNT_NOT_FOUND_MESSAGE = 'Discount code not found';
export const DISCOUNT_USED_DELETE_MESSAGE =
  'This code has been used and cannot be deleted. You can deactivate it instead.';
export const DISCOUNT_CREATED_MESSAGE = 'Discount code created';
export const DISCOUNT_UPDATED_MESSAGE = 'Discount code updated';
export const DISCOUNT_DELETED_MESSAGE = 'Discount code deleted';

// A code refused in the cart's check or at checkout (409 there), exactly as the shopper reads them.
export const DISCOUNT_INVALID_MESSAGE = 'This code is not valid.';
export const DISCOUNT_EXPIRED_MESSAGE = 'This code has expired.';
/** The amount as the shop writes amounts everywhere ('Rs. 5,000'). */
export const discountMinSubtotalMessage = (rupees: number) =>
  `This code needs an order of at least ${formatRupees(rupees)}.`;
export const DISCOUNT_USED_UP_MESSAGE = 'This code has been used up.';
export const DISCOUNT_ALREADY_USED_MESSAGE = 'You have already used this code.';
/** A Khalti order whose total after the discount is under Khalti's minimum (400). */
export const KHALTI_MIN_AFTER_DISCOUNT_MESSAGE =
  'The total after discount is below the Khalti minimum of Rs. 10.';
export const DISCOUNT_APPLIED_MESSAGE = 'Discount applied.';
/** How a discount's line is labelled in the cart, the orders and the e-mails: 'Discount (DASHAIN25)'. */
export const discountLabel = (code: string): string => `Discount (${code})`;

/**
 * The discount of a code on a subtotal, in paisa: a percent rounded down to the paisa, or the fixed amount, never
 * more than the subtotal. `value` is the percent, or the fixed amount in paisa.
 */
export function discountPaisa(type: DiscountType, value: number, subtotalPaisa: number): number {
  const off = type === 'percent' ? Math.floor((subtotalPaisa * value) / 100) : value;
  return Math.min(Math.max(off, 0), subtotalPaisa);
}

/** The value's bounds for its type (the admin form and the API alike): the message, or undefined when it fits. */
export function discountValueMessage(type: DiscountType, value: number): string | undefined {
  if (type === 'percent')
    return Number.isInteger(value) && value >= MIN_PERCENT_DISCOUNT && value <= MAX_PERCENT_DISCOUNT
      ? undefined
      : DISCOUNT_PERCENT_MESSAGE;
  const fits =
    Number.isFinite(value) &&
    value >= MIN_FIXED_DISCOUNT &&
    value <= MAX_ORDER_AMOUNT &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return fits ? undefined : DISCOUNT_FIXED_MESSAGE;
}
