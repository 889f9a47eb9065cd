import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '../contracts';
import {
  DATABASE,
  type Database,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  type Transaction,
} from '../database';

export interface NewOrderLine {
  productId: string;
  name: string;
  unitPricePaisa: number;
  quantity: number;
}

export interface NewOrder {
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  amountPaisa: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  lines: NewOrderLine[];
}

export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** What else happens in the transaction of a status change: the stock of the order's lines, a payment's record. */
export type AlongWithChange = (tx: Transaction, lines: OrderLineRow[]) => Promise<void>;

@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Writes the order in the transaction where `takeStock` takes its stock: when a line cannot be served, takeStock
   * throws, the transaction rolls back and nothing changes.
   */
  async placeOrder(input: NewOrder, takeStock: (tx: Transaction) => Promise<void>): Promise<OrderWithLines> {
    const { lines, ...order } = input;
    return this.db.transaction(async (tx) => {
      await takeStock(tx);
      const [row] = await tx.insert(orders).values(order).returning();
      const lineRows = await tx
        .insert(orderLines)
        .values(
          lines.map((line) => ({
            orderId: row.id,
            productId: line.productId,
            productName: line.name,
            unitPricePaisa: line.unitPricePaisa,
            quantity: line.quantity,
          })),
        )
        .returning();
      return { order: row, lines: lineRows };
    });
  }

  /**
   * Moves an order from `from` to `to` ONCE: the conditional update on the status decides, so a replay or a
   * concurrent change finds nothing to do (undefined). `along` runs in the same transaction, only when it moved.
   */
  async transition(
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    { transactionCode, along }: { transactionCode?: string; along?: AlongWithChange } = {},
  ): Promise<OrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: to, updatedAt: new Date(), ...(transactionCode ? { transactionCode } : {}) })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      if (!row) return undefined;
      if (along) await along(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
      return row;
    });
  }

  async findOrder(id: string): Promise<OrderWithLines | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!order) return undefined;
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.productName), asc(orderLines.id));
    return { order, lines };
  }

  /**
   * One page of orders, newest first (created_at, then id, descending), and how many match over every page: only the
   * given customer's when `userId` is set, only the given status when `status` is. Counting and paging run in SQL.
   */
  async listOrders(
    filter: { userId?: string; status?: OrderStatus },
    page: { offset: number; limit: number },
  ): Promise<{ items: OrderWithLines[]; total: number }> {
    const where = and(
      filter.userId ? eq(orders.userId, filter.userId) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
    ]);
    if (!rows.length) return { items: [], total };
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderLines.productName), asc(orderLines.id));
    const byOrder = new Map<string, OrderLineRow[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    return { items: rows.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] })), total };
  }
}
