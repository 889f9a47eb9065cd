import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_JWT_SECRET, UNREACHABLE_SMTP_URL } from '../harness';

// The API as a real process, for the tests that kill it or run several of it (kill, instances). It runs the
// TypeScript sources through @swc/core (swc-register.cjs), so no build is needed; a start takes a few seconds.

const REGISTER = path.join(__dirname, 'swc-register.cjs');
const ENTRY = path.join(__dirname, 'api-child.ts');
const READY_WITHIN_MS = 30_000;

export interface SpawnApiOptions {
  /** A PostgreSQL URL (see freshDatabase); without it, an embedded PGlite in the process's data folder. */
  databaseUrl?: string;
  /** Extra environment (e.g. REDIS_URL, PUBLIC_URL, CHECKOUT_RATE_LIMIT). */
  env?: Record<string, string>;
  /** A port of its own by default. */
  port?: number;
  /** How long the start may take (30 s by default): a first start that migrates and seeds on a busy machine, more. */
  readyWithinMs?: number;
}

export interface SpawnedApi {
  port: number;
  /** Its DATA_DIR (the PGlite database is in `pglite/` there when no databaseUrl was given). */
  dataDir: string;
  /** http://127.0.0.1:<port> */
  url: string;
  /** What the process printed (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Sends `signal` (SIGKILL by default) and waits until the process is gone; restart() brings it back. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The end: SIGTERM, then its data folder removed. */
  stop(): Promise<void>;
  /** Starts the process again on the same port, database and environment; returns once it is healthy. */
  restart(): Promise<void>;
}

/** Starts the API and returns once GET /api/v1/health responds with 200. */
export async function spawnApi(options: SpawnApiOptions): Promise<SpawnedApi> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pashmina-api-child-'));
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    // A production start schedules backups: its own folder, never the repository's ./backups.
    BACKUP_DIR: path.join(dataDir, 'backups'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PUBLIC_URL: url,
    AUTH_RATE_LIMIT: '1000',
    ...(options.env?.NODE_ENV === 'production' ? { SMTP_URL: UNREACHABLE_SMTP_URL } : {}),
    ...options.env,
  };
  let log = '';
  let child: ChildProcess | undefined;

  const start = async () => {
    const current = spawn(process.execPath, [REGISTER, ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = current;
    current.stdout?.on('data', (chunk) => (log += chunk));
    current.stderr?.on('data', (chunk) => (log += chunk));
    const readyWithin = options.readyWithinMs ?? READY_WITHIN_MS;
    const deadline = Date.now() + readyWithin;
    while (Date.now() < deadline) {
      if (current.exitCode !== null || current.signalCode !== null)
        throw new Error(`the API exited before it was healthy:\n${log}`);
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    current.kill('SIGKILL');
    throw new Error(`the API was not healthy within ${readyWithin} ms:\n${log}`);
  };

  const kill = async (signal: NodeJS.Signals) => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const gone = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    await gone;
  };

  await start();
  return {
    port,
    dataDir,
    url,
    output: () => log,
    kill: (signal = 'SIGKILL') => kill(signal),
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await kill('SIGTERM');
      await start();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; drop() removes it (and ends its connections). */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pashmina_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement); // the name is ours: hex only
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
