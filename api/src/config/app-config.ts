/** The validated settings of the API. Built once at boot by `loadConfig` and injected with `APP_CONFIG`. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database (tests). */
  pgliteDir: string;
  uploadDir: string;
  jwtSecret: string;
  /** A `ms`-style duration such as `7d` or `12h`, or seconds. */
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword: string;
  newArrivalDays: number;
  publicUrl: string;
  /** Seed an empty database (no users) on start. */
  seed: boolean;
  /** Attempts per minute and client address on login and register (429 beyond). */
  authRateLimit: number;
  /** Khalti secret key; null means the built-in sandbox (never in production). */
  khaltiSecretKey: string | null;
  /** Base of Khalti's ePayment API (…/api/v2); null means the built-in sandbox of this API (`<own address>/sandbox/khalti`). */
  khaltiBaseUrl: string | null;
}

/** The key the API sends to its built-in Khalti sandbox (which accepts any key). */
export const SANDBOX_KHALTI_KEY = 'sandbox';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Documented development password of the seeded owner account; production must set ADMIN_PASSWORD. */
export const DEV_ADMIN_PASSWORD = 'admin12345';
