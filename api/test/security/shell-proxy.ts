import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The shop's real server (the shell's shell/server, built to shell/dist-server) as a child process, proxying /api to
// one or several API instances, as `npm start` and a deployment run it.

const SHELL_SERVER = path.resolve(__dirname, '../../../shell/server');
export const SHOP_SERVER = path.resolve(__dirname, '../../../shell/dist-server/main.js');

/** Builds the shop's server when its build is missing or older than a source file (the API's tests may run first). */
export function ensureShopServerBuilt(): void {
  const built = existsSync(SHOP_SERVER) ? statSync(SHOP_SERVER).mtimeMs : 0;
  const sources = readdirSync(SHELL_SERVER, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  if (built && sources.every((file) => statSync(path.join(SHELL_SERVER, file)).mtimeMs <= built)) return;
  const webpack = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [webpack, '--config', path.join(SHELL_SERVER, 'webpack.config.js')],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`the shop's server did not build:\n${result.stdout}${result.stderr}`);
}

export interface ShellProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the shell's server on a free port with `--proxy <targets>`; returns once it listens. `env`: its settings
 * (TRUST_PROXY: which peers' X-Forwarded-For it believes; loopback, so this test client's, by default).
 */
export async function startShellProxy(
  targets: string[],
  port?: number,
  env: Record<string, string> = {},
): Promise<ShellProxy> {
  ensureShopServerBuilt();
  port ??= await freePort();
  const root = mkdtempSync(path.join(tmpdir(), 'pashmina-shell-'));
  // The shell's page template, so the shop's own pages respond as they would (a 404 for an unknown path).
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const child: ChildProcess = spawn(
    process.execPath,
    [SHOP_SERVER, '--dir', root, '--port', String(port), '--host', '127.0.0.1', '--proxy', targets.join(',')],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('serving')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the shell's server exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
