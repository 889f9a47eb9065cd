import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RefundMethod, RefundStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  type OrderLineRow,
  orderLines,
  type OrderRow,
  orders,
  type RefundRow,
  refunds,
  returnRequests,
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

/** An order's pending refund, read before Khalti's lookup is asked about it. */
export interface PendingRefund {
  refund: RefundRow;
  /** Its latest Khalti call was claimed at least the retry wait ago (by the database's clock): it has surely ended. */
  due: boolean;
}

/** The SQL of refunds: the order's row lock they are written under, and the refunds themselves. */
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

  /** The order's lines, which a restock names and the refund e-mail lists. */
  linesOf(tx: Transaction, orderId: string): Promise<OrderLineRow[]> {
    return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  }

  /** Whether the order has an approved return waiting for its refund: a refund's restock then is the return's. */
  async hasApprovedReturn(tx: Transaction, orderId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'approved')))
      .limit(1);
    return !!row;
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

  async find(refundId: string, tx: Database | Transaction = this.db): Promise<RefundWithAdmin | undefined> {
    const rows = await tx
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

  /**
   * Writes a refund. A pending Khalti refund is written with its first call's attempt recorded: the caller makes that
   * call once the transaction commits, and nobody else may make one until it has surely ended.
   */
  async insert(tx: Transaction, values: NewRefund): Promise<RefundRow> {
    const calls = values.method === 'khalti' && values.status === 'pending';
    const [row] = await tx
      .insert(refunds)
      .values({ ...values, ...(calls ? { attempts: 1, attemptedAt: sql`now()` } : {}) })
      .returning();
    return row;
  }

  /** The order's pending refund, if any, and whether its latest call is older than `retryAfterMs`. */
  async pendingOf(orderId: string, retryAfterMs: number): Promise<PendingRefund | undefined> {
    const [row] = await this.db
      .select({
        refund: refunds,
        due: sql<boolean>`coalesce(${refunds.attemptedAt} <= now() - ${retryAfterMs} * interval '1 millisecond', true)`,
      })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')))
      .limit(1);
    return row;
  }

  /**
   * Claims the next Khalti call of a pending refund, under the order's lock: only when nobody has claimed one since
   * `attempts` was read (before Khalti's lookup was asked), and never for one the owner must check by hand. Returns the
   * refund with the attempt recorded, or undefined when another caller, in this instance or another, got there first.
   */
  async claimAttempt(orderId: string, refundId: string, attempts: number): Promise<RefundRow | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockOrder(tx, orderId);
      const [row] = await tx
        .update(refunds)
        .set({ attempts: attempts + 1, attemptedAt: sql`now()`, updatedAt: new Date() })
        .where(
          and(
            eq(refunds.id, refundId),
            eq(refunds.status, 'pending'),
            eq(refunds.attempts, attempts),
            eq(refunds.checkInKhalti, false),
          ),
        )
        .returning();
      return row;
    });
  }

  /** Khalti's lookup cannot tell whether the refund was made: shown to the owner, never called again. */
  async markCheckInKhalti(refundId: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ checkInKhalti: true, updatedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
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
      .set({ status, failure, checkInKhalti: false, updatedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    return row;
  }

  async markChecked(refundId: string, at: Date): Promise<void> {
    await this.db.update(refunds).set({ checkedAt: at }).where(eq(refunds.id, refundId));
  }

  /** Pending refunds, oldest first: what the settling job asks Khalti about (not those the owner must check). */
  async pending(limit: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), eq(refunds.checkInKhalti, false)))
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
