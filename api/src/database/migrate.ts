import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { DEFAULT_DELIVERY_ZONES, rupeesToPaisa } from '../contracts';
import type { Database } from './database.types';
import { deliveryDistricts, deliveryZones } from './schema/delivery';

/**
 * The committed SQL from `drizzle-kit generate`. Resolved from this file so it works from src/ (tests, ts)
 * and from dist/ (compiled), whatever the working directory: both sit two levels below api/.
 */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** Arbitrary constant key: serialises migrations when several API instances start against one server. */
const MIGRATION_LOCK_KEY = 7_411_062_019;

/** Applies the migrations of `folder` (default: this code's) not applied yet. */
export async function migratePostgres(pool: Pool, folder = MIGRATIONS_FOLDER): Promise<void> {
  // The advisory lock is per session, so lock and migrate on one dedicated connection.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg(client);
      await migrateWithPg(db, { migrationsFolder: folder });
      await writeDefaultDeliveryZones(db as unknown as Database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function migratePglite(db: Database, folder = MIGRATIONS_FOLDER): Promise<void> {
  await migrateWithPglite(db as unknown as PgliteDatabase<Record<string, never>>, {
    migrationsFolder: folder,
  });
  await writeDefaultDeliveryZones(db);
}

/**
 * The default delivery zones (DEFAULT_DELIVERY_ZONES, docs/rules.md, Delivery), written into a shop that has none:
 * a new one, or one upgraded from before delivery charges, once migration 0012 has made their tables. Every district
 * is always in some zone (districts move between zones, a zone is deleted only when empty), so a shop without a
 * district row has never had zones. Migration 0012 wrote them in SQL until 2026-11-28, a second copy of this
 * constant; a database it has run on keeps what it wrote, and 0012 does not run again.
 */
export async function writeDefaultDeliveryZones(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ district: deliveryDistricts.district }).from(deliveryDistricts).limit(1);
    if (any) return;
    for (const zone of DEFAULT_DELIVERY_ZONES) {
      const [{ id }] = await tx
        .insert(deliveryZones)
        .values({
          name: zone.name,
          feePaisa: rupeesToPaisa(zone.fee),
          freeFromPaisa: rupeesToPaisa(zone.freeFrom),
          cashOnDelivery: zone.cashOnDelivery,
          days: zone.days,
        })
        .returning({ id: deliveryZones.id });
      await tx.insert(deliveryDistricts).values(zone.districts.map((district) => ({ district, zoneId: id })));
    }
  });
}
