// Money is integer paisa in the database and rupees (up to 2 decimals) in JSON and on screen.
// Both sides price with these, so the cart's total is exactly the total the server computes.

/**
 * The largest value of the database's integer columns (prices, amounts, stock, quantities). Every number a caller
 * sends is bounded (MAX_PRICE_RUPEES, MAX_ORDER_AMOUNT, MAX_STOCK, MAX_LINE_QUANTITY, the page's bounds) so that it,
 * and everything the shop computes from it, stays below this: out of range is a 400, never a database error.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

export const rupeesToPaisa = (rupees: number): number => Math.round(rupees * 100);

export const paisaToRupees = (paisa: number): number => paisa / 100;

/** Sale price = price − price × discount / 100, rounded half up to the paisa (as the database column). */
export const salePricePaisa = (pricePaisa: number, discount: number): number =>
  Math.floor((pricePaisa * (100 - (discount || 0)) + 50) / 100);

/** The same in rupees. */
export const salePrice = (price: number, discount: number): number =>
  paisaToRupees(salePricePaisa(rupeesToPaisa(price), discount));

// Made on first use, as the dates' formatters (shared-ui/src/panels/dates.ts): a page that writes no amount, or none
// with paisa, never pays for building one.
let wholeRupees: Intl.NumberFormat | undefined;
let rupeesAndPaisa: Intl.NumberFormat | undefined;

/**
 * 'Rs. 12,500', or 'Rs. 5,219.10' when there are paisa (a percentage off): how the shop writes an amount, on screen
 * and in its e-mails.
 */
export function formatRupees(amount: number): string {
  const format = Number.isInteger(amount)
    ? (wholeRupees ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }))
    : (rupeesAndPaisa ??= new Intl.NumberFormat('en-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }));
  return `Rs. ${format.format(amount)}`;
}

/**
 * '200,000': a whole number with its thousands marked, for the rules' messages. Built by hand, not with
 * toLocaleString: each of those builds a number formatter, and the messages are made when the page's scripts start
 * (eight of them took about 60 ms of a phone's main thread at 4× CPU slowdown).
 */
export function withThousands(whole: number): string {
  const digits = String(whole);
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return text;
}
