import { paisaToRupees, productWithVariant, type ReturnRequest } from '../contracts';
import { linesMatching } from './order-line-match';
import type { ReturnWithOrder } from './returns.repository';

/** A request row → the API's return request: each line with its product's name and unit price as ordered. */
export function toReturnRequest({ request, order, lines }: ReturnWithOrder): ReturnRequest {
  return {
    _id: request.id,
    orderId: request.orderId,
    orderNumber: order.orderNumber,
    status: request.status,
    lines: request.lines.map((line) => {
      const [ordered] = linesMatching(lines, line);
      return {
        identity: line.productId,
        ...(line.variantId ? { variant: line.variantId } : {}),
        quantity: line.quantity,
        name: ordered ? productWithVariant(ordered.productName, ordered.variantLabel) : '',
        unitPrice: paisaToRupees(ordered?.unitPricePaisa ?? 0),
      };
    }),
    reason: request.reason,
    note: request.note,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
