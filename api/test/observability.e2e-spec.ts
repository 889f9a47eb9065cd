import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductRow } from '../src/database';
import { MetricsServer } from '../src/metrics';
import { lineOf, payloadOf, placeOrder, prepareProducts, pressSandbox } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { freePort, startShellProxy } from './security/shell-proxy';

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
    // --daemonize returns before the server listens.
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

describe('health, readiness and metrics', () => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  let shawl: ProductRow;
  beforeAll(async () => {
    redis = await ownRedis();
    // HOST opens the API to every interface, as the multi-machine setup does; the metrics stay on METRICS_HOST.
    t = await startTestApp({
      products: 2,
      env: { REDIS_URL: redis.url, METRICS_PORT: '0', HOST: '0.0.0.0' },
    });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 50 }]);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.close();
  });

  it('gives 503 on /health/ready naming Redis while it is stopped, and 200 when it is back', async () => {
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

  it('listens for metrics on 127.0.0.1 (METRICS_HOST) even when HOST opens the API to every interface', () => {
    expect(t.config.host).toBe('0.0.0.0');
    expect(t.app.get(MetricsServer).host).toBe('127.0.0.1');
  });

  it('serves each named metric on METRICS_PORT, with route templates, never ids', async () => {
    await t.http.get(`/api/v1/product/${shawl.id}`).expect(200);
    // The first computes the page, the next are served from memory.
    for (let i = 0; i < 3; i++) await t.http.get('/api/v1/product?limit=2').expect(200);
    await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
    const khalti = (await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti')).expect(201)).body;
    const returnUrl = new URL(await pressSandbox(t, khalti.data.pidx, 'pay'));
    await t.http.get(returnUrl.pathname + returnUrl.search).expect(303);

    const res = await fetch(`http://127.0.0.1:${t.app.get(MetricsServer).port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    // The process's default metrics.
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(
      value(
        'http_request_duration_seconds_count{method="GET",route="/api/v1/product/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      value('http_request_duration_seconds_count{method="GET",route="/api/v1/product",status_code="200"}'),
    ).toBe(3);
    expect(text).not.toContain(shawl.id);
    expect(text).not.toContain(khalti.data.pidx);
    expect(value('pashmina_orders_created_total{payment_method="cash"}')).toBe(1);
    expect(value('pashmina_orders_created_total{payment_method="khalti"}')).toBe(1);
    expect(value('pashmina_payments_total{outcome="paid"}')).toBe(1);
    expect(value('pashmina_payments_total{outcome="cancelled"}')).toBe(0);
    expect(value('pashmina_catalog_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(value('pashmina_catalog_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(value('pashmina_last_backup_timestamp_seconds')).toBe(0);
    // No mail server in this test: the two orders' confirmations and the shop's alerts wait in the outbox.
    expect(value('pashmina_email_queue_depth')).toBeGreaterThanOrEqual(2);
    expect(value('pashmina_emails_failed_total')).toBe(0);
  });

  it('never serves /metrics on the public port (404) nor through the shop’s port', async () => {
    await t.http.get('/metrics').expect(404);
    const shop = await startShellProxy([t.baseUrl]);
    try {
      // Never proxied: the shop's own page responds, which is its 404 page once the storefront's server build is in
      // place (shared-ui's seo test: /metrics is no page of the shop); this test runs without that build.
      const res = await fetch(`${shop.url}/metrics`);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).not.toMatch(/pashmina_|http_request_duration_seconds/);
    } finally {
      await shop.close();
    }
  });
});
