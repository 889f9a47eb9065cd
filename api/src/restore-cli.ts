/**
 * `npm run restore -- <archive> [--force]`, with the shop stopped: restores a backup into the database this
 * configuration names (DATABASE_URL's server, or the embedded one in DATA_DIR) and the pictures into its storage
 * (UPLOAD_DIR, or STORAGE=s3's bucket)
 * (docs/operations.md, Restore). An encrypted archive needs its passphrase: BACKUP_PASSPHRASE, or typed when asked.
 */
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import { isSealed, RestoreRefused, restoreBackup } from './backups';
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
  const passphrase =
    config.backupPassphrase ?? (isSealed(firstBytes(archive)) ? await askPassphrase() : null);
  const result = await restoreBackup({ archive, config, force, passphrase });
  console.log(
    `Backup of ${result.manifest.createdAt} (schema ${result.manifest.schema.migration}) restored.`,
  );
  if (result.migrated.length) console.log(`Migrated on: ${result.migrated.join(', ')}`);
  for (const [table, rows] of Object.entries(result.counts)) console.log(`  ${table}: ${rows} rows`);
  console.log(
    `  pictures: ${result.pictures} files in ${config.storage.kind === 's3' ? `the bucket "${config.storage.bucket}" (STORAGE=s3)` : config.uploadDir}`,
  );
}

/** Enough of the archive's start to tell whether it is encrypted. */
function firstBytes(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const start = Buffer.alloc(64);
    return start.subarray(0, readSync(fd, start, 0, start.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** The passphrase of an encrypted archive, typed on the terminal without echo; none without a terminal. */
function askPassphrase(): Promise<string | null> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onKey);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onKey = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n' || key === '\u0003') {
          finish();
          if (key === '\u0003') reject(new RestoreRefused('Restore cancelled'));
          else resolve(typed);
          return;
        }
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    stdout.write('The archive is encrypted. Its passphrase: ');
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onKey);
    stdin.resume();
  });
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
});
