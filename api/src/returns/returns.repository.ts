import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ReturnStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  type OrderLineRow,
  orderLines,
  type OrderRow,
  orders,
  orderStatusHistory,
  type PageWindow,
  refunds,
  type ReturnRequestRow,
  returnRequests,
  type StoredLine,
  type Transaction,
} from '../database';

/** A request with what it is shown with: its order's number and lines. */
export interface ReturnWithOrder {
  request: ReturnRequestRow;
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'userId' | 'customerName'>;
  lines: OrderLineRow[];
}

/**
 * The SQL of return requests. It reads the orders' own tables (an order's lines, when it was delivered, whether a
 * refund of it succeeded) rather than the orders module, which reads the requests through ReturnsReader.
 */
@Injectable()
export class ReturnsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The order locked for the request's transaction (two requests at once see each other), with its lines. */
  async lockOrder(
    tx: Transaction,
    orderId: string,
  ): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!order) return undefined;
    return { order, lines: await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)) };
  }

  /**
   * When each order was first delivered (its history), where the return window starts: nothing later (a refund's
   * entry, a replayed change) moves it.
   */
  async deliveredAt(orderIds: string[], tx: Database | Transaction = this.db): Promise<Map<string, Date>> {
    if (!orderIds.length) return new Map();
    const rows = await tx
      .select({
        orderId: orderStatusHistory.orderId,
        at: sql<Date>`min(${orderStatusHistory.at})`.mapWith(orderStatusHistory.at),
      })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, orderIds), eq(orderStatusHistory.status, 'delivered')))
      .groupBy(orderStatusHistory.orderId);
    return new Map(rows.map((row) => [row.orderId, row.at]));
  }

  /** The lines of the order's earlier returns that were not declined: units already on their way back. */
  async returnedLines(tx: Transaction, orderId: string): Promise<StoredLine[]> {
    const rows = await tx
      .select({ lines: returnRequests.lines })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'declined')));
    return rows.flatMap((row) => row.lines);
  }

  async hasOpen(tx: Transaction, orderId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(
        and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ['requested', 'approved'])),
      )
      .limit(1);
    return !!row;
  }

  async insert(
    tx: Transaction,
    values: { orderId: string; lines: StoredLine[]; reason: string },
  ): Promise<ReturnRequestRow> {
    const [row] = await tx.insert(returnRequests).values(values).returning();
    return row;
  }

  async find(id: string): Promise<ReturnWithOrder | undefined> {
    const [row] = await this.db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
    return row ? (await this.withOrders([row]))[0] : undefined;
  }

  /** Changes the request's status from `from` to `to` once: undefined when it was not in `from` any more. */
  async change(
    tx: Transaction,
    id: string,
    from: ReturnStatus,
    to: ReturnStatus,
    note: string | null | undefined,
  ): Promise<ReturnRequestRow | undefined> {
    const [row] = await tx
      .update(returnRequests)
      .set({ status: to, ...(note !== undefined ? { note } : {}), updatedAt: new Date() })
      .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from)))
      .returning();
    return row;
  }

  /**
   * What a return's refund is reckoned from: the order's discount, delivery and amount, the paisa its succeeded and
   * pending refunds took, and the lines of its returns that were not declined (this one included).
   */
  async refundFigures(orderId: string): Promise<{
    order: Pick<OrderRow, 'amountPaisa' | 'discountPaisa' | 'deliveryPaisa'>;
    refundedPaisa: number;
    returned: StoredLine[];
  }> {
    const [[order], [{ refundedPaisa }], returned] = await Promise.all([
      this.db
        .select({
          amountPaisa: orders.amountPaisa,
          discountPaisa: orders.discountPaisa,
          deliveryPaisa: orders.deliveryPaisa,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1),
      this.db
        .select({ refundedPaisa: sql<number>`coalesce(sum(${refunds.amountPaisa}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['succeeded', 'pending']))),
      this.db
        .select({ lines: returnRequests.lines })
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'declined'))),
    ]);
    return { order, refundedPaisa, returned: returned.flatMap((row) => row.lines) };
  }

  async hasSucceededRefund(orderId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))
      .limit(1);
    return !!row;
  }

  /** One page, newest first, and the count over every page. */
  async list(
    status: ReturnStatus | undefined,
    page: PageWindow,
  ): Promise<{ items: ReturnWithOrder[]; total: number }> {
    const where = status ? eq(returnRequests.status, status) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(returnRequests)
        .where(where)
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(returnRequests)
        .where(where),
    ]);
    return { items: await this.withOrders(rows), total };
  }

  /** Each order's latest request. */
  async latestFor(orderIds: string[]): Promise<ReturnWithOrder[]> {
    if (!orderIds.length) return [];
    const rows = await this.db
      .selectDistinctOn([returnRequests.orderId])
      .from(returnRequests)
      .where(inArray(returnRequests.orderId, orderIds))
      .orderBy(returnRequests.orderId, desc(returnRequests.createdAt), desc(returnRequests.id));
    return this.withOrders(rows);
  }

  private async withOrders(rows: ReturnRequestRow[]): Promise<ReturnWithOrder[]> {
    if (!rows.length) return [];
    const ids = [...new Set(rows.map((row) => row.orderId))];
    const [orderRows, lineRows] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          userId: orders.userId,
          customerName: orders.customerName,
        })
        .from(orders)
        .where(inArray(orders.id, ids)),
      this.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    ]);
    const byId = new Map(orderRows.map((row) => [row.id, row]));
    return rows.map((request) => ({
      request,
      order: byId.get(request.orderId) as ReturnWithOrder['order'],
      lines: lineRows.filter((line) => line.orderId === request.orderId),
    }));
  }
}
