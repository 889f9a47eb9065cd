import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Databases of the test files on DATABASE_URL's server: each file gets one of its own, made for it and dropped after.
 *
 * Migrating and seeding a new database takes about 2 s; copying a database (CREATE DATABASE ... TEMPLATE) about a
 * tenth of that. So the first file that asks for a given seed makes a seeded database of that kind for the run, and
 * every later file, in any worker, starts from a copy of it: the server's counterpart of test/seeded-snapshots.ts.
 * test/global-teardown.js drops the run's seeded databases.
 */

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The seeded databases of one run are named `pashmina_seeded_<run>_<kind>`; `<run>` comes from the run's folder. */
const SEEDED_PREFIX = 'pashmina_seeded_';

/** `<run>` of this run's seeded databases (global-teardown.js reads it the same way). */
function runTag(runFolder: string): string {
  return createHash('sha256').update(runFolder).digest('hex').slice(0, 8);
}

/** A new database on the server, named `<prefix>_<random>` (hex only: safe in SQL), empty or a copy of `template`. */
export async function throwAwayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/**
 * The name of this run's seeded database of the kind `kind` (a hex key), made by `seed` on the first call. A lock on
 * the server makes a worker that asks for the same kind meanwhile wait for it, instead of seeding it twice. `seed`
 * must close every connection it opened: a database others are connected to cannot be copied.
 */
export async function seededDatabase(
  serverUrl: string,
  runFolder: string,
  kind: string,
  seed: (url: string) => Promise<void>,
): Promise<string> {
  const name = `${SEEDED_PREFIX}${runTag(runFolder)}_${kind}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    // The lock goes with the session, at the end of onServer, also when seeding fails.
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await admin.query(`create database ${name}`);
    try {
      await seed(databaseUrl(serverUrl, name));
    } catch (error) {
      await admin.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
  });
  return name;
}

async function onServer<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
