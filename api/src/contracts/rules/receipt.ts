// An order's receipt (docs/rules.md, Orders): each line's unit price and line total, then the subtotal, the discount,
// the delivery, the cash rounding and the total, in that order. The pages that show an order (the thank-you page, My
// orders, the admin's details and packing slip) read these figures from here, so that none of them adds up its own.
import { formatRupees, paisaToRupees, rupeesToPaisa } from './money';

/** An order line's total in rupees: its unit price (the sale price it was bought at) times its quantity. */
export const orderLineTotal = (line: { unitPrice: number; quantity: number }): number =>
  paisaToRupees(rupeesToPaisa(line.unitPrice) * line.quantity);

/** The goods of an order at the prices they were bought at, before its discount and delivery: 'Subtotal'. */
export const orderSubtotal = (lines: readonly { unitPrice: number; quantity: number }[]): number =>
  paisaToRupees(lines.reduce((sum, line) => sum + rupeesToPaisa(line.unitPrice) * line.quantity, 0));

/** The footer of a refunded order: 'Refunded on 28 Nov 2026'. */
export const refundedOnNote = (date: string): string => `Refunded on ${date}`;
/** The footer of an order refunded in part: 'Rs. 2,500 refunded'. */
export const partlyRefundedNote = (rupees: number): string => `${formatRupees(rupees)} refunded`;
