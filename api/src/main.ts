import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { API_PREFIX, createApp, DOCS_PATH } from './bootstrap';
import { baseDir, ConfigError, DEV_ADMIN_PASSWORD, developmentModeWarning, loadConfig } from './config';
import { MAILBOX_PATH } from './mail';
import { SANDBOX_PATH } from './payments';
import { DEMO_CUSTOMER } from './seed';

async function main(): Promise<void> {
  loadDotEnv();
  const logger = new Logger('Main');
  const warning = developmentModeWarning();
  if (warning) logger.warn(warning);
  const config = loadConfig();
  const { app } = await createApp({ config });
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);

  // The address as bound, so the line shows what HOST opened (or did not).
  const { address, port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  logger.log(
    `API listening on ${url}/${API_PREFIX}${config.apiDocs ? ` (docs: ${url}/${DOCS_PATH})` : ' (docs off: API_DOCS)'}`,
  );
  logger.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`}`,
  );
  logger.log(
    config.storage.kind === 's3'
      ? `Pictures: the bucket "${config.storage.bucket}"${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''} (STORAGE=s3)${config.picturesPublicUrl ? `, loaded from ${config.picturesPublicUrl}` : ''}`
      : `Pictures: ${config.uploadDir}${config.picturesPublicUrl ? `, loaded from ${config.picturesPublicUrl}` : ''}`,
  );
  logger.log(
    config.khaltiSecretKey
      ? `Payments: Khalti at ${config.khaltiBaseUrl}`
      : `Payments: built-in Khalti sandbox at ${config.khaltiBaseUrl ?? `${url}/${SANDBOX_PATH}`} (no KHALTI_SECRET_KEY; never in production)`,
  );
  logger.log(
    config.smtpUrl
      ? `Mail: SMTP server ${smtpHost(config.smtpUrl)}, from ${config.mailFrom}`
      : config.mailbox
        ? `Mail: built-in mailbox at ${url}/${MAILBOX_PATH} (SMTP on 127.0.0.1:${config.mailboxPort}; no SMTP_URL; never in production)`
        : 'Mail: none (no SMTP_URL): e-mails stay queued',
  );
  // Production seeds no demo customer and its owner's password is nobody's business in a log.
  if (config.nodeEnv === 'production') return;
  const adminPassword = config.adminPassword === DEV_ADMIN_PASSWORD ? DEV_ADMIN_PASSWORD : '(ADMIN_PASSWORD)';
  logger.log(
    `Demo accounts: admin ${config.adminEmail} / ${adminPassword} · customer ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
  );
}

/** The mail server's host and port, never its user name or password. */
function smtpHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** Reads ./.env (from where npm or node was started) when present; variables already set win. */
function loadDotEnv(): void {
  const file = path.join(baseDir(), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // A dependency that cannot be reached says so in one line; anything else with its stack.
    const reached = error instanceof Error && /^(?:STORAGE=s3|REDIS_URL) /.test(error.message);
    console.error('The API could not start:', reached ? error.message : error);
  }
  process.exit(1);
});
