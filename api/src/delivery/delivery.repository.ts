import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  DATABASE,
  type Database,
  deliveryDistricts,
  type DeliveryZoneRow,
  deliveryZones,
  onConnection,
  type Transaction,
  value,
} from '../database';

export type NewDeliveryZone = typeof deliveryZones.$inferInsert;
export type DeliveryZoneChanges = Partial<Omit<NewDeliveryZone, 'id' | 'createdAt'>>;

/** A zone with the districts it holds. */
export interface ZoneWithDistricts {
  zone: DeliveryZoneRow;
  districts: string[];
}

/** The delivery zones' SQL: the zones, and which zone each district is in. */
@Injectable()
export class DeliveryRepository {
  /** Prepared once: every checkout reads its district's zone in its transaction (docs/decisions/0081-…). */
  private readonly zoneOfDistrict;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.zoneOfDistrict = db
      .select({ zone: deliveryZones })
      .from(deliveryDistricts)
      .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryDistricts.zoneId))
      .where(eq(deliveryDistricts.district, value('district')))
      .limit(1)
      .prepare('delivery_zone_of');
  }

  /** Every district with its zone. */
  districts(): Promise<{ district: string; zone: DeliveryZoneRow }[]> {
    return this.db
      .select({ district: deliveryDistricts.district, zone: deliveryZones })
      .from(deliveryDistricts)
      .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryDistricts.zoneId));
  }

  /** The zone a district is in; undefined for a name that is not a district. */
  async zoneOf(district: string, tx?: Transaction): Promise<DeliveryZoneRow | undefined> {
    const [row] = await onConnection(this.zoneOfDistrict, tx ?? this.db).execute({ district });
    return row?.zone;
  }

  /** Every zone with its districts, in the order the zones were made (the two of a new shop by name). */
  async zones(tx?: Transaction, id?: string): Promise<ZoneWithDistricts[]> {
    const db = tx ?? this.db;
    const zones = await db
      .select()
      .from(deliveryZones)
      .where(id ? eq(deliveryZones.id, id) : undefined)
      .orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.name), asc(deliveryZones.id));
    const rows = await db
      .select()
      .from(deliveryDistricts)
      .where(id ? eq(deliveryDistricts.zoneId, id) : undefined);
    return zones.map((zone) => ({
      zone,
      districts: rows.filter((row) => row.zoneId === zone.id).map((row) => row.district),
    }));
  }

  async insert(tx: Transaction, values: NewDeliveryZone): Promise<DeliveryZoneRow> {
    const [row] = await tx.insert(deliveryZones).values(values).returning();
    return row;
  }

  async update(
    tx: Transaction,
    id: string,
    changes: DeliveryZoneChanges,
  ): Promise<DeliveryZoneRow | undefined> {
    const [row] = await tx
      .update(deliveryZones)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(deliveryZones.id, id))
      .returning();
    return row;
  }

  /** Moves the districts into the zone: each leaves the zone it was in, in the same statement. */
  async moveDistricts(tx: Transaction, zoneId: string, districts: string[]): Promise<void> {
    if (districts.length === 0) return;
    await tx.update(deliveryDistricts).set({ zoneId }).where(inArray(deliveryDistricts.district, districts));
  }

  /** Deletes a zone that holds no district; false when there is none such (gone, or holding districts). */
  async deleteEmpty(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(deliveryZones)
      .where(
        and(
          eq(deliveryZones.id, id),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(deliveryDistricts)
              .where(eq(deliveryDistricts.zoneId, deliveryZones.id)),
          ),
        ),
      )
      .returning({ id: deliveryZones.id });
    return deleted.length > 0;
  }

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: deliveryZones.id })
      .from(deliveryZones)
      .where(eq(deliveryZones.id, id))
      .limit(1);
    return Boolean(row);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
