import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
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
   * Payments of orders still awaiting payment that were placed before `placedBefore` (oldest first), except those
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
}
