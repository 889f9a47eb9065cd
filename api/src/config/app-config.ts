import path from 'node:path';
import {
  DEV_ADMIN_PASSWORD,
  ESEWA_TEST_FORM_URL,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  ESEWA_TEST_STATUS_URL,
  KHALTI_PRODUCTION_URL,
  KHALTI_SANDBOX_URL,
  type SettingName,
  type Settings,
} from './environment';

export { DEV_ADMIN_PASSWORD };

/**
 * The validated settings of the API, in the shape the modules use: made from the environment's schema
 * (environment.ts) by `appConfigOf`, once at boot by `loadConfig`, and injected with `APP_CONFIG`.
 */
export type AppConfig = ReturnType<typeof appConfigOf> & {
  /** Tests only (an override, never from the environment): an in-memory PGlite starts from this dump. */
  pgliteArchive?: Blob;
};

export type MailWorkerTiming = AppConfig['mailWorker'];

/**
 * The configuration the settings make: relative folders resolved from `cwd`, and the defaults that follow from other
 * variables filled in. `jwtSecret` is empty until loadConfig generates the development one.
 */
export function appConfigOf(settings: Settings, given: ReadonlySet<SettingName>, cwd: string) {
  const nodeEnv = settings.NODE_ENV;
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, settings.DATA_DIR);
  const uploadDir = path.resolve(cwd, settings.UPLOAD_DIR ?? path.join(dataDir, 'uploads'));
  const smtpUrl = settings.SMTP_URL;
  const khaltiSecretKey = settings.KHALTI_SECRET_KEY;
  return {
    nodeEnv,
    port: settings.PORT,
    /** The address the API listens on (HOST): 127.0.0.1 unless opened up, e.g. 0.0.0.0 behind a load balancer. */
    host: settings.HOST,
    /** A PostgreSQL server; when absent the embedded PGlite is used. */
    databaseUrl: settings.DATABASE_URL,
    dataDir,
    /** PGlite data folder, or `memory://` for a throw-away in-memory database (tests). */
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadDir,
    /** Where the pictures are kept (STORAGE): UPLOAD_DIR, or an S3-compatible bucket shared by the instances. */
    storage: storageOf(settings),
    /** Where browsers load the pictures from (PICTURES_PUBLIC_URL, a CDN or a public bucket); null: /uploads on the API. */
    picturesPublicUrl: settings.PICTURES_PUBLIC_URL,
    jwtSecret: settings.JWT_SECRET ?? '',
    /** A `ms`-style duration such as `7d` or `12h`, or seconds. */
    jwtExpiresIn: settings.JWT_EXPIRES_IN,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: settings.ADMIN_PASSWORD,
    newArrivalDays: settings.NEW_ARRIVAL_DAYS,
    /** Public catalog answers served from memory until the catalog's version moves (CATALOG_CACHE=off: only the answers; totals stay). */
    catalogCache: settings.CATALOG_CACHE,
    /** Bytes of memory for the catalog's cached answers, totals and replays together (CATALOG_CACHE_BYTES). */
    catalogCacheBytes: settings.CATALOG_CACHE_BYTES,
    /** A deep list page is entered at the sort key of every this-many-th row of its list (CATALOG_CURSOR_ROWS). */
    catalogCursorRows: settings.CATALOG_CURSOR_ROWS,
    publicUrl: settings.PUBLIC_URL,
    /** URLs in one sitemap file (SITEMAP_URLS_PER_FILE, at most the protocol's 50,000): more, and /sitemap.xml is an index. */
    sitemapUrlsPerFile: settings.SITEMAP_URLS_PER_FILE,
    /** Seed an empty database (no users) on start. */
    seed: settings.SEED,
    /** Attempts per minute and client address on login and register (429 beyond). */
    authRateLimit: settings.AUTH_RATE_LIMIT,
    /** Failed logins per account (any address) in 15 minutes before the account is refused 429 until the window ends. */
    loginFailureLimit: settings.LOGIN_FAILURE_LIMIT,
    /** Checkouts per account and minute (429 beyond). */
    checkoutRateLimit: settings.CHECKOUT_RATE_LIMIT,
    /** Checkouts per client address and minute, whatever the account (429 beyond). */
    checkoutAddressRateLimit: settings.CHECKOUT_ADDRESS_RATE_LIMIT,
    /** Express's `trust proxy`: a hop count, or a comma-separated list of proxy addresses/CIDRs (default `loopback`). */
    trustProxy: settings.TRUST_PROXY,
    /** When set, every rate-limit counter lives in this Redis, shared by all API instances; else in memory. */
    redisUrl: settings.REDIS_URL,
    /** Prefix of every Redis key, so deployments (or test runs) sharing one Redis never meet. */
    redisPrefix: settings.REDIS_PREFIX,
    /** Khalti secret key; null means the built-in sandbox (never in production). */
    khaltiSecretKey,
    /** Base of Khalti's ePayment API (…/api/v2); null means the built-in sandbox of this API (`<own address>/sandbox/khalti`). */
    khaltiBaseUrl:
      settings.KHALTI_BASE_URL ??
      (khaltiSecretKey ? (production ? KHALTI_PRODUCTION_URL : KHALTI_SANDBOX_URL) : null),
    /** How long a call to Khalti may take (KHALTI_TIMEOUT_MS, default 15 s): an unanswered refund stays pending. */
    khaltiTimeoutMs: settings.KHALTI_TIMEOUT_MS,
    /** The enabled payment methods' ids, in the cart's order (PAYMENT_METHODS, default all). */
    paymentMethods: settings.PAYMENT_METHODS,
    /**
     * eSewa ePay v2 (ESEWA_*). `sandbox`: no key was set, so the built-in sandbox (`<PUBLIC_URL>/sandbox/esewa`) takes
     * the payments with eSewa's test merchant; null URLs then mean that sandbox.
     */
    esewa: {
      sandbox: !settings.ESEWA_SECRET_KEY,
      productCode: settings.ESEWA_PRODUCT_CODE ?? ESEWA_TEST_PRODUCT_CODE,
      secretKey: settings.ESEWA_SECRET_KEY ?? ESEWA_TEST_SECRET_KEY,
      formUrl: settings.ESEWA_FORM_URL ?? (settings.ESEWA_SECRET_KEY ? ESEWA_TEST_FORM_URL : null),
      statusUrl: settings.ESEWA_STATUS_URL ?? (settings.ESEWA_SECRET_KEY ? ESEWA_TEST_STATUS_URL : null),
    },
    /** The mail server e-mails go through (SMTP_URL: smtp:// or smtps://); null means the built-in mailbox (development). */
    smtpUrl,
    /** The sender of every e-mail (MAIL_FROM; default `Pashmina Shop <no-reply@<PUBLIC_URL's host>>`). */
    mailFrom: settings.MAIL_FROM ?? `Pashmina Shop <no-reply@${hostOf(settings.PUBLIC_URL)}>`,
    /** Who is told of each new order (SHOP_ALERT_EMAIL; default ADMIN_EMAIL). */
    shopAlertEmail: settings.SHOP_ALERT_EMAIL ?? settings.ADMIN_EMAIL,
    /** How customers reach the shop (SHOP_PHONE, SHOP_EMAIL, SHOP_ADDRESS; default the Contact page's): every customer e-mail ends with it. */
    shopContact: { phone: settings.SHOP_PHONE, email: settings.SHOP_EMAIL, address: settings.SHOP_ADDRESS },
    /** The built-in mailbox's SMTP port (MAILBOX_PORT, default 1025): only in development without SMTP_URL. */
    mailboxPort: settings.MAILBOX_PORT,
    /** Whether the built-in mailbox takes the e-mails: development without SMTP_URL (and tests that set MAILBOX_PORT); never production. */
    mailbox: !smtpUrl && (nodeEnv === 'development' || (nodeEnv === 'test' && given.has('MAILBOX_PORT'))),
    /** The mail worker's pace: its defaults are the shop's policy (docs/decisions/0008-e-mail-a-transactional-outbox.md); tests shorten them. */
    mailWorker: {
      /** How often a worker asks for due e-mails (MAIL_POLL_MS, default 1 s). */
      pollMs: settings.MAIL_POLL_MS,
      /** How long a worker's claim on an e-mail lasts while it sends (MAIL_CLAIM_MS, default 2 minutes). */
      claimMs: settings.MAIL_CLAIM_MS,
      /** The wait after a first temporary failure, doubled after each next one (MAIL_RETRY_FIRST_MS, default 10 s)… */
      firstRetryMs: settings.MAIL_RETRY_FIRST_MS,
      /** …up to this (MAIL_RETRY_MAX_MS, default 15 minutes). */
      maxRetryMs: settings.MAIL_RETRY_MAX_MS,
      /** An e-mail not sent this long after it was queued has failed (24 hours). */
      giveUpMs: 24 * 60 * 60_000,
    },
    /**
     * Text messages (docs/rules.md, Text messages): on unless SMS_ENABLED says off (and off by default in production
     * without a token). Sparrow SMS with a token; else the built-in outbox (/sandbox/sms) in development, or in tests
     * that ask for it; else they stay queued.
     */
    sms: {
      enabled: settings.SMS_ENABLED ?? !(production && !settings.SPARROW_SMS_TOKEN),
      token: settings.SPARROW_SMS_TOKEN,
      url: settings.SPARROW_SMS_URL,
      from: settings.SPARROW_SMS_FROM,
      outbox:
        !settings.SPARROW_SMS_TOKEN &&
        (nodeEnv === 'development' || (nodeEnv === 'test' && settings.SMS_OUTBOX)),
    },
    /** Wrong tries of the tracking page per client address in 15 minutes before 429 (TRACKING_FAILURE_LIMIT). */
    trackingFailureLimit: settings.TRACKING_FAILURE_LIMIT,
    /** How long a password reset link works (PASSWORD_RESET_TTL_MINUTES, default 60). */
    passwordResetTtlMinutes: settings.PASSWORD_RESET_TTL_MINUTES,
    /** Where backups are written (BACKUP_DIR, default ./backups): a folder no server serves, shared by the instances. */
    backupDir: path.resolve(cwd, settings.BACKUP_DIR),
    /** Encrypts backups when set (BACKUP_PASSPHRASE): AES-256-GCM, the key derived by scrypt. */
    backupPassphrase: settings.BACKUP_PASSPHRASE,
    /** Hours between scheduled backups (BACKUP_INTERVAL_HOURS; default 24 in production, off elsewhere); null: off. */
    backupIntervalHours:
      settings.BACKUP_INTERVAL_HOURS === undefined
        ? production
          ? 24
          : null
        : settings.BACKUP_INTERVAL_HOURS,
    /** Archives kept (BACKUP_KEEP, default 14): the oldest beyond are deleted after each backup. */
    backupKeep: settings.BACKUP_KEEP,
    /** GET /metrics (Prometheus) on this port of its own, never the public one (METRICS_PORT; null: off). */
    metricsPort: settings.METRICS_PORT,
    /** The address of the metrics' listener (METRICS_HOST, default 127.0.0.1): apart from HOST, so opening the API opens no metrics. */
    metricsHost: settings.METRICS_HOST,
    /** Serve the Swagger UI and OpenAPI document at /api/docs (API_DOCS; on by default except in production). */
    apiDocs: settings.API_DOCS ?? !production,
  };
}

export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible service's address (S3_ENDPOINT); null: AWS S3's own. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** How long the bucket may take to connect and to answer (S3_TIMEOUT_MS, default 5 s). */
  timeoutMs: number;
  /** Bytes of memory for the pictures served lately (PICTURE_CACHE_BYTES, default 32 MB). */
  pictureCacheBytes: number;
  /** null: the AWS SDK's credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export type StorageSettings = { kind: 'local' } | S3Settings;

function storageOf(settings: Settings): StorageSettings {
  if (settings.STORAGE === 'local') return { kind: 'local' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return {
    kind: 's3',
    // Checked by the rules (environment.ts) before anything uses them.
    bucket: settings.S3_BUCKET ?? '',
    region: settings.S3_REGION ?? '',
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    timeoutMs: settings.S3_TIMEOUT_MS,
    pictureCacheBytes: settings.PICTURE_CACHE_BYTES,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
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

/** The key the API sends to its built-in Khalti sandbox (which accepts any key). */
export const SANDBOX_KHALTI_KEY = 'sandbox';

export const APP_CONFIG = Symbol('APP_CONFIG');
