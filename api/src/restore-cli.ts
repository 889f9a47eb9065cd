/**
 * `npm run restore -- <archive> [--force]`, with the shop stopped: restores a backup into the database this
 * configuration names (DATABASE_URL's server, or the embedded one in DATA_DIR) and the pictures into UPLOAD_DIR
 * (docs/operations.md, Restore). An encrypted archive needs BACKUP_PASSPHRASE.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { RestoreRefused, restoreBackup } from './backups';
import { baseDir, ConfigError, loadConfig } from './config';

async function run(): Promise<void> {
  const envFile = path.join(baseDir(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0].startsWith('--'))
    throw new RestoreRefused('Usage: npm run restore -- <archive> [--force]');
  const archive = path.resolve(baseDir(), files[0]);
  if (!existsSync(archive)) throw new RestoreRefused(`No such archive: ${archive}`);
  const config = loadConfig();
  // One process at a time on a database folder: a running shop must be stopped first.
  const running = await fetch(`http://127.0.0.1:${config.port}/api/v1/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (running)
    throw new RestoreRefused(`The shop is running (its API answers on port ${config.port}): stop it first`);
  console.log(
    `Restoring ${archive} into ${config.databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : `the embedded database in ${config.pgliteDir}`}…`,
  );
  const result = await restoreBackup({ archive, config, force, passphrase: config.backupPassphrase });
  console.log(
    `Backup of ${result.manifest.createdAt} (schema ${result.manifest.schema.migration}) restored.`,
  );
  if (result.migrated.length) console.log(`Migrated on: ${result.migrated.join(', ')}`);
  for (const [table, rows] of Object.entries(result.counts)) console.log(`  ${table}: ${rows} rows`);
  console.log(`  pictures: ${result.pictures} files in ${config.uploadDir}`);
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
});
