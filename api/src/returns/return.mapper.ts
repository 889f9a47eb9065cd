import { paisaToRupees, type ReturnRequest } from '../contracts';
import type { ReturnWithOrder } from './returns.repository';

/** A request row → the API's return request: each line with its product's name and unit price as ordered. */
export function toReturnRequest({ request, order, lines }: ReturnWithOrder): ReturnRequest {
  return {
    _id: request.id,
    orderId: request.orderId,
    orderNumber: order.orderNumber,
    status: request.status,
    lines: request.lines.map((line) => {
      const ordered = lines.find((row) => row.productId === line.productId);
      return {
        identity: line.productId,
        quantity: line.quantity,
        name: ordered?.productName ?? '',
        unitPrice: paisaToRupees(ordered?.unitPricePaisa ?? 0),
      };
    }),
    reason: request.reason,
    note: request.note,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
