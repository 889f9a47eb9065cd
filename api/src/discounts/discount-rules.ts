// A discount code on a cart or an order (docs/rules.md, Discount codes), as plain functions of the code's row: the
// cart's check and the checkout's take judge the same reading the same way.
import {
  DISCOUNT_ALREADY_USED_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
  discountMinSubtotalMessage,
  discountPaisa,
  paisaToRupees,
} from '../contracts';
import type { DiscountCodeRow } from '../database';

/** A code that applies to a subtotal: which code, and the paisa it takes off. */
export interface AppliedDiscount {
  discountId: string;
  code: string;
  discountPaisa: number;
}

/** The answer of a code on a subtotal: it applies, or the message the shopper reads. */
export type DiscountVerdict = { ok: true; applied: AppliedDiscount } | { ok: false; message: string };

/** What the rules read of a code's row. */
export type DiscountCodeRules = Pick<
  DiscountCodeRow,
  | 'id'
  | 'code'
  | 'type'
  | 'value'
  | 'active'
  | 'startsAt'
  | 'endsAt'
  | 'minSubtotalPaisa'
  | 'usageLimit'
  | 'used'
  | 'perCustomerLimit'
>;

/**
 * Why a code does not apply to this subtotal for this customer, in the order the shopper is told (docs/rules.md,
 * Discount codes); undefined when it applies. `customerUses`: the uses the customer holds, by account or phone.
 */
export function refusal(
  row: DiscountCodeRules | undefined,
  subtotalPaisa: number,
  customerUses: number,
  now: Date,
): string | undefined {
  if (!row || !row.active) return DISCOUNT_INVALID_MESSAGE;
  if ((row.startsAt && now < row.startsAt) || (row.endsAt && now > row.endsAt))
    return DISCOUNT_EXPIRED_MESSAGE;
  if (subtotalPaisa < row.minSubtotalPaisa)
    return discountMinSubtotalMessage(paisaToRupees(row.minSubtotalPaisa));
  if (row.usageLimit !== null && row.used >= row.usageLimit) return DISCOUNT_USED_UP_MESSAGE;
  if (customerUses >= row.perCustomerLimit) return DISCOUNT_ALREADY_USED_MESSAGE;
  return undefined;
}

/** The code (none: the typed text matched no code) on a subtotal for a customer: the paisa it takes off, or why not. */
export function discountVerdict(
  row: DiscountCodeRules | undefined,
  subtotalPaisa: number,
  customerUses: number,
  now: Date,
): DiscountVerdict {
  const message = refusal(row, subtotalPaisa, customerUses, now);
  return message || !row
    ? { ok: false, message: message as string }
    : {
        ok: true,
        applied: {
          discountId: row.id,
          code: row.code,
          discountPaisa: discountPaisa(row.type, row.value, subtotalPaisa),
        },
      };
}
