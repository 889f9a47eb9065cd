import { paisaToRupees, type Refund } from '../contracts';
import type { RefundWithAdmin } from './refunds.repository';

/** A refund row → the API's refund (rupees, `_id`, the admin as `by`). */
export const toRefund = ({ refund, admin }: RefundWithAdmin): Refund => ({
  _id: refund.id,
  amount: paisaToRupees(refund.amountPaisa),
  reason: refund.reason,
  method: refund.method,
  status: refund.status,
  createdAt: refund.createdAt.toISOString(),
  by: admin,
  restock: refund.restock.map((line) => ({
    identity: line.productId,
    ...(line.variantId ? { variant: line.variantId } : {}),
    quantity: line.quantity,
  })),
  failure: refund.failure,
  checkInKhalti: refund.status === 'pending' && refund.checkInKhalti,
});
