import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { createApp } from '../src/bootstrap';
import { type AppConfig, loadConfig } from '../src/config';
import { DATABASE, type Database, deliveryZones } from '../src/database';
import { DEMO_CUSTOMER, type SeedOptions } from '../src/seed';
import {
  copySeedUploads,
  findSnapshot,
  migratedDatabase,
  saveSnapshot,
  seedKind,
  serverSeedFolders,
} from './seeded-snapshots';
import { type ServerDatabase, seededDatabase, throwAwayDatabase } from './server-databases';

export const ADMIN_EMAIL = 'owner@pashmina.test';
export const ADMIN_PASSWORD = 'owner-password-1';
export const CUSTOMER_EMAIL = DEMO_CUSTOMER.email;
export const CUSTOMER_PASSWORD = DEMO_CUSTOMER.password;
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: Database;
  /** A supertest agent on the app's HTTP server. */
  http: ReturnType<typeof request>;
  adminToken: string;
  customerToken: string;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  /** 'pglite' or 'postgres', for test names and logs. */
  driver: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Products of the seeded catalogue (default 16). */
  products?: number;
  /** Extra environment for loadConfig (e.g. AUTH_RATE_LIMIT). Every rate limit allows 1000 a minute unless set. */
  env?: Record<string, string>;
  /**
   * Seeds the demo customer's orders and feedback, as a development start does. Off by default: the other tests
   * count orders, stock and testimonials from a clean start.
   */
  demoActivity?: boolean;
  /** Seeds the three demo products with colours (issue 41), as a development start does. Off by default. */
  variantProducts?: boolean;
  /**
   * With NODE_ENV=production in `env`: the JSON log lines go here instead of stdout, at the levels of `logLevels`
   * (default errors only), so a test can read what production would log.
   */
  logDestination?: DestinationStream;
  logLevels?: LogLevel[];
  /**
   * Keeps the delivery zones' fees as a new shop has them (docs/rules.md, Delivery). Off by default: the other files
   * check amounts, stock, payments and statistics of the goods, so their shop delivers for nothing (every zone's fee
   * set to 0); their orders still name a district (CUSTOMER_INFO) and record a delivery of Rs. 0.
   */
  deliveryFees?: boolean;
}

/** A mail server address where nothing listens: production test apps need one to start. */
export const UNREACHABLE_SMTP_URL = 'smtp://127.0.0.1:9';

/**
 * Boots the real application on a FRESH database for one test file:
 * - by default an in-memory PGlite;
 * - when DATABASE_URL is set, a new database `pashmina_test_<random>` created on that server and dropped afterwards.
 * The seed runs as on a first start, with tiny pictures so it stays fast. A file whose seed an earlier file of the run
 * made starts from a copy of that database (test/seeded-snapshots.ts, test/server-databases.ts).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pashmina-api-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // Each file's backups are its own.
    BACKUP_DIR: path.join(dataDir, 'backups'),
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    AUTH_RATE_LIMIT: '1000',
    // Test files log in and check out far more often than a person would; the limits' own tests set them low.
    LOGIN_FAILURE_LIMIT: '1000',
    CHECKOUT_RATE_LIMIT: '1000',
    CHECKOUT_ADDRESS_RATE_LIMIT: '1000',
    // Production needs a mail server; nothing listens there (a test that reads e-mail names its own server).
    ...(options.env?.NODE_ENV === 'production' ? { SMTP_URL: UNREACHABLE_SMTP_URL } : {}),
    ...options.env,
  };
  let config = loadConfig(env);
  const seed = {
    products: options.products ?? 16,
    imageWidth: 48,
    demoActivity: options.demoActivity ?? false,
    // Only when asked: the other files' seeds (and their shared snapshots) stay as they were.
    ...(options.variantProducts ? { variantProducts: true } : {}),
  };
  // The seeded copies keep their pictures in folders: a shop with STORAGE=s3 seeds its own, into its bucket.
  const shared = config.storage.kind === 'local';
  const server: (ServerDatabase & { uploads?: string }) | undefined = process.env.DATABASE_URL
    ? shared
      ? await serverDatabase(process.env.DATABASE_URL, config, seed)
      : await throwAwayDatabase(process.env.DATABASE_URL, 'pashmina_test')
    : undefined;
  if (server) config = loadConfig({ ...env, DATABASE_URL: server.url });
  const snapshot = server || !shared ? undefined : findSnapshot(config, seed);
  const seedUploads = server?.uploads ?? snapshot?.uploads;
  if (seedUploads) copySeedUploads(seedUploads, config.uploadDir);
  let created: Awaited<ReturnType<typeof createApp>>;
  try {
    created = await createApp({
      config,
      overrides: server
        ? {}
        : { pgliteDir: 'memory://', pgliteArchive: snapshot?.archive ?? migratedDatabase() },
      seed,
      logger: options.logLevels ?? ['error'],
      logDestination: options.logDestination,
    });
    if (!server && shared && created.seed.seeded)
      await saveSnapshot(config, seed, created.app.get<Database>(DATABASE));
  } catch (error) {
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { app } = created;
  if (!options.deliveryFees) await app.get<Database>(DATABASE).update(deliveryZones).set({ feePaisa: 0 });
  // Listening on a real port: the Khalti client reaches the built-in sandbox over HTTP, as in production.
  await app.listen(0, '127.0.0.1');
  const http = request(app.getHttpServer());
  // Production seeds no demo customer: its token is then empty.
  const [adminToken, customerToken] = await Promise.all([
    login(http, ADMIN_EMAIL, ADMIN_PASSWORD),
    config.nodeEnv === 'production' ? '' : login(http, CUSTOMER_EMAIL, CUSTOMER_PASSWORD),
  ]);
  return {
    app,
    config: created.config,
    db: app.get<Database>(DATABASE),
    http,
    baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`,
    adminToken,
    customerToken,
    driver: server ? 'postgres' : 'pglite',
    async close() {
      // Keep-alive sockets (supertest's agent, fetch to the sandbox) would otherwise outlive the file's worker.
      (app.getHttpServer() as Server).closeAllConnections();
      await app.close();
      await server?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function login(http: ReturnType<typeof request>, email: string, password: string): Promise<string> {
  const res = await http.post('/api/v1/auth/login').send({ email, password });
  if (res.status !== 200)
    throw new Error(`Test login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/**
 * A database of this file's own on the server: a copy of the run's seeded database of this kind, made by the first
 * file that needs it (test/server-databases.ts), with the seed's pictures to copy.
 */
async function serverDatabase(
  serverUrl: string,
  config: AppConfig,
  seed: SeedOptions,
): Promise<ServerDatabase & { uploads?: string }> {
  const folders = serverSeedFolders(config, seed);
  if (!folders) return throwAwayDatabase(serverUrl, 'pashmina_test');
  const template = await seededDatabase(serverUrl, folders.run, seedKind(config, seed), async (url) => {
    const { app } = await createApp({
      config: { ...config, databaseUrl: url, uploadDir: folders.uploads },
      seed,
      logger: ['error'],
    });
    await app.close();
  });
  return { ...(await throwAwayDatabase(serverUrl, 'pashmina_test', template)), uploads: folders.uploads };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Production's JSON log lines, kept in memory: pass `destination` as startTestApp's logDestination. */
export function captureLogs() {
  const lines: string[] = [];
  return {
    lines,
    destination: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    /** The warn lines of one security event. */
    events: (event: string) =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.event === event),
  };
}

/** A response as it travelled: status, headers and the body's bytes (compressed when the response says so). */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET through node:http: supertest and fetch would decode the body behind our back. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
