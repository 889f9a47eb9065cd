import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { couriers, DATABASE, type Database, orderStatusHistory, orders } from '../database';

/** What the seed writes straight to the database; everything else goes through the modules. */
@Injectable()
export class SeedRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The courier the demo's shipped order went with: the first a new shop lists (migration 0019). */
  async firstCourier(): Promise<{ id: string; name: string; trackingUrl: string } | undefined> {
    const [row] = await this.db
      .select({ id: couriers.id, name: couriers.name, trackingUrl: couriers.trackingUrl })
      .from(couriers)
      .orderBy(asc(couriers.createdAt), asc(couriers.id))
      .limit(1);
    return row;
  }

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
