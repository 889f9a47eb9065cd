import { mkdirSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { type Extension, PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database.types';
import { MIGRATIONS_FOLDER, migratePglite, migratePostgres } from './migrate';

// The package's type declarations for its contrib extensions are ESM-only, which TypeScript refuses to import from
// CommonJS, although the package ships a CommonJS build of them: require it and give it the documented type.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

const logger = new Logger('Database');

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data folder or `memory://`. */
  pgliteDir: string;
  /**
   * A PGlite dump (`dumpDataDir`) to start an in-memory database from instead of an empty one: the API's tests start
   * each file from one migrated and seeded dump rather than creating, migrating and seeding a database every time.
   */
  pgliteArchive?: Blob;
  /** The migrations to bring it to (default: this code's, MIGRATIONS_FOLDER); null: none (a restore's first step). */
  migrationsFolder?: string | null;
}

/**
 * Opens the database and brings its schema up to date. A PostgreSQL server when DATABASE_URL is set,
 * otherwise the embedded PGlite (one process only: never open the same folder from two processes at once).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrations = options.migrationsFolder === undefined ? MIGRATIONS_FOLDER : options.migrationsFolder;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrations)
    : openPglite(options.pgliteDir, migrations, options.pgliteArchive);
}

async function openPostgres(connectionString: string, migrations: string | null): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator) emits 'error' on the pool; without
  // a listener that would take the whole process down. The pool drops that connection and opens a new one when
  // next needed, so a line in the log is all it takes.
  pool.on('error', (error) => logger.warn(`An idle database connection was closed: ${error.message}`));
  try {
    if (migrations) await migratePostgres(pool, migrations);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: (folder) => migratePostgres(pool, folder),
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string,
  migrations: string | null,
  archive?: Blob,
): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm is not built into PGlite's core: the extension bundle must be loaded before CREATE EXTENSION runs.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: archive });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    if (migrations) await migratePglite(db, migrations);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    migrate: (folder) => migratePglite(db, folder),
    close: () => client.close(),
  };
}
