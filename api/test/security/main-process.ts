import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from './spawn-api';
import { freePort } from './shell-proxy';

// The API's own entry point (src/main.ts, what `npm start` runs) as a process, for what it prints at start. Unlike
// spawn-api.ts (a test entry), this is the real start-up: the development warning, the config's refusals.

const REGISTER = path.join(__dirname, 'swc-register.cjs');
const MAIN = path.resolve(__dirname, '../../src/main.ts');
/** Compiling the sources as they load and opening a database takes 20 to 30 s on a busy machine. */
export const MAIN_START_MS = 100_000;

export interface MainRun {
  /** stdout and stderr, as printed. */
  output: string;
  /** The exit code when it stopped on its own (a refused configuration), else null (stopped by the test). */
  exitCode: number | null;
}

/** What a test may look at while src/main.ts listens. */
export interface ListeningMain {
  port: number;
  /** stdout and stderr so far. */
  output(): string;
}

/**
 * Starts src/main.ts with exactly `env` (plus PATH, a free PORT, its own DATA_DIR and folder, no seed) and returns
 * what it printed once it listens, or once it exits. NODE_ENV is unset unless `env` sets it. On a PostgreSQL run
 * (DATABASE_URL) it gets a fresh database of its own, else an embedded PGlite. `whileListening` runs before the
 * process is stopped (its failure is the run's, once the process is gone).
 */
export async function runMain(
  env: Record<string, string>,
  whileListening?: (main: ListeningMain) => Promise<void>,
): Promise<MainRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-main-'));
  const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  try {
    const port = await freePort();
    const child = spawn(process.execPath, [REGISTER, MAIN], {
      // No .env is read: the process starts in an empty folder (INIT_CWD is where main.ts looks for one).
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        INIT_CWD: dir,
        DATA_DIR: path.join(dir, 'data'),
        PORT: String(port),
        SEED: 'false',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const listening = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('API listening on')) resolve();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
    });
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), MAIN_START_MS).unref(),
    );
    const first = await Promise.race([listening.then(() => 'listening' as const), exited, timeout]);
    if (first === 'listening' || first === 'timeout') {
      try {
        if (first === 'listening') await whileListening?.({ port, output: () => output });
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      if (first === 'timeout') throw new Error(`src/main.ts neither listened nor exited:\n${output}`);
      return { output, exitCode: null };
    }
    return { output, exitCode: first };
  } finally {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
