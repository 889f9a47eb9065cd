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

/** What an order's payer hands over, and the paisa the shop gives for cash (payablePaisa). */
export interface Payable {
  /** The order's amount: the total, less the cash rounding. */
  amountPaisa: number;
  /** Paisa the shop gives on a cash-on-delivery order (0 to 99); 0 for an online payment. */
  cashRoundingPaisa: number;
}

/**
 * Cash is whole rupees: nobody in Nepal pays paisa in cash, so a cash-on-delivery total is rounded down to the rupee
 * and the shop gives the paisa. An online payment (Khalti) keeps them. Applied last, to the whole payable total
 * (the goods less the discount, plus anything added to them), by the server's checkout and by the cart alike.
 */
export function payablePaisa(totalPaisa: number, inCash: boolean): Payable {
  const cashRoundingPaisa = inCash ? totalPaisa % 100 : 0;
  return { amountPaisa: totalPaisa - cashRoundingPaisa, cashRoundingPaisa };
}

/** The same in rupees: `amount` and `cashRounding` as the order's JSON and the cart show them. */
export function payableRupees(total: number, inCash: boolean): { amount: number; cashRounding: number } {
  const { amountPaisa, cashRoundingPaisa } = payablePaisa(rupeesToPaisa(total), inCash);
  return { amount: paisaToRupees(amountPaisa), cashRounding: paisaToRupees(cashRoundingPaisa) };
}

/** 'Rounding: −Rs. 0.15': the cash rounding's line on receipts, in the cart and in e-mails (a real minus sign). */
export const CASH_ROUNDING_LABEL = 'Rounding';
export const formatCashRounding = (rupees: number): string => `−${formatRupees(rupees)}`;

/**
 * 'Rs. 12,500', 'Rs. 12,34,567' (lakhs, as Nepal writes them), or 'Rs. 5,219.10' when there are paisa (a percentage
 * off): how the shop writes an amount, on screen and in its e-mails. Written by hand rather than with
 * Intl.NumberFormat('en-IN'): building that formatter took about 70 ms of a phone's main thread (4× CPU slowdown), in
 * the middle of the first product card's render.
 */
export function formatRupees(amount: number): string {
  const paisa = Math.round(Math.abs(amount) * 100);
  const rest = paisa % 100;
  const whole = inLakhs(String((paisa - rest) / 100));
  return `Rs. ${amount < 0 ? '-' : ''}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** '1234567' → '12,34,567': the last three digits, then pairs (the Nepali numbers group the same way). */
export function inLakhs(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  let text = head.slice(0, head.length % 2 || 2);
  for (let at = text.length; at < head.length; at += 2) text += `,${head.slice(at, at + 2)}`;
  return `${text},${digits.slice(-3)}`;
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
