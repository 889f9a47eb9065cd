// Discount codes: the admin's codes (GET/POST /api/v1/discounts, GET/PUT/DELETE /api/v1/discounts/:id) and the
// cart's check (POST /api/v1/discounts/check). Money in rupees; the database keeps paisa.
import type { PageQuery } from './common';
import type { CreateOrderLine } from './order';
import type { DiscountType } from './rules/discount';

/** A code as the admin's calls return it. */
export interface DiscountCode {
  _id: string;
  /** In capitals. */
  code: string;
  type: DiscountType;
  /** Percent (1–90) or rupees. */
  value: number;
  /** Rupees; 0 for none. */
  minSubtotal: number;
  /** ISO times; null for no bound. */
  startsAt: string | null;
  endsAt: string | null;
  /** Total orders; null for no limit. */
  usageLimit: number | null;
  perCustomerLimit: number;
  active: boolean;
  /** Orders holding a use now (a cancelled order gives its use back). Read-only. */
  used: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/v1/discounts; PUT /api/v1/discounts/:id takes any subset of it. */
export interface DiscountWriteFields {
  code: string;
  type: DiscountType;
  value: number;
  minSubtotal?: number;
  startsAt?: string | null;
  endsAt?: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number;
  active?: boolean;
}

/** GET /api/v1/discounts: `q` a part of the code (any case), paged; X-Total-Count holds the total. */
export interface DiscountListQuery extends PageQuery {
  q?: string;
}

/** POST /api/v1/discounts/check: the cart's lines, priced by the server as at checkout. */
export interface DiscountCheckRequest {
  code: string;
  products_details: CreateOrderLine[];
}

/** The cart's check of a code: `valid` with its discount and the total after it, or the reason in `message`. */
export interface DiscountCheckResponse {
  valid: boolean;
  /** The code in capitals. */
  code: string;
  /** Rupees; 0 when not valid. */
  discount: number;
  /** The lines' subtotal in rupees, as the server priced them. */
  subtotal: number;
  /** Rupees: subtotal − discount. */
  total: number;
  message: string;
  /** The message's id (DISCOUNT_APPLIED, or why the code does not apply: docs/api.md) and the values it carries. */
  messageId: string;
  params?: Readonly<Record<string, string | number>>;
}
