import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, orders, type PaymentRow, payments, type Transaction } from '../database';

/** Payment status recorded when Khalti reports a completed payment of another amount than the order's. */
export const AMOUNT_MISMATCH = 'Amount mismatch';

export interface NewPayment {
  orderId: string;
  provider: string;
  pidx: string;
  status: string;
  amountPaisa: number;
  payload: unknown;
  paymentUrl?: string | null;
  expiresAt?: Date | null;
}

/** The link of an order's latest payment. */
export interface PaymentLinkRow {
  orderId: string;
  paymentUrl: string | null;
  expiresAt: Date | null;
}

/** An order awaiting payment whose link has expired; `pidx` of its latest payment (null: none was recorded). */
export interface DueAwaitingOrder {
  orderId: string;
  pidx: string | null;
  /** When it fell due, as the database's text: the next batch's cursor. */
  due: string;
}

export type DueCursor = Pick<DueAwaitingOrder, 'orderId' | 'due'>;

/** What the provider's lookup said of a payment. */
export interface PaymentUpdate {
  pidx: string;
  status: string;
  transactionId?: string | null;
  payload?: unknown;
}

@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: NewPayment): Promise<void> {
    await this.db.insert(payments).values(values);
  }

  /** Each order's latest payment (one row an order, by created_at then id), for the given orders only. */
  async latestLinks(orderIds: string[]): Promise<PaymentLinkRow[]> {
    return this.db
      .selectDistinctOn([payments.orderId], {
        orderId: payments.orderId,
        paymentUrl: payments.paymentUrl,
        expiresAt: payments.expiresAt,
      })
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.id));
  }

  /** The order's latest payment attempt. */
  async latest(orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row;
  }

  /** Whether the order still awaits its payment (the start page posts only such an order's form). */
  async isAwaiting(orderId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row?.status === 'awaiting payment';
  }

  /** The latest attempt of every order still awaiting payment whose latest attempt is with `provider`, oldest first. */
  async awaitingWith(provider: string, limit: number): Promise<{ orderId: string; pidx: string }[]> {
    const result = await this.db.execute(sql`
      select o.id, p.pidx from ${orders} o
      join lateral (select p.pidx, p.provider from ${payments} p where p.order_id = o.id
                    order by p.created_at desc, p.id desc limit 1) p on true
      where o.status = 'awaiting payment' and p.provider = ${provider}
      order by o.created_at, o.id
      limit ${limit}
    `);
    const { rows } = result as unknown as { rows: { id: string; pidx: string }[] };
    return rows.map((row) => ({ orderId: row.id, pidx: row.pidx }));
  }

  async find(pidx: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.pidx, pidx)).limit(1);
    return row;
  }

  /** In the caller's transaction when given (the order's status change), else on its own. */
  async update(payment: PaymentUpdate, tx: Database | Transaction = this.db): Promise<void> {
    await tx
      .update(payments)
      .set({
        status: payment.status,
        ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
        ...(payment.payload !== undefined ? { payload: payment.payload } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.pidx, payment.pidx));
  }

  /**
   * One batch of the orders awaiting payment that are due for a re-check at `now`, in the order they fell due (then
   * by id), after the order `after` of the previous batch when given. An order falls due when its latest payment
   * link expires, and never later than `lifetimeMs` after it was placed (Khalti's documented lifetime; an order whose
   * payment was never recorded has no link at all). Orders whose amount Khalti reported wrong wait for an admin and
   * are left out. Keyset paging: the cursor is the order's due time as the database wrote it, so no precision is lost.
   */
  async dueAwaiting(
    now: Date,
    lifetimeMs: number,
    after: DueCursor | undefined,
    limit: number,
  ): Promise<DueAwaitingOrder[]> {
    const latest = (column: 'pidx' | 'expires_at') =>
      sql`(select ${sql.raw(`p.${column}`)} from ${payments} p where p.order_id = o.id order by p.created_at desc, p.id desc limit 1)`;
    const result = await this.db.execute(sql`
      select id, pidx, due::text as due from (
        select o.id, ${latest('pidx')} as pidx,
               least(coalesce(${latest('expires_at')}, 'infinity'), o.created_at + ${lifetimeMs} * interval '1 millisecond') as due
        from ${orders} o
        where o.status = 'awaiting payment'
          and not exists (select 1 from ${payments} p where p.order_id = o.id and p.status = ${AMOUNT_MISMATCH})
      ) awaiting
      where due <= ${now.toISOString()}::timestamptz
        ${after ? sql`and (due, id) > (${after.due}::timestamptz, ${after.orderId}::uuid)` : sql``}
      order by due, id
      limit ${limit}
    `);
    const { rows } = result as unknown as { rows: { id: string; pidx: string | null; due: string }[] };
    return rows.map((row) => ({ orderId: row.id, pidx: row.pidx, due: row.due }));
  }
}
