import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus, OrderStatusSource, RefundMethod, RefundStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  type OrderRow,
  orders,
  orderStatusHistory,
  type RefundRow,
  refunds,
  type StoredLine,
  type Transaction,
  users,
} from '../database';

/** A refund with the admin who made it, while that account exists. */
export interface RefundWithAdmin {
  refund: RefundRow;
  admin: { name: string; email: string } | null;
}

export interface NewRefund {
  orderId: string;
  amountPaisa: number;
  reason: string;
  method: RefundMethod;
  status: RefundStatus;
  restock: StoredLine[];
  adminId: string | null;
}

/** The SQL of refunds: the order's row lock they are written under, the refunds themselves, what they do to the order. */
@Injectable()
export class RefundsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The order's row, locked until the transaction ends: every refund of an order is decided and written under this
   * lock, so two requests at once are told apart (the second sees the first's pending refund).
   */
  async lockOrder(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    return row;
  }

  /** The order's refunds, oldest first, with their admins. */
  async ofOrder(orderId: string, tx: Database | Transaction = this.db): Promise<RefundWithAdmin[]> {
    const rows = await tx
      .select({ refund: refunds, adminName: users.name, adminEmail: users.email })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.adminId))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return rows.map(({ refund, adminName, adminEmail }) => ({
      refund,
      admin: adminName !== null && adminEmail !== null ? { name: adminName, email: adminEmail } : null,
    }));
  }

  async find(refundId: string): Promise<RefundWithAdmin | undefined> {
    const rows = await this.db
      .select({ refund: refunds, adminName: users.name, adminEmail: users.email })
      .from(refunds)
      .leftJoin(users, eq(users.id, refunds.adminId))
      .where(eq(refunds.id, refundId))
      .limit(1);
    const [row] = rows;
    return (
      row && {
        refund: row.refund,
        admin:
          row.adminName !== null && row.adminEmail !== null
            ? { name: row.adminName, email: row.adminEmail }
            : null,
      }
    );
  }

  async insert(tx: Transaction, values: NewRefund): Promise<RefundRow> {
    const [row] = await tx.insert(refunds).values(values).returning();
    return row;
  }

  /** Settles a pending refund once: undefined when it was not pending any more (someone settled it first). */
  async settle(
    tx: Transaction,
    refundId: string,
    status: Exclude<RefundStatus, 'pending'>,
    failure: string | null,
  ): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ status, failure, updatedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    return row;
  }

  async markChecked(refundId: string, at: Date): Promise<void> {
    await this.db.update(refunds).set({ checkedAt: at }).where(eq(refunds.id, refundId));
  }

  /**
   * Adds a succeeded refund to the order (locked by the caller): its refunded paisa, and the status `refunded` once they
   * reach the amount. Returns the order as it is now.
   */
  async addRefunded(tx: Transaction, order: OrderRow, amountPaisa: number): Promise<OrderRow> {
    const refunded = order.refundedPaisa + amountPaisa;
    const status: OrderStatus = refunded >= order.amountPaisa ? 'refunded' : order.status;
    const [row] = await tx
      .update(orders)
      .set({ refundedPaisa: refunded, status, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    return row;
  }

  /** The history entry of a refund: the order's status after it, who made it, and the refund. */
  async recordInHistory(
    tx: Transaction,
    entry: {
      orderId: string;
      status: OrderStatus;
      source: OrderStatusSource;
      adminId: string | null;
      refundId: string;
    },
  ): Promise<void> {
    await tx.insert(orderStatusHistory).values(entry);
  }

  /** Pending refunds, oldest first: what the settling job asks Khalti about. */
  async pending(limit: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(eq(refunds.status, 'pending'))
      .orderBy(asc(refunds.createdAt), asc(refunds.id))
      .limit(limit);
  }

  /** What the refunds of these orders amount to by status, in paisa (for orders' lists: none needed). */
  async sumsOf(tx: Transaction, orderId: string): Promise<{ succeeded: number; pending: number }> {
    const [row] = await tx
      .select({
        succeeded: sql<number>`coalesce(sum(${refunds.amountPaisa}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
        pending: sql<number>`coalesce(sum(${refunds.amountPaisa}) filter (where ${refunds.status} = 'pending'), 0)::int`,
      })
      .from(refunds)
      .where(eq(refunds.orderId, orderId));
    return row;
  }
}
