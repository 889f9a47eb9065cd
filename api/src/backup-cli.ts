/**
 * `npm run backup`: asks the running API to write a backup to its BACKUP_DIR (docs/operations.md, Backups). The API
 * takes it because it owns the database (the embedded one can be opened by one process only): this logs in as the
 * owner (ADMIN_EMAIL, ADMIN_PASSWORD) and calls POST /api/v1/backups. API_URL names the API when it is not on
 * 127.0.0.1:PORT.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { baseDir, ConfigError, loadConfig } from './config';
import type { BackupTaken } from './contracts';

async function run(): Promise<void> {
  const envFile = path.join(baseDir(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const api = new URL(process.env.API_URL?.split(',')[0].trim() || `http://127.0.0.1:${config.port}`).origin;
  const call = async (route: string, init: RequestInit) => {
    try {
      return await fetch(`${api}/api/v1${route}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', ...init.headers },
      });
    } catch (error) {
      throw new Error(
        `The API does not answer at ${api} (${(error as Error).message}): start the shop (npm start), or set API_URL`,
      );
    }
  };
  const login = await call('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  });
  if (login.status !== 200)
    throw new Error(
      `Login as ${config.adminEmail} failed (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD to an admin's`,
    );
  const { token } = (await login.json()) as { token: string };
  const res = await call('/backups', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as BackupTaken & { message?: string };
  if (res.status !== 201) throw new Error(`The backup failed (${res.status}): ${body.message ?? ''}`);
  const rows = Object.values(body.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup written by the API: ${path.join(config.backupDir, body.file)}\n` +
      `  ${rows} rows in ${Object.keys(body.tables).length} tables, ${body.pictures} pictures, ${body.bytes} bytes${body.encrypted ? ', encrypted' : ''}`,
  );
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
});
