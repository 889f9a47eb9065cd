import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import type { Database } from './database.types';

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
      await migrateWithPg(drizzlePg(client), { migrationsFolder: folder });
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
}
