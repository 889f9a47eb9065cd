import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/database';
import type { SeedOptions } from '../src/seed';

/**
 * Seeded PGlite databases, made once per test run and per kind of seed.
 *
 * Creating an embedded database (initdb), migrating and seeding it takes about 3.5 s; loading a dump of the same
 * database about 1 s. The run starts with a dump of the migrated, empty database (test/global-setup.js); the first
 * test file that asks for a given seed seeds a copy of it and saves a dump right after the seed, with the seed's
 * pictures; every later file asking for that seed, in any worker, starts from a copy of that.
 * Each file still gets a database of its own: only the starting point is shared.
 *
 * The folder lives for one run (test/global-setup.js), so a changed migration or seed is always seeded anew.
 */
const FOLDER = process.env.PASHMINA_TEST_SNAPSHOTS;

export interface SeededSnapshot {
  archive: Blob;
  /** Where the seed's pictures were saved: copy them to the new database's upload folder. */
  uploads: string;
}

/** The kind of seeded database: a hex key of everything the seed's result depends on. */
export function seedKind(config: AppConfig, seed: SeedOptions): string {
  const key = JSON.stringify([config.nodeEnv, config.adminEmail, config.adminPassword, seed]);
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

function folderOf(config: AppConfig, seed: SeedOptions): string | undefined {
  return FOLDER && path.join(FOLDER, seedKind(config, seed));
}

/**
 * This run's folder, when the run has one (test/global-setup.js), and where the seed of this kind on the PostgreSQL
 * server keeps its pictures (test/server-databases.ts).
 */
export function serverSeedFolders(
  config: AppConfig,
  seed: SeedOptions,
): { run: string; uploads: string } | undefined {
  return FOLDER ? { run: FOLDER, uploads: path.join(FOLDER, `server-${seedKind(config, seed)}`) } : undefined;
}

/** The seeded database of this kind, when an earlier file made it. */
export function findSnapshot(config: AppConfig, seed: SeedOptions): SeededSnapshot | undefined {
  const folder = folderOf(config, seed);
  if (!folder || !existsSync(folder)) return undefined;
  return {
    archive: new Blob([readFileSync(path.join(folder, 'database.tar'))]),
    uploads: path.join(folder, 'uploads'),
  };
}

function archive(name: string): Blob | undefined {
  const file = FOLDER && path.join(FOLDER, name);
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** The migrated, empty database of this run (test/global-setup.js), to seed. */
export function migratedDatabase(): Blob | undefined {
  return archive('migrated.tar');
}

/** A new cluster before any migration (test/global-setup.js), for the migration tests' shops. */
export function unmigratedDatabase(): Blob | undefined {
  return archive('unmigrated.tar');
}

/** Starts the new database's upload folder as a copy of the seed's pictures. */
export function copySeedUploads(uploads: string, uploadDir: string): void {
  mkdirSync(uploadDir, { recursive: true });
  if (existsSync(uploads)) cpSync(uploads, uploadDir, { recursive: true });
}

/**
 * Saves the just-seeded database and its pictures for the next files. Both are written in a folder of this process's
 * own, then renamed into place at once: a worker that seeded the same kind at the same time finds the place taken and
 * drops its copy, so a dump is never paired with another seed's pictures.
 */
export async function saveSnapshot(config: AppConfig, seed: SeedOptions, db: Database): Promise<void> {
  const folder = folderOf(config, seed);
  if (!folder || existsSync(folder)) return;
  const client = (db as unknown as { $client: PGlite }).$client;
  const archive = await client.dumpDataDir('none');
  const draft = `${folder}.${process.pid}-${Date.now()}`;
  mkdirSync(draft, { recursive: true });
  writeFileSync(path.join(draft, 'database.tar'), Buffer.from(await archive.arrayBuffer()));
  if (existsSync(config.uploadDir))
    cpSync(config.uploadDir, path.join(draft, 'uploads'), { recursive: true });
  try {
    renameSync(draft, folder);
  } catch {
    rmSync(draft, { recursive: true, force: true });
  }
}
