import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { e2eEnv } from './env';

const repoRoot = path.resolve(__dirname, '../..');

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * One process of the shop's server (shell/dist-server/main.js), as a deployment runs it, started with `args` on `port` and ready once
 * `probe` responds with 200. Its output is kept, to be shown if it never gets there.
 */
export async function startStaticServer(
  args: string[],
  port: number,
  probe: string,
  env: Record<string, string> = {},
): Promise<StaticServer> {
  const child = spawn(process.execPath, ['shell/dist-server/main.js', ...args, '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  // One that never responds is stopped: its port is needed again.
  await waitUntilServing(child, `${url}${probe}`, () => output).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilServing(child: ChildProcess, url: string, output: () => string) {
  // Generous: on a loaded 2-core machine a server's start has taken over 15 s.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server for ${url} did not start:\n${output()}`);
}
