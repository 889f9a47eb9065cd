import { Injectable } from '@nestjs/common';
import { RETURN_WINDOW_DAYS, type ReturnRequest } from '../contracts';
import { toReturnRequest } from './return.mapper';
import { ReturnsRepository } from './returns.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a delivered order's return window closes: RETURN_WINDOW_DAYS after its delivery. */
export const returnWindowEnd = (deliveredAt: Date): Date =>
  new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** What an order's views show of its returns: the latest request, and until when one may be asked. */
export interface OrderReturns {
  returnRequest: ReturnRequest | null;
  /** ISO time the window closes, for a delivered order; null otherwise. */
  returnableUntil: string | null;
}

/** The orders module's window on returns (its order views), so that returns never imports orders. */
@Injectable()
export class ReturnsReader {
  constructor(private readonly repository: ReturnsRepository) {}

  async forOrders(orderIds: string[]): Promise<Map<string, OrderReturns>> {
    const [requests, delivered] = await Promise.all([
      this.repository.latestFor(orderIds),
      this.repository.deliveredAt(orderIds),
    ]);
    const result = new Map<string, OrderReturns>();
    for (const id of orderIds) {
      const request = requests.find((found) => found.request.orderId === id);
      const at = delivered.get(id);
      result.set(id, {
        returnRequest: request ? toReturnRequest(request) : null,
        returnableUntil: at ? returnWindowEnd(at).toISOString() : null,
      });
    }
    return result;
  }
}
