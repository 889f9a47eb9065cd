// Refunds and customers' returns (docs/rules.md, Refunds and Returns): bounds, statuses and messages.
import { formatRupees } from './money';
import { type OrderStatus, type PaymentMethod, paysInCash } from './order';
import { RETURN_WINDOW_DAYS } from './shop';

/** How the money goes back: by the order's method (Khalti's refund call; cash or eSewa's merchant portal by hand). */
export type RefundMethod = PaymentMethod;

/** pending: written before Khalti was asked, or Khalti has not answered yet; succeeded and failed are final. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Whether the order's payment is money the shop holds and can give back: a wallet's order (Khalti, eSewa) the wallet
 * paid (`paid`, `shipped` or `delivered`, its transaction known: `paidThroughKhalti` is true for either), a cash order once
 * `delivered` (paid at the door). The API refuses a refund of
 * anything else; the admin's order shows the refund form only for these.
 */
export function hasRefundablePayment(order: {
  method: PaymentMethod;
  status: OrderStatus;
  paidThroughKhalti: boolean;
}): boolean {
  if (!paysInCash(order.method))
    return (
      (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') &&
      order.paidThroughKhalti
    );
  return order.status === 'delivered';
}

export const REFUND_REASON_MIN = 1;
export const REFUND_REASON_MAX = 300;
/** The most lines a refund can put back on the shelf: an order has at most 50 lines (MAX_ORDER_LINES). */
export const MAX_RESTOCK_LINES = 50;

export const REFUND_AMOUNT_MESSAGE = 'Amount must be a number of rupees more than 0';
export const REFUND_REASON_MESSAGE = `Reason must be ${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters long`;
export const RESTOCK_MESSAGE = 'Restock must be a list of { identity, quantity }';
export const NO_PAYMENT_TO_REFUND_MESSAGE = 'This order has no payment to refund.';
export const NOTHING_LEFT_TO_REFUND_MESSAGE = 'This order has nothing left to refund.';
export const REFUND_IN_PROGRESS_MESSAGE = 'A refund of this order is already in progress.';
export const refundAtMostMessage = (rupees: number) => `You can refund at most ${formatRupees(rupees)}.`;
export const restockAtMostMessage = (quantity: number, name: string) =>
  `You can return at most ${quantity} of ${name} to stock.`;
/** The reason of a refund the owner made in Khalti's merchant dashboard, which the shop finds in Khalti's lookup. */
export const REFUNDED_IN_KHALTI_REASON = 'Refunded in Khalti';
export const REFUND_NOT_FOUND_MESSAGE = 'Refund not found';
/** A pending Khalti refund Khalti's lookup cannot settle: the owner looks in Khalti's dashboard and records what it says. */
export const CHECK_IN_KHALTI_LABEL = "Check in Khalti's dashboard";
/** What the owner can record by hand of such a refund (POST …/refunds/{refundId}/outcome). */
export const REFUND_OUTCOMES = ['succeeded', 'failed'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];
export const REFUND_OUTCOME_MESSAGE = `Status must be one of ${REFUND_OUTCOMES.join(', ')}`;
export const REFUND_NOT_TO_CHECK_MESSAGE =
  "This refund is not waiting for a check in Khalti's dashboard: Khalti's own answer settles it.";
/** The failure kept on a refund the owner found was not made in Khalti. */
export const NOT_REFUNDED_IN_KHALTI_FAILURE = "Not refunded: checked in Khalti's dashboard";

/**
 * The history's note when a wallet refunded by hand (eSewa) reports a refund the shop has not recorded: the owner
 * records it with the refund form once they know the amount.
 */
export const refundedAtWalletNote = (wallet: string) =>
  `${wallet} reports this payment fully refunded, but no refund is recorded here.`;
export const partlyRefundedAtWalletNote = (wallet: string) =>
  `${wallet} reports this payment partly refunded, but no refund is recorded here.`;

/** How the refund e-mail and the confirmation say the money comes back. */
export const REFUND_METHOD_WORDS: Record<RefundMethod, string> = {
  khalti: 'to your Khalti wallet',
  cash: 'in cash',
  esewa: 'to your eSewa wallet',
};

export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The statuses an admin may set, and from which: approved or declined from requested, refunded from approved. */
export const RETURN_STATUS_CHANGES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'declined'],
  approved: ['refunded'],
  declined: [],
  refunded: [],
};
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  refunded: 'Refunded',
};
/** An open request: one the shop has not closed yet. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved'];
export const RETURN_REASON_MAX = 1000;
export const RETURN_NOTE_MAX = 1000;
export const RETURNS_PAGE_SIZE = 10;

export const RETURN_NOT_DELIVERED_MESSAGE = 'Only delivered orders can be returned.';
export const RETURN_WINDOW_PASSED_MESSAGE = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`;
export const RETURN_ALREADY_OPEN_MESSAGE = 'A return for this order is already open.';
export const RETURN_REASON_REQUIRED_MESSAGE = `Reason must be 1 to ${RETURN_REASON_MAX} characters long`;
export const RETURN_LINES_MESSAGE = 'Choose at least one product to return';
export const returnAtMostMessage = (quantity: number, name: string) =>
  `You can return at most ${quantity} of ${name}.`;
export const RETURN_NOT_PRODUCT_MESSAGE = 'This product is not part of the order.';
export const RETURN_NOT_FOUND_MESSAGE = 'Return not found';
export const returnChangeRefusedMessage = (from: ReturnStatus, to: ReturnStatus) =>
  `This return is ${from}: it cannot become ${to}.`;
export const RETURN_NOT_REFUNDED_YET_MESSAGE = 'Refund the order first: no refund of it has succeeded yet.';
export const RETURN_REQUESTED_MESSAGE = 'Your return request has been sent.';

/** The returns screen's filter tabs: a label and the status it asks for (none: all). */
export const RETURN_FILTERS: readonly { label: string; status?: ReturnStatus }[] = [
  { label: 'All' },
  { label: 'Requested', status: 'requested' },
  { label: 'Approved', status: 'approved' },
  { label: 'Declined', status: 'declined' },
  { label: 'Refunded', status: 'refunded' },
];

/** What a return is worth to the customer, in paisa (returnRefundDue). */
export interface ReturnRefundDue {
  /** The returned units' share of the goods after the discount, never more than is left to refund. */
  goodsPaisa: number;
  /** What 'Refund delivery' adds: the whole order's delivery fee once every unit is returned, else 0; within what is left. */
  deliveryPaisa: number;
}

/**
 * What the customer paid for returned units (docs/rules.md, Returns): the units at the prices the order charged
 * (`returnedPaisa`) less their share of the order's discount, which was taken off the order's goods
 * (`subtotalPaisa`, before it) as a whole: returned × (subtotal − discount) / subtotal, to the nearest paisa (all of
 * the goods when every unit is returned). It never exceeds `leftPaisa`, the order's amount less its succeeded and
 * pending refunds. The delivery fee is the owner's to add, and only when `everyUnit` of the order has been returned.
 */
export function returnRefundDue(figures: {
  returnedPaisa: number;
  subtotalPaisa: number;
  discountPaisa: number;
  deliveryPaisa: number;
  everyUnit: boolean;
  leftPaisa: number;
}): ReturnRefundDue {
  const { returnedPaisa, subtotalPaisa, discountPaisa, deliveryPaisa, everyUnit } = figures;
  const left = Math.max(figures.leftPaisa, 0);
  const goods = BigInt(Math.max(subtotalPaisa - discountPaisa, 0));
  const share =
    subtotalPaisa > 0
      ? // Half up, in integers: the product of two amounts in paisa passes 2^53.
        Number((goods * BigInt(returnedPaisa) * 2n + BigInt(subtotalPaisa)) / (2n * BigInt(subtotalPaisa)))
      : 0;
  const goodsPaisa = Math.min(share, left);
  return { goodsPaisa, deliveryPaisa: everyUnit ? Math.min(deliveryPaisa, left - goodsPaisa) : 0 };
}
