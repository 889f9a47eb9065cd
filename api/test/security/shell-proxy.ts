import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The shell's real server (tools/scripts/serve-static.mjs) as a child process, proxying /api to one or several API
// instances, as `npm start` and a deployment run it.

const SERVE_STATIC = path.resolve(__dirname, '../../../tools/scripts/serve-static.mjs');

export interface ShellProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Starts the shell's server on a free port with `--proxy <targets>`; answers once it listens. */
export async function startShellProxy(targets: string[], port?: number): Promise<ShellProxy> {
  port ??= await freePort();
  const root = mkdtempSync(path.join(tmpdir(), 'pashmina-shell-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      SERVE_STATIC,
      '--dir',
      root,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--proxy',
      targets.join(','),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
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
