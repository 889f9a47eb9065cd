// The stock ledger's wire types (docs/api.md, Stock): GET /api/v1/product/{id}/stock-movements and
// POST /api/v1/product/{id}/stock-adjustments, admins and staff.
import type { PageQuery } from './common';
import type { StockReason } from './rules/stock';

/** One change of a product's or a variant's stock. */
export interface StockMovement {
  _id: string;
  /** ISO time. */
  at: string;
  product: string;
  /** The variant whose stock moved (its label as it was then); null for a plain product. */
  variant: { _id: string; label: string } | null;
  /** Units in (+) or out (−). */
  change: number;
  /** The variant's stock after it, or the plain product's. */
  stockAfter: number;
  reason: StockReason;
  order: { _id: string; orderNumber: number } | null;
  /** Who made it while that account exists: the admin or staff member, or an order's customer; null for the shop's own. */
  by: { name: string } | null;
  note: string | null;
}

/** Query of GET /api/v1/product/{id}/stock-movements: one variant's only, newest first, X-Total-Count. */
export interface StockMovementsQuery extends PageQuery {
  variant?: string;
}

/** POST /api/v1/product/{id}/stock-adjustments: 201 with the movement. */
export interface StockAdjustmentRequest {
  /** Required for a product with variants (400 'Please choose the variant to adjust.'). */
  variantId?: string;
  /** A whole number other than 0. */
  change: number;
  /** 1–200 characters. */
  note: string;
}
