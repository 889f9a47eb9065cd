// Refunds and returns: the shapes of docs/rules.md, Refunds and Returns. Money in rupees.
import type { PageQuery } from './common';
import type { RefundMethod, RefundOutcome, RefundStatus, ReturnStatus } from './rules/refund';

/** A product of the order and how many of it go back to stock (or are returned). */
export interface RefundLine {
  /** The product id, as the order's line names it. */
  identity: string;
  /**
   * The variant's id, as the order's line names it (`variant._id`); absent (or null when sent) for a plain product's
   * line: responses leave it out.
   */
  variant?: string | null;
  quantity: number;
}

/** POST /api/v1/orders/:id/refunds (admin). */
export interface CreateRefundRequest {
  /** Rupees with paisa, more than 0, at most what is left. */
  amount: number;
  /** 1 to 300 characters. */
  reason: string;
  /** Products going back to stock, at most what was ordered less what earlier refunds returned. */
  restock?: RefundLine[];
}

export interface Refund {
  _id: string;
  amount: number;
  reason: string;
  method: RefundMethod;
  status: RefundStatus;
  createdAt: string;
  /** The admin who made it; null for one found in Khalti (made in its dashboard) or an account since deleted. */
  by: { name: string; email: string } | null;
  /** What went back to stock with it. */
  restock: RefundLine[];
  /** Khalti's message when it refused the refund; null otherwise. */
  failure: string | null;
  /**
   * A pending refund Khalti's lookup cannot settle ('Partially Refunded' with no amount, beside an earlier refund):
   * never called again; the owner checks Khalti's dashboard and records the outcome (RecordRefundOutcomeRequest).
   */
  checkInKhalti: boolean;
}

/** POST /api/v1/orders/:id/refunds/:refundId/outcome (admin): what Khalti's dashboard shows of a refund to check. */
export interface RecordRefundOutcomeRequest {
  status: RefundOutcome;
}

/** 201 of POST /api/v1/orders/:id/refunds, and of POST /api/v1/orders/:id/refunds/check. */
export interface RefundResponse<O> {
  refund: Refund;
  order: O;
}

/** POST /api/v1/orders/:id/returns (the order's customer). */
export interface CreateReturnRequest {
  lines: RefundLine[];
  reason: string;
}

export interface ReturnLine extends RefundLine {
  name: string;
  /** Rupees a unit, as the order charged it. */
  unitPrice: number;
}

/** A customer's return request. */
export interface ReturnRequest {
  _id: string;
  orderId: string;
  orderNumber: number;
  status: ReturnStatus;
  lines: ReturnLine[];
  reason: string;
  /** The admin's note to the customer on approving or declining; null for none. */
  note?: string | null;
  createdAt: string;
  updatedAt?: string;
  /**
   * GET /api/v1/returns/:id only (issue 51): rupees the customer paid for the returned units, their share of the goods
   * after the discount, never more than is left to refund; the refund form's amount.
   */
  refundDue?: number;
  /** GET /api/v1/returns/:id only: rupees 'Refund delivery' adds, the order's delivery fee once every unit is returned, else 0. */
  deliveryRefund?: number;
}

/** GET /api/v1/returns (admin): newest first, total in X-Total-Count. */
export interface ReturnListQuery extends PageQuery {
  status?: ReturnStatus;
}

/** PUT /api/v1/returns/:id (admin). */
export interface UpdateReturnRequest {
  status: ReturnStatus;
  note?: string;
}
