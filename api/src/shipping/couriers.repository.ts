import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { type CourierRow, couriers, DATABASE, type Database, orders } from '../database';

/** The couriers' SQL. */
@Injectable()
export class CouriersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(): Promise<CourierRow[]> {
    return this.db.select().from(couriers).orderBy(asc(couriers.createdAt), asc(couriers.id));
  }

  async find(id: string): Promise<CourierRow | undefined> {
    const [row] = await this.db.select().from(couriers).where(eq(couriers.id, id)).limit(1);
    return row;
  }

  /** By name, in any case, as the names are unique. */
  async findByName(name: string): Promise<CourierRow | undefined> {
    const [row] = await this.db
      .select()
      .from(couriers)
      .where(sql`lower(${couriers.name}) = lower(${name})`)
      .limit(1);
    return row;
  }

  async insert(values: { name: string; trackingUrl: string }): Promise<CourierRow> {
    const [row] = await this.db.insert(couriers).values(values).returning();
    return row;
  }

  async update(
    id: string,
    changes: { name?: string; trackingUrl?: string },
  ): Promise<CourierRow | undefined> {
    const [row] = await this.db
      .update(couriers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(couriers.id, id))
      .returning();
    return row;
  }

  /**
   * Deletes a courier no order shipped with, in one statement: 'gone' for none such, 'shipped' when orders name it
   * (the foreign key refuses it too, should an order ship with it meanwhile).
   */
  async deleteUnused(id: string): Promise<'deleted' | 'gone' | 'shipped'> {
    const [used] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.courierId, id))
      .limit(1);
    if (used) return 'shipped';
    const deleted = await this.db.delete(couriers).where(eq(couriers.id, id)).returning({ id: couriers.id });
    return deleted.length ? 'deleted' : 'gone';
  }
}
