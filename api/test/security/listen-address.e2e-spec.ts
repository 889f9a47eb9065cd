import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { MAIN_START_MS, runMain } from './main-process';
import { freePort, spawnShopServer } from './shell-proxy';

// The API is reached through the shell's proxy on its own machine (TRUST_PROXY's default, loopback, believes that
// proxy's X-Forwarded-For). By default it listens on 127.0.0.1 alone, so nothing on the network reaches it around
// the proxy; HOST opens it up (docs/deploying.md).

/** Whether a TCP connection to host:port is accepted (false when refused). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, timeout: 5_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(false) : reject(error),
    );
  });
}

/** This machine's addresses another machine could use: neither loopback nor link-local. */
const outwardAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && !entry.address.startsWith('fe80:'))
    .map((entry) => entry!.address);

describe('security: the address the API listens on (src/main.ts as a process)', () => {
  it(
    'listens on 127.0.0.1 by default, says so, and refuses connections to the machine’s other addresses',
    async () => {
      const outward = outwardAddresses();
      const { exitCode } = await runMain({}, async ({ port, output }) => {
        expect(await accepts('127.0.0.1', port)).toBe(true);
        // Every outward address this machine has (some machines have none: the listening line below is then the proof).
        for (const address of outward)
          expect({ address, accepted: await accepts(address, port) }).toEqual({
            address,
            accepted: false,
          });
        // The line names the address the server is bound to (its server.address()), not a guess.
        expect(output()).toContain(`API listening on http://127.0.0.1:${port}/api/v1`);
      });
      expect(exitCode).toBeNull();
    },
    MAIN_START_MS + 10_000,
  );
});

/**
 * Runs the shop's server (shell/dist-server/main.js, as `npm start` does: no --host) with `env` over its own NODE_ENV
 * and HOST, in the mode `args` give (the shop, or a remote), and calls `whileListening` with its port.
 */
async function runShopServer(
  env: { NODE_ENV?: string; HOST?: string },
  args: string[],
  whileListening: (port: number) => Promise<void>,
): Promise<void> {
  const port = await freePort();
  const { NODE_ENV: _mode, HOST: _host, ...inherited } = process.env;
  const server = await spawnShopServer(['--port', String(port), ...args], { ...inherited, ...env });
  try {
    await whileListening(port);
  } finally {
    await server.stop();
  }
}

describe("security: the address the shop's server listens on (shell/dist-server/main.js as a process)", () => {
  // Issue 37, item 6: a development shop (its mailbox and sandbox behind its proxy) is not on the Wi-Fi.
  const outward = outwardAddresses().filter((address) => !address.includes(':'));
  const modes: [string, string[]][] = [
    // An API that is not there: a port nothing listens on, and not one fetch refuses (bad-ports.json).
    ['the shop', ['--proxy', 'http://127.0.0.1:1023']],
    ['a remote', []],
  ];

  it.each(modes)('%s listens on 127.0.0.1 alone outside production', async (_mode, args) => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      await runShopServer({ ...(NODE_ENV ? { NODE_ENV } : {}) }, args, async (port) => {
        expect(await accepts('127.0.0.1', port)).toBe(true);
        for (const address of outward)
          expect({ NODE_ENV, address, accepted: await accepts(address, port) }).toEqual({
            NODE_ENV,
            address,
            accepted: false,
          });
      });
  });

  it.each(modes)('%s listens where HOST says, and on every interface in production', async (_mode, args) => {
    for (const env of [{ HOST: '0.0.0.0' }, { NODE_ENV: 'production' }])
      await runShopServer(env, args, async (port) => {
        expect(await accepts('127.0.0.1', port)).toBe(true);
        for (const address of outward)
          expect({ env, address, accepted: await accepts(address, port) }).toEqual({
            env,
            address,
            accepted: true,
          });
      });
  });
});
