/** The validated settings of the API. Built once at boot by `loadConfig` and injected with `APP_CONFIG`. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** The address the API listens on (HOST): 127.0.0.1 unless opened up, e.g. 0.0.0.0 behind a load balancer. */
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database (tests). */
  pgliteDir: string;
  /** Tests only (an override, never from the environment): an in-memory PGlite starts from this dump. */
  pgliteArchive?: Blob;
  uploadDir: string;
  jwtSecret: string;
  /** A `ms`-style duration such as `7d` or `12h`, or seconds. */
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword: string;
  newArrivalDays: number;
  /** Public catalog answers served from memory until the catalog's version moves (CATALOG_CACHE=off: only the answers; totals stay). */
  catalogCache: boolean;
  /** A deep list page is entered at the sort key of every this-many-th row of its list (CATALOG_SIGNPOST_ROWS). */
  catalogSignpostRows: number;
  publicUrl: string;
  /** URLs in one sitemap file (SITEMAP_URLS_PER_FILE, at most the protocol's 50,000): more, and /sitemap.xml is an index. */
  sitemapUrlsPerFile: number;
  /** Seed an empty database (no users) on start. */
  seed: boolean;
  /** Attempts per minute and client address on login and register (429 beyond). */
  authRateLimit: number;
  /** Failed logins per account (any address) in 15 minutes before the account is refused 429 until the window ends. */
  loginFailureLimit: number;
  /** Checkouts per account and minute (429 beyond). */
  checkoutRateLimit: number;
  /** Checkouts per client address and minute, whatever the account (429 beyond). */
  checkoutAddressRateLimit: number;
  /** Express's `trust proxy`: a hop count, or a comma-separated list of proxy addresses/CIDRs (default `loopback`). */
  trustProxy: number | string;
  /** When set, every rate-limit counter lives in this Redis, shared by all API instances; else in memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so deployments (or test runs) sharing one Redis never meet. */
  redisPrefix: string;
  /** Khalti secret key; null means the built-in sandbox (never in production). */
  khaltiSecretKey: string | null;
  /** Base of Khalti's ePayment API (…/api/v2); null means the built-in sandbox of this API (`<own address>/sandbox/khalti`). */
  khaltiBaseUrl: string | null;
  /** The mail server e-mails go through (SMTP_URL: smtp:// or smtps://); null means the built-in mailbox (development). */
  smtpUrl: string | null;
  /** The sender of every e-mail (MAIL_FROM; default `Pashmina Shop <no-reply@<PUBLIC_URL's host>>`). */
  mailFrom: string;
  /** Who is told of each new order (SHOP_ALERT_EMAIL; default ADMIN_EMAIL). */
  shopAlertEmail: string;
  /** The built-in mailbox's SMTP port (MAILBOX_PORT, default 1025): only in development without SMTP_URL. */
  mailboxPort: number;
  /** Whether the built-in mailbox takes the e-mails: development without SMTP_URL (and tests that set MAILBOX_PORT). */
  mailbox: boolean;
  /**
   * The mail worker's pace: its defaults are the shop's policy, and tests shorten them
   * (docs/decisions/0008-e-mail-a-transactional-outbox.md).
   */
  mailWorker: MailWorkerTiming;
  /** How long a password reset link works (PASSWORD_RESET_TTL_MINUTES, default 60). */
  passwordResetTtlMinutes: number;
  /** Where backups are written (BACKUP_DIR, default ./backups): a folder no server serves, shared by the instances. */
  backupDir: string;
  /** Encrypts backups when set (BACKUP_PASSPHRASE): AES-256-GCM, the key derived by scrypt. */
  backupPassphrase: string | null;
  /** Hours between scheduled backups (BACKUP_INTERVAL_HOURS; default 24 in production, off elsewhere); null: off. */
  backupIntervalHours: number | null;
  /** Archives kept (BACKUP_KEEP, default 14): the oldest beyond are deleted after each backup. */
  backupKeep: number;
  /** GET /metrics (Prometheus) on this port of its own, never the public one (METRICS_PORT; null: off). */
  metricsPort: number | null;
  /** Serve the Swagger UI and OpenAPI document at /api/docs (API_DOCS; on by default except in production). */
  apiDocs: boolean;
}

export interface MailWorkerTiming {
  /** How often a worker asks for due e-mails (MAIL_POLL_MS, default 1 s). */
  pollMs: number;
  /** How long a worker's claim on an e-mail lasts while it sends (MAIL_CLAIM_MS, default 2 minutes). */
  claimMs: number;
  /** The wait after a first temporary failure, doubled after each next one (MAIL_RETRY_FIRST_MS, default 10 s)… */
  firstRetryMs: number;
  /** …up to this (MAIL_RETRY_MAX_MS, default 15 minutes). */
  maxRetryMs: number;
  /** An e-mail not sent this long after it was queued has failed (24 hours). */
  giveUpMs: number;
}

/** The key the API sends to its built-in Khalti sandbox (which accepts any key). */
export const SANDBOX_KHALTI_KEY = 'sandbox';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Documented development password of the seeded owner account; production must set ADMIN_PASSWORD. */
export const DEV_ADMIN_PASSWORD = 'admin12345';
