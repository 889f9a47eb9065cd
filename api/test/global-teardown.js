const { createHash } = require('node:crypto');
const { rmSync } = require('node:fs');
const { Client } = require('pg');

module.exports = async () => {
  const run = process.env.PASHMINA_TEST_SNAPSHOTS;
  if (!run) return;
  rmSync(run, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropSeededDatabases(process.env.DATABASE_URL, run);
};

/** The run's seeded databases on the server (test/server-databases.ts: `pashmina_seeded_<run>_<kind>`). */
async function dropSeededDatabases(serverUrl, run) {
  const tag = createHash('sha256').update(run).digest('hex').slice(0, 8);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where datname like $1', [
      `pashmina\\_seeded\\_${tag}\\_%`,
    ]);
    // Names of our own making: hex only.
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
