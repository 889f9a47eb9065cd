import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The shop's real server (the shell's shell/server, built to shell/dist-server) as a child process, proxying /api to
// one or several API instances, as `npm start` and a deployment run it.

const SHELL_SERVER = path.resolve(__dirname, '../../../shell/server');
const CONTRACTS = path.resolve(__dirname, '../../src/contracts');
export const SHOP_SERVER = path.resolve(__dirname, '../../../shell/dist-server/main.js');

/** Builds the shop's server when its build is missing or older than a source file (the API's tests may run first). */
export function ensureShopServerBuilt(): void {
  const built = existsSync(SHOP_SERVER) ? statSync(SHOP_SERVER).mtimeMs : 0;
  // The server's own sources, and the API's contracts it bundles (the upload routes' table, the client's address).
  const sources = [SHELL_SERVER, CONTRACTS].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(dir, file)),
  );
  if (built && sources.every((file) => statSync(file).mtimeMs <= built)) return;
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
  port ??= await freePort();
  const server = await spawnShopServer(
    ['--port', String(port), '--host', '127.0.0.1', '--proxy', targets.join(',')],
    { ...process.env, ...env },
  );
  return { url: `http://127.0.0.1:${port}`, close: server.stop };
}

export interface ShopServerProcess {
  /** Stops the server (SIGTERM), waits for it and removes its folder. */
  stop(): Promise<void>;
}

/**
 * The built shop's server in a process of its own, serving a folder with the shell's page template (so its own
 * pages respond as they would: a 404 for an unknown path) with `args` and exactly the environment `env`; resolves
 * once it says it is serving.
 */
export async function spawnShopServer(args: string[], env: NodeJS.ProcessEnv): Promise<ShopServerProcess> {
  ensureShopServerBuilt();
  const root = mkdtempSync(path.join(tmpdir(), 'pashmina-shell-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const child: ChildProcess = spawn(process.execPath, [SHOP_SERVER, '--dir', root, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(root, { recursive: true, force: true });
  };
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('serving')) resolve();
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      child.once('exit', (code) => reject(new Error(`the shop's server exited (${code}):\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
