// What the server's tests start: a fake API, servers on ephemeral ports, raw sockets.
import { type ChildProcess, spawn } from 'node:child_process';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A fake API answering with `handle`; closed by the returned function. */
export async function fakeApi(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; server: http.Server; close: () => Promise<void> }> {
  const server = http.createServer(handle);
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `app` listening on loopback; its base URL. */
export async function start(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A raw connection from `localAddress` (any of 127.0.0.0/8) that writes `text` and keeps the socket open. */
export function rawRequest(url: string, text: string, localAddress = '127.0.0.1'): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** The first line of the answer on `socket` (its status line), or null when it closes without one. */
export function statusLine(socket: net.Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n')) resolve(data.slice(0, data.indexOf('\r\n')));
    });
    socket.on('close', () => resolve(data.includes('\r\n') ? data.slice(0, data.indexOf('\r\n')) : null));
  });
}

/** Everything answered on `socket` until it closes. */
export function answerOf(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
  });
}

/** The shop's server from its TypeScript sources (main.ts through run-ts.cjs) in a process of its own. */
export interface ServerProcess {
  child: ChildProcess;
  /** Ends the process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
}

/** Starts main.ts with `args` and only the environment `env` (and PATH); resolves once it says it is serving. */
export async function startServerProcess(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'run-ts.cjs'), path.join(__dirname, '../main.ts'), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', ...env } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('serving')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the shop's server exited (${code}):\n${output}`)));
  });
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
