import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '../contracts';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import {
  type OrderLineRow,
  type OrderRow,
  type PaymentRow,
  orderLines,
  orders,
  payments,
  products,
} from '../database/schema';

/** Payment status recorded when Khalti reports a completed payment of another amount than the order's. */
export const AMOUNT_MISMATCH = 'Amount mismatch';

/** The current figures of a product as the checkout needs them. */
export interface ProductQuote {
  id: string;
  name: string;
  salePricePaisa: number;
  stock: number;
}

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
  /** Raise quantity_sold now (cash on delivery) rather than when paid (Khalti). */
  countSold: boolean;
}

export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** How a status change moves the products of the order's lines: +1 adds the line quantity, -1 takes it, 0 leaves it. */
export interface StockEffect {
  stock: -1 | 0 | 1;
  sold: -1 | 0 | 1;
}

/** Thrown inside the order transaction (so it rolls back) when a line cannot be served at the quoted price. */
export class LineRejectedError extends Error {
  constructor(readonly productId: string) {
    super(`Line for product ${productId} cannot be served`);
    this.name = 'LineRejectedError';
  }
}

@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async quoteProducts(ids: string[]): Promise<ProductQuote[]> {
    if (!ids.length) return [];
    return this.db
      .select({
        id: products.id,
        name: products.name,
        salePricePaisa: products.salePricePaisa,
        stock: products.stock,
      })
      .from(products)
      .where(inArray(products.id, ids));
  }

  /**
   * Takes the stock and writes the order in ONE transaction. Each line's stock falls by a conditional update
   * (`stock >= q` and the quoted price still current); a line that cannot be served throws LineRejectedError
   * and the whole transaction rolls back: nothing changes. Lines are taken in id order, so concurrent orders
   * lock rows in the same order and never deadlock.
   */
  async placeOrder(input: NewOrder): Promise<OrderWithLines> {
    const { lines, countSold, ...order } = input;
    return this.db.transaction(async (tx) => {
      for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
        const taken = await tx
          .update(products)
          .set({
            stock: sql`${products.stock} - ${line.quantity}`,
            quantitySold: countSold
              ? sql`${products.quantitySold} + ${line.quantity}`
              : products.quantitySold,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(products.id, line.productId),
              sql`${products.stock} >= ${line.quantity}`,
              eq(products.salePricePaisa, line.unitPricePaisa),
            ),
          )
          .returning({ id: products.id });
        if (!taken.length) throw new LineRejectedError(line.productId);
      }
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
   * concurrent change finds nothing to do (undefined). The products of its lines move by `effect` in the same transaction.
   */
  async transition(
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    effect: StockEffect,
    extra: {
      transactionCode?: string;
      payment?: { pidx: string; status: string; transactionId?: string | null; payload?: unknown };
    } = {},
  ): Promise<OrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(extra.transactionCode ? { transactionCode: extra.transactionCode } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      if (!row) return undefined;
      if (effect.stock || effect.sold) await this.moveStock(tx, orderId, effect);
      if (extra.payment) await this.recordPayment(tx, extra.payment);
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

  /** Newest first; only the given customer's when `userId` is set. */
  async listOrders(userId?: string): Promise<OrderWithLines[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(userId ? eq(orders.userId, userId) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    if (!rows.length) return [];
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
    return rows.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }));
  }

  /**
   * Payments of Khalti orders still awaiting payment that were placed before `placedBefore` (oldest first), except those
   * whose amount Khalti reported wrong: they wait for an admin, and must not crowd out the others.
   */
  async staleAwaitingPidx(placedBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ pidx: payments.pidx })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.status, 'awaiting payment'),
          lt(orders.createdAt, placedBefore),
          ne(payments.status, AMOUNT_MISMATCH),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows.map((row) => row.pidx);
  }

  async insertPayment(values: {
    orderId: string;
    provider: string;
    pidx: string;
    status: string;
    amountPaisa: number;
    payload: unknown;
  }): Promise<void> {
    await this.db.insert(payments).values(values);
  }

  async findPayment(pidx: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.pidx, pidx)).limit(1);
    return row;
  }

  async updatePayment(payment: {
    pidx: string;
    status: string;
    transactionId?: string | null;
    payload?: unknown;
  }): Promise<void> {
    await this.recordPayment(this.db, payment);
  }

  private async recordPayment(
    db: Database | Transaction,
    payment: { pidx: string; status: string; transactionId?: string | null; payload?: unknown },
  ): Promise<void> {
    await db
      .update(payments)
      .set({
        status: payment.status,
        ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
        ...(payment.payload !== undefined ? { payload: payment.payload } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.pidx, payment.pidx));
  }

  /** Lines whose product was deleted meanwhile (product_id NULL) have nothing to move. */
  private async moveStock(tx: Transaction, orderId: string, effect: StockEffect): Promise<void> {
    await tx.execute(sql`
      update ${products} p
      set stock = p.stock + ${effect.stock} * l.quantity,
          quantity_sold = greatest(p.quantity_sold + ${effect.sold} * l.quantity, 0),
          updated_at = now()
      from ${orderLines} l
      where l.order_id = ${orderId} and p.id = l.product_id`);
  }
}
