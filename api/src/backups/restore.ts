import { readFileSync, rmSync } from 'node:fs';
import type { AppConfig } from '../config';
import { openDatabase } from '../database';
import { checkedImageStorage, contentTypeOf, isSafeKey } from '../storage';
import { type Manifest, unpackArchive } from './archive';
import { dropEverything, loadRows, rowCounts, type TableRows } from './backups.repository';
import { journal, migrationsUpTo } from './journal';

export interface RestoreOptions {
  /** The archive's path. */
  archive: string;
  /** Where to: DATABASE_URL's server, or the embedded database in DATA_DIR; pictures to the configured storage. */
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'uploadDir'> &
    Partial<Pick<AppConfig, 'storage' | 'picturesPublicUrl'>>;
  /** Replace a database that already holds a shop. */
  force: boolean;
  /** BACKUP_PASSPHRASE, for an encrypted archive. */
  passphrase: string | null;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows per table once restored and migrated. */
  counts: Record<string, number>;
  pictures: number;
  /** The newer migrations run after the rows were loaded. */
  migrated: string[];
}

/** A restore refused before anything was written (a bad archive, a database already in use, a newer schema). */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores an archive into an empty database (docs/operations.md, Restore), with the shop stopped: checks the
 * archive (hashes, and a schema version this code knows), refuses a database that already holds a shop unless
 * `force`, brings the empty database to the backup's schema, loads the rows, runs the newer migrations, and writes
 * the pictures to the storage configured now (UPLOAD_DIR or STORAGE=s3's bucket), whichever the backup came from.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { manifest, parts } = await unpackArchive(readFileSync(options.archive), options.passphrase).catch(
    (error: Error) => {
      throw new RestoreRefused(error.message);
    },
  );
  const migrations = journal();
  const backupSchema = migrations.find((entry) => entry.tag === manifest.schema.migration);
  if (!backupSchema || backupSchema.idx !== manifest.schema.index)
    throw new RestoreRefused(
      `The backup's schema (${manifest.schema.migration}) is not one this version of the shop knows: restore it with the version that made it, or a newer one`,
    );

  const pictureKeys = [...parts.keys()].filter((name) => name.startsWith('uploads/'));
  const unsafe = pictureKeys.find((name) => !isSafeKey(name.slice('uploads/'.length)));
  if (unsafe) throw new RestoreRefused(`The archive holds a picture with an unsafe name: ${unsafe}`);

  // The pictures' storage before the database: a bucket that cannot be reached refuses the restore untouched.
  const { storage: where = { kind: 'local' }, uploadDir, picturesPublicUrl = null } = options.config;
  const storage = await checkedImageStorage({ storage: where, uploadDir, picturesPublicUrl }).catch(
    (error: Error) => {
      throw new RestoreRefused(error.message);
    },
  );

  const handle = await openDatabase({ ...options.config, migrationsFolder: null }).catch((error: unknown) => {
    storage.close();
    throw error;
  });
  let upTo: string | undefined;
  try {
    const present = await rowCounts(handle.db);
    if (Object.keys(present).length) {
      if (!options.force) {
        const shown = ['users', 'products', 'orders']
          .filter((table) => table in present)
          .map((table) => `${present[table]} ${table}`)
          .join(', ');
        throw new RestoreRefused(
          `The database already holds a shop (${shown}): restore into an empty database, or add --force to replace everything in it`,
        );
      }
      await dropEverything(handle.db);
    }
    upTo = migrationsUpTo(backupSchema);
    await handle.migrate(upTo);
    await loadRows(handle.db, tablesOf(manifest, parts), manifest.sequences);
    await handle.migrate();
    const counts = await rowCounts(handle.db);
    for (const name of pictureKeys) {
      const key = name.slice('uploads/'.length);
      await storage.save(key, parts.get(name)!, contentTypeOf(key));
    }
    return {
      manifest,
      counts,
      pictures: pictureKeys.length,
      migrated: migrations.filter((entry) => entry.idx > backupSchema.idx).map((entry) => entry.tag),
    };
  } finally {
    if (upTo) rmSync(upTo, { recursive: true, force: true });
    await handle.close();
    storage.close();
  }
}

/** The rows of each table the manifest lists, one JSON text a line. */
function tablesOf(manifest: Manifest, parts: Map<string, Buffer>): TableRows {
  const tables: TableRows = new Map();
  for (const [name, count] of Object.entries(manifest.tables)) {
    const text = parts.get(`tables/${name}.jsonl`)?.toString('utf8') ?? '';
    const rows = text ? text.slice(0, -1).split('\n') : [];
    if (rows.length !== count)
      throw new RestoreRefused(`tables/${name}.jsonl holds ${rows.length} rows, its manifest says ${count}`);
    tables.set(name, rows);
  }
  return tables;
}
