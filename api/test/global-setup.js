// One folder per run for the databases the test files start from (test/seeded-snapshots.ts): the workers, started
// after this, inherit its name; the teardown removes it. It starts with the migrated, empty embedded database, so no
// file pays for creating a PostgreSQL cluster (initdb) and running every migration again, and the same cluster before
// any migration, for the migration tests.
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const { drizzle } = require('drizzle-orm/pglite');
const { migrate } = require('drizzle-orm/pglite/migrator');

module.exports = async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'pashmina-seeded-'));
  process.env.PASHMINA_TEST_SNAPSHOTS = folder;
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const dump = async (name) =>
    writeFileSync(
      path.join(folder, name),
      Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
    );
  try {
    // The cluster as initdb left it, for the migration tests' shops (test/shop-before.ts).
    await dump('unmigrated.tar');
    await migrate(drizzle(client), { migrationsFolder: path.resolve(__dirname, '../drizzle') });
    await dump('migrated.tar');
  } finally {
    await client.close();
  }
};
