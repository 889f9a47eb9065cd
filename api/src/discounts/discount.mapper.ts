import { type DiscountCode, paisaToRupees } from '../contracts';
import type { DiscountCodeRow } from '../database';

/** A row (paisa) → the API's code (rupees, `_id`). */
export function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'fixed' ? paisaToRupees(row.value) : row.value,
    minSubtotal: paisaToRupees(row.minSubtotalPaisa),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    used: row.used,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
