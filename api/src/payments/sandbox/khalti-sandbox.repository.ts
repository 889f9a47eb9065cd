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
