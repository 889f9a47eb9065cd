// The shop's server's settings: the ports it listens on and calls, refused at its start when fetch would refuse them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refusedPorts } from './server-settings';

const REASON = 'is one of the ports browsers and Node\'s fetch refuse ("bad port"); choose another';

/** main.ts run from its sources with `args` and only `env`: its exit code and what it wrote. */
function runServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [path.join(__dirname, '../test/run-ts.cjs'), path.join(__dirname, '../main.ts'), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe("the ports of the shop's servers", () => {
  it('are refused when fetch refuses them, each named with the reason', () => {
    expect(
      refusedPorts([
        { name: 'SHELL_PORT', port: 6000 },
        { name: 'API_URL', url: new URL('http://api.internal:6666/') },
        { name: 'STOREFRONT_URL', url: new URL('https://cdn.example.com/storefront') },
        { name: 'ADMIN_PORT', port: 4203 },
      ]),
    ).toEqual([`SHELL_PORT 6000 ${REASON}`, `API_URL http://api.internal:6666: port 6666 ${REASON}`]);
    // An address without a port is its scheme's (80, 443), which fetch calls.
    expect(refusedPorts([{ name: 'API_URL', url: new URL('http://api.internal') }])).toEqual([]);
  });

  describe('at the start of main.ts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-ports-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("refuse the shop whose API's port fetch refuses, before it serves a page without its data", async () => {
      const { code, output } = await runServer(['--dir', dir, '--shop', '--port', '4999'], { PORT: '6000' });
      expect(code).toBe(2);
      expect(output).toContain(`PORT 6000 ${REASON}`);
      expect(output).not.toContain('serving');
    });

    it("refuse a remote's own port, and the shop's", async () => {
      const remote = await runServer(['--dir', dir, '--port', '6667'], {});
      expect(remote.code).toBe(2);
      expect(remote.output).toContain(`--port 6667 ${REASON}`);
      const shop = await runServer(['--dir', dir, '--shop', '--no-proxy'], {
        STOREFRONT_URL: 'http://localhost:10080',
      });
      expect(shop.code).toBe(2);
      expect(shop.output).toContain(`STOREFRONT_URL http://localhost:10080: port 10080 ${REASON}`);
    });
  });
});
