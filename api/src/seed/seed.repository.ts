import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, orderStatusHistory, orders } from '../database';

/** What the seed writes straight to the database; everything else goes through the modules. */
@Injectable()
export class SeedRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Moves a demo order back in time (the seed writes orders the way checkout does, then spreads them out), its
   * history with it: the creation at `createdAt`, the last change at `updatedAt`, any between them evenly
   * spaced (a minute apart at least, so the timeline keeps its order).
   */
  async backdateOrder(id: string, createdAt: Date, updatedAt: Date): Promise<void> {
    const from = createdAt.toISOString();
    const to = updatedAt.toISOString();
    await this.db.transaction(async (tx) => {
      await tx.update(orders).set({ createdAt, updatedAt }).where(eq(orders.id, id));
      await tx.execute(sql`
        update ${orderStatusHistory} h
        set at = ${from}::timestamptz + (r.n - 1) * greatest(
          (${to}::timestamptz - ${from}::timestamptz) / greatest(r.total - 1, 1),
          interval '1 minute')
        from (
          select id, row_number() over (order by at, id) as n, count(*) over () as total
          from ${orderStatusHistory} where order_id = ${id}
        ) r
        where h.id = r.id`);
    });
  }
}
