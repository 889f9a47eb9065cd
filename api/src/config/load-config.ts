import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { EMAIL_PATTERN } from '../contracts';
import { type AppConfig, DEV_ADMIN_PASSWORD } from './app-config';

/** Thrown when the environment is unusable; main.ts prints the problems and exits before anything starts. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const NODE_ENVS = ['development', 'production', 'test'] as const;
const DURATION = /^\d+(?:\s?(?:ms|[smhdwy]))?$/;
const MIN_SECRET_BYTES = 32;
/** Khalti's own test environment and production: the defaults once a KHALTI_SECRET_KEY is set. */
export const KHALTI_SANDBOX_URL = 'https://dev.khalti.com/api/v2';
export const KHALTI_PRODUCTION_URL = 'https://khalti.com/api/v2';

/** A loop rather than /\/+$/, which rescans every run of slashes that does not end the text. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/**
 * The folder relative paths are taken from. npm sets INIT_CWD to the folder it was started in, so
 * `npm run seed -w @pashmina/api` (which runs inside api/) and `node api/dist/main.js` at the repo root
 * use the same ./data folder.
 */
export function baseDir(env: Env = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/**
 * Reads and validates every setting at once, so one start-up reports all problems. Empty strings count as unset.
 * Side effect (development only): creates DATA_DIR and keeps a generated JWT secret in `<DATA_DIR>/jwt-secret`.
 */
export function loadConfig(rawEnv: Env = process.env): AppConfig {
  const env: Env = Object.fromEntries(
    Object.entries(rawEnv).map(([k, v]) => [k, v?.trim() ? v.trim() : undefined]),
  );
  const problems: string[] = [];
  const cwd = baseDir(rawEnv);

  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv))
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);
  const production = nodeEnv === 'production';

  const port = integer(env, 'PORT', 3000, 1, 65535, problems);
  const host = parseHost(env.HOST, problems);
  const newArrivalDays = integer(env, 'NEW_ARRIVAL_DAYS', 30, 1, 3650, problems);
  const catalogSignpostRows = integer(env, 'CATALOG_SIGNPOST_ROWS', 1000, 2, 1_000_000, problems);
  const sitemapUrlsPerFile = integer(env, 'SITEMAP_URLS_PER_FILE', 50_000, 1, 50_000, problems);

  const databaseUrl = env.DATABASE_URL ?? null;
  if (databaseUrl && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  const uploadDir = path.resolve(cwd, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'));

  const jwtExpiresIn = env.JWT_EXPIRES_IN ?? '7d';
  if (!DURATION.test(jwtExpiresIn))
    problems.push(`JWT_EXPIRES_IN must be a duration such as 7d, 12h or 3600 (got "${jwtExpiresIn}")`);

  const adminEmail = (env.ADMIN_EMAIL ?? 'admin@pashmina.test').toLowerCase();
  if (!EMAIL_PATTERN.test(adminEmail))
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${env.ADMIN_EMAIL}")`);

  const adminPassword = env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
  if (production && !env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is required when NODE_ENV=production');
  if (adminPassword.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  if (production && adminPassword === DEV_ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD must not be the development password in production');

  const publicUrl = withoutTrailingSlashes(env.PUBLIC_URL ?? 'http://localhost:4200');
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl))
    problems.push(`PUBLIC_URL must be an http(s) URL (got "${env.PUBLIC_URL}")`);

  const seed = boolean(env, 'SEED', true, problems);
  const authRateLimit = integer(env, 'AUTH_RATE_LIMIT', 10, 1, 1_000_000, problems);
  const loginFailureLimit = integer(env, 'LOGIN_FAILURE_LIMIT', 5, 1, 1_000_000, problems);
  const checkoutRateLimit = integer(env, 'CHECKOUT_RATE_LIMIT', 10, 1, 1_000_000, problems);
  const checkoutAddressRateLimit = integer(env, 'CHECKOUT_ADDRESS_RATE_LIMIT', 30, 1, 1_000_000, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const redisUrl = env.REDIS_URL ?? null;
  if (redisUrl && !/^rediss?:\/\/\S+$/.test(redisUrl))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  const redisPrefix = env.REDIS_PREFIX ?? 'pashmina:';
  if (!/^[\w:.-]{1,64}$/.test(redisPrefix))
    problems.push(`REDIS_PREFIX must be 1 to 64 letters, digits or _ : . - (got "${env.REDIS_PREFIX}")`);

  // Without a key the built-in Khalti sandbox takes the payments: never acceptable in production.
  const khaltiSecretKey = env.KHALTI_SECRET_KEY ?? null;
  if (!khaltiSecretKey && production) {
    problems.push(
      'KHALTI_SECRET_KEY is required when NODE_ENV=production (the built-in Khalti sandbox never runs in production)',
    );
  }
  let khaltiBaseUrl = env.KHALTI_BASE_URL !== undefined ? withoutTrailingSlashes(env.KHALTI_BASE_URL) : null;
  if (khaltiBaseUrl && !/^https?:\/\/[^\s/]+/.test(khaltiBaseUrl)) {
    problems.push(`KHALTI_BASE_URL must be an http(s) URL (got "${env.KHALTI_BASE_URL}")`);
  }
  if (!khaltiBaseUrl && khaltiSecretKey)
    khaltiBaseUrl = production ? KHALTI_PRODUCTION_URL : KHALTI_SANDBOX_URL;
  // A real shop's payments go to Khalti itself: a test endpoint in production has to be asked for, by name.
  const khaltiAllowTestEndpoint = boolean(env, 'KHALTI_ALLOW_TEST_ENDPOINT', false, problems);
  if (production && khaltiBaseUrl && khaltiBaseUrl !== KHALTI_PRODUCTION_URL && !khaltiAllowTestEndpoint) {
    problems.push(
      `KHALTI_BASE_URL must be Khalti's production API (${KHALTI_PRODUCTION_URL}) when NODE_ENV=production (got "${khaltiBaseUrl}"); set KHALTI_ALLOW_TEST_ENDPOINT=1 to accept another on purpose`,
    );
  }

  // Without a mail server the built-in mailbox takes the e-mails, and no customer ever gets one.
  const smtpUrl = env.SMTP_URL ?? null;
  if (smtpUrl && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587');
  if (!smtpUrl && production)
    problems.push(
      'SMTP_URL is required when NODE_ENV=production (the built-in mailbox never runs in production, and without a mail server no order confirmation or password reset reaches anyone)',
    );
  const mailFrom = env.MAIL_FROM ?? `Pashmina Shop <no-reply@${hostOf(publicUrl)}>`;
  // A line break in a header value would start a header of its own.
  if (/[\r\n]/.test(mailFrom) || !/@/.test(mailFrom))
    problems.push(
      `MAIL_FROM must be one address, e.g. Pashmina Shop <no-reply@example.com> (got "${env.MAIL_FROM}")`,
    );
  const shopAlertEmail = (env.SHOP_ALERT_EMAIL ?? adminEmail).toLowerCase();
  if (!EMAIL_PATTERN.test(shopAlertEmail))
    problems.push(`SHOP_ALERT_EMAIL must be an e-mail address (got "${env.SHOP_ALERT_EMAIL}")`);
  const mailboxPort = integer(env, 'MAILBOX_PORT', 1025, 0, 65535, problems);
  // The mail worker's pace (docs/decisions/0008-e-mail-a-transactional-outbox.md).
  // The defaults are the shop's policy; tests shorten them.
  const mailWorker = {
    pollMs: integer(env, 'MAIL_POLL_MS', 1000, 10, 60_000, problems),
    claimMs: integer(env, 'MAIL_CLAIM_MS', 2 * 60_000, 1000, 60 * 60_000, problems),
    firstRetryMs: integer(env, 'MAIL_RETRY_FIRST_MS', 10_000, 100, 60 * 60_000, problems),
    maxRetryMs: integer(env, 'MAIL_RETRY_MAX_MS', 15 * 60_000, 100, 24 * 60 * 60_000, problems),
    giveUpMs: 24 * 60 * 60_000,
  };
  const passwordResetTtlMinutes = integer(env, 'PASSWORD_RESET_TTL_MINUTES', 60, 1, 24 * 60, problems);

  // Backups (docs/operations.md): never under a folder the API serves.
  const backupDir = path.resolve(cwd, env.BACKUP_DIR ?? 'backups');
  if (backupDir === uploadDir || backupDir.startsWith(uploadDir + path.sep))
    problems.push(`BACKUP_DIR must not be inside UPLOAD_DIR, which the API serves (got "${backupDir}")`);
  const backupPassphrase = env.BACKUP_PASSPHRASE ?? null;
  if (backupPassphrase !== null && backupPassphrase.length < 12)
    problems.push('BACKUP_PASSPHRASE must be at least 12 characters long');
  const backupIntervalHours = backupInterval(env.BACKUP_INTERVAL_HOURS, production, problems);
  const backupKeep = integer(env, 'BACKUP_KEEP', 14, 1, 10_000, problems);

  // Prometheus's metrics on a port of their own, never the public one: off unless asked for.
  const metricsPort =
    env.METRICS_PORT === undefined ? null : integer(env, 'METRICS_PORT', 0, 0, 65535, problems);
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port)
    problems.push(
      `METRICS_PORT must differ from PORT (${port}): the metrics are never served on the public port`,
    );

  // The API's whole surface, described: useful while building, a map for an attacker in production.
  const apiDocs = boolean(env, 'API_DOCS', !production, problems);

  let jwtSecret = env.JWT_SECRET ?? '';
  if (env.JWT_SECRET) {
    if (Buffer.byteLength(jwtSecret) < MIN_SECRET_BYTES)
      problems.push(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
  } else if (production) {
    problems.push(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 bytes, e.g. `openssl rand -base64 48`)',
    );
  }

  if (problems.length) throw new ConfigError(problems);

  if (!jwtSecret) jwtSecret = developmentSecret(dataDir);

  return {
    nodeEnv,
    port,
    host,
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadDir,
    jwtSecret,
    jwtExpiresIn,
    adminEmail,
    adminPassword,
    newArrivalDays,
    catalogCache: env.CATALOG_CACHE !== 'off',
    catalogSignpostRows,
    publicUrl,
    sitemapUrlsPerFile,
    seed,
    authRateLimit,
    loginFailureLimit,
    checkoutRateLimit,
    checkoutAddressRateLimit,
    trustProxy,
    redisUrl,
    redisPrefix,
    khaltiSecretKey,
    khaltiBaseUrl,
    smtpUrl,
    mailFrom,
    shopAlertEmail,
    mailboxPort,
    // Tests have none unless they name its port (the browser tests read it); production never.
    mailbox:
      !smtpUrl && (nodeEnv === 'development' || (nodeEnv === 'test' && env.MAILBOX_PORT !== undefined)),
    mailWorker,
    passwordResetTtlMinutes,
    backupDir,
    backupPassphrase,
    backupIntervalHours,
    backupKeep,
    metricsPort,
    apiDocs,
  };
}

/** The host name of an http(s) URL ('localhost' for one that does not parse: its problem is reported already). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Generated once and kept beside the data, so tokens survive restarts without anyone having to set a secret. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(kept) >= MIN_SECRET_BYTES) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** BACKUP_INTERVAL_HOURS: hours (a fraction allowed, down to a minute), or 0/off; default 24 in production, else off. */
function backupInterval(raw: string | undefined, production: boolean, problems: string[]): number | null {
  if (raw === undefined) return production ? 24 : null;
  if (raw === '0' || raw.toLowerCase() === 'off') return null;
  const hours = Number(raw);
  if (!/^\d+(?:\.\d+)?$/.test(raw) || hours < 1 / 60 || hours > 24 * 365) {
    problems.push(
      `BACKUP_INTERVAL_HOURS must be a number of hours from 0.02 to 8760, or 0/off (got "${raw}")`,
    );
    return null;
  }
  return hours;
}

/** One label of a host name: letters, digits and inner hyphens, 63 at most. */
const HOST_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;

/**
 * HOST: the address the API listens on. Default 127.0.0.1, this machine alone: the API is reached through the
 * shell's proxy beside it (TRUST_PROXY's default, loopback, believes its X-Forwarded-For), never around it. An IP
 * address (0.0.0.0 or :: for every interface) or a host name; a name whose last label is a number is a mistyped
 * address.
 */
function parseHost(raw: string | undefined, problems: string[]): string {
  if (raw === undefined) return '127.0.0.1';
  const labels = raw.split('.');
  const hostName =
    raw.length <= 253 && labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
  if (isIP(raw) || hostName) return raw;
  problems.push(
    `HOST must be an IP address (0.0.0.0 or :: for every interface) or a host name (got "${raw}")`,
  );
  return '127.0.0.1';
}

/** Names Express knows for address ranges, beside literal addresses and CIDR blocks. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count), or which addresses are proxies (a comma-separated
 * list of addresses, CIDR blocks or Express's names). Default `loopback`: the shell's proxy on the same machine.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): number | string {
  if (raw === undefined) return 'loopback';
  if (/^\d+$/.test(raw) && Number(raw) <= 16) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (TRUST_PROXY_NAMES.includes(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (!version || rest.length) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (!valid) {
    problems.push(
      `TRUST_PROXY must be a hop count from 0 to 16 or a comma-separated list of addresses, CIDR blocks, loopback, linklocal or uniquelocal (got "${raw}")`,
    );
    return 'loopback';
  }
  return entries.join(',');
}

function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}
