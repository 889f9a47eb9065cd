import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Extension, PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import type { Database } from '../src/database';
import { MIGRATIONS_FOLDER, writeDefaultDeliveryZones } from '../src/database/migrate';
import { unmigratedDatabase } from './seeded-snapshots';
import { throwAwayDatabase } from './server-databases';

// The migration tests' shop: a database as it was before an upgrade, with data written the old way, then upgraded.

// The embedded driver loads pg_trgm (migration 0000) as the API does: src/database/database.client.ts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

/**
 * A fresh database of the same driver as the API tests (PGlite, or a throw-away one on DATABASE_URL's server),
 * migrated up to the migration before `tag` only, as a shop that has not upgraded yet; upgrade() applies the rest.
 */
export async function shopBefore(
  tag: string,
): Promise<{ db: Database; upgrade(): Promise<void>; close(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pashmina-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalFile, JSON.stringify(journal));
  try {
    if (process.env.DATABASE_URL) {
      const database = await throwAwayDatabase(process.env.DATABASE_URL, 'pashmina_upgrade');
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const db = drizzlePg(client);
      await migrateWithPg(db, { migrationsFolder: folder });
      return {
        db: db as unknown as Database,
        async upgrade() {
          await migrateWithPg(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await writeDefaultDeliveryZones(db as unknown as Database);
        },
        async close() {
          await client.end();
          await database.drop();
        },
      };
    }
    const client = await PGlite.create('memory://', {
      extensions: { pg_trgm },
      loadDataDir: unmigratedDatabase(),
    });
    const db = drizzlePglite(client);
    await migrateWithPglite(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Database,
      async upgrade() {
        await migrateWithPglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await writeDefaultDeliveryZones(db as unknown as Database);
      },
      close: () => client.close(),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
