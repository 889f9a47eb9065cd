// A discount code on a cart or an order (docs/rules.md, Discount codes), as plain functions of the code's row: the
// cart's check and the checkout's take judge the same reading the same way.
import { type ApiMessageId, discountPaisa, englishOf, type MessageParams, paisaToRupees } from '../contracts';
import type { DiscountCodeRow } from '../database';

/** A code that applies to a subtotal: which code, and the paisa it takes off. */
export interface AppliedDiscount {
  discountId: string;
  code: string;
  discountPaisa: number;
}

/** Why a code does not apply: the message's id (docs/api.md) and its values. */
export interface DiscountRefusal {
  code: ApiMessageId;
  params?: MessageParams;
}

/** The answer of a code on a subtotal: it applies, or why not, with the message the shopper reads. */
export type DiscountVerdict =
  { ok: true; applied: AppliedDiscount } | ({ ok: false; message: string } & DiscountRefusal);

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
): DiscountRefusal | undefined {
  if (!row || !row.active) return { code: 'DISCOUNT_INVALID' };
  if ((row.startsAt && now < row.startsAt) || (row.endsAt && now > row.endsAt))
    return { code: 'DISCOUNT_EXPIRED' };
  if (subtotalPaisa < row.minSubtotalPaisa)
    return { code: 'DISCOUNT_MIN_SUBTOTAL', params: { amount: paisaToRupees(row.minSubtotalPaisa) } };
  if (row.usageLimit !== null && row.used >= row.usageLimit) return { code: 'DISCOUNT_USED_UP' };
  if (customerUses >= row.perCustomerLimit) return { code: 'DISCOUNT_ALREADY_USED' };
  return undefined;
}

/** The code (none: the typed text matched no code) on a subtotal for a customer: the paisa it takes off, or why not. */
export function discountVerdict(
  row: DiscountCodeRules | undefined,
  subtotalPaisa: number,
  customerUses: number,
  now: Date,
): DiscountVerdict {
  const refused = refusal(row, subtotalPaisa, customerUses, now);
  if (refused || !row) {
    // No row is always refused (DISCOUNT_INVALID); the fallback only tells the compiler so.
    const why = refused ?? { code: 'DISCOUNT_INVALID' };
    return { ok: false, ...why, message: englishOf(why.code, why.params) };
  }
  return {
    ok: true,
    applied: {
      discountId: row.id,
      code: row.code,
      discountPaisa: discountPaisa(row.type, row.value, subtotalPaisa),
    },
  };
}
