import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres): repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle has the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the migrations of `folder` (default: this code's) not applied yet: a restore's steps. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

/** Injection token of the Drizzle `Database`. */
export const DATABASE = Symbol('DATABASE');
/** Injection token of the `DatabaseHandle` (driver name and close()). */
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
