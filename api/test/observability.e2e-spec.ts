import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './harness';
import { freePort } from './security/shell-proxy';

/** A redis-server of this file's own, on a port of its own: stopping it never touches the machine's Redis. */
async function ownRedis() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-redis-'));
  const cli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(port), ...args], { stdio: 'ignore' });
  const start = () =>
    execFileSync('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--daemonize',
      'yes',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--pidfile',
      path.join(dir, 'redis.pid'),
    ]);
  const started = async () => {
    start();
    // --daemonize answers before the server listens.
    for (let tries = 0; ; tries++) {
      try {
        return cli('ping');
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await started();
  return {
    url: `redis://127.0.0.1:${port}`,
    start: started,
    stop: () => cli('shutdown', 'nosave'),
    async close() {
      try {
        cli('shutdown', 'nosave');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('health and readiness', () => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  beforeAll(async () => {
    redis = await ownRedis();
    t = await startTestApp({ products: 2, env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.close();
  });

  it('answers /health/ready 503 naming Redis while it is stopped, and 200 when it is back', async () => {
    expect((await t.http.get('/api/v1/health/ready').expect(200)).body).toEqual({
      ok: true,
      database: 'ok',
      redis: 'ok',
    });
    redis.stop();
    const down = await t.http.get('/api/v1/health/ready').expect(503);
    expect(down.body).toEqual({
      ok: false,
      database: 'ok',
      redis: expect.any(String),
      message: expect.stringMatching(/^Not ready: redis: /),
    });
    // Liveness stays cheap: it never asks Redis.
    await t.http.get('/api/v1/health').expect(200);
    await redis.start();
    // The client reconnects on its own, after a pause that grows to 2 s at most.
    let status = 0;
    for (const until = Date.now() + 10_000; status !== 200 && Date.now() < until;) {
      status = (await t.http.get('/api/v1/health/ready')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
