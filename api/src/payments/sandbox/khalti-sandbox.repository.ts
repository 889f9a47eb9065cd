import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type KhaltiSandboxPaymentRow, khaltiSandboxPayments } from '../../database';

export type NewSandboxPayment = typeof khaltiSandboxPayments.$inferInsert;

@Injectable()
export class KhaltiSandboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: NewSandboxPayment): Promise<KhaltiSandboxPaymentRow> {
    const [row] = await this.db.insert(khaltiSandboxPayments).values(values).returning();
    return row;
  }

  async find(pidx: string): Promise<KhaltiSandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(khaltiSandboxPayments)
      .where(eq(khaltiSandboxPayments.pidx, pidx))
      .limit(1);
    return row;
  }

  /** Moves an Initiated payment on, once: undefined when it was not Initiated any more. */
  async settle(
    pidx: string,
    changes: { status: string; transactionId?: string | null; mobile?: string | null },
  ): Promise<KhaltiSandboxPaymentRow | undefined> {
    const [row] = await this.db
      .update(khaltiSandboxPayments)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(khaltiSandboxPayments.pidx, pidx), eq(khaltiSandboxPayments.status, 'Initiated')))
      .returning();
    return row;
  }

  /**
   * Refunds `amountPaisa` of the paid payment with this transaction id (the rest of it when undefined), once, in one
   * conditional statement: undefined when there is no such payment, or not that much left to refund.
   */
  async refund(
    transactionId: string,
    amountPaisa: number | undefined,
  ): Promise<KhaltiSandboxPaymentRow | undefined> {
    const part =
      amountPaisa ?? sql`${khaltiSandboxPayments.totalAmountPaisa} - ${khaltiSandboxPayments.refundedPaisa}`;
    const [row] = await this.db
      .update(khaltiSandboxPayments)
      .set({
        refundedPaisa: sql`${khaltiSandboxPayments.refundedPaisa} + ${part}`,
        status: sql`case when ${khaltiSandboxPayments.refundedPaisa} + ${part} >= ${khaltiSandboxPayments.totalAmountPaisa}
          then 'Refunded' else 'Partially Refunded' end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(khaltiSandboxPayments.transactionId, transactionId),
          sql`${khaltiSandboxPayments.status} in ('Completed', 'Partially Refunded')`,
          sql`${part} > 0`,
          sql`${khaltiSandboxPayments.refundedPaisa} + ${part} <= ${khaltiSandboxPayments.totalAmountPaisa}`,
        ),
      )
      .returning();
    return row;
  }

  async findByTransaction(transactionId: string): Promise<KhaltiSandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(khaltiSandboxPayments)
      .where(eq(khaltiSandboxPayments.transactionId, transactionId))
      .limit(1);
    return row;
  }

  /** Initiated payments past their expiry become Expired (as Khalti reports them). */
  async expire(pidx: string): Promise<void> {
    await this.db
      .update(khaltiSandboxPayments)
      .set({ status: 'Expired', updatedAt: new Date() })
      .where(
        and(
          eq(khaltiSandboxPayments.pidx, pidx),
          eq(khaltiSandboxPayments.status, 'Initiated'),
          sql`${khaltiSandboxPayments.expiresAt} <= now()`,
        ),
      );
  }
}
