import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEVELOPMENT_MODE_WARNING, developmentModeWarning, loadConfig } from '../../src/config';
import { KHALTI_PRODUCTION_URL } from '../../src/config/load-config';
import { startTestApp, type TestApp, UNREACHABLE_SMTP_URL } from '../harness';
import { MAIN_START_MS, runMain } from './main-process';

// Issue 12, item 3: with NODE_ENV=production the API refuses what is only for development.

const SHOP = 'https://shop.example.np';
const FOREIGN = 'https://attacker.example';

/** A production environment that boots, apart from what each test changes. */
const productionEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'p'.repeat(40),
  ADMIN_PASSWORD: 'a-real-password',
  KHALTI_SECRET_KEY: 'live-key',
  ESEWA_SECRET_KEY: 'live-esewa-key',
  SMTP_URL: UNREACHABLE_SMTP_URL,
  PUBLIC_URL: SHOP,
});

describe('security: production configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pashmina-production-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    return [];
  };

  it("refuses a Khalti endpoint other than Khalti's production API unless KHALTI_ALLOW_TEST_ENDPOINT=1", () => {
    for (const url of ['https://dev.khalti.com/api/v2', 'http://127.0.0.1:3000/sandbox/khalti']) {
      const problems = problemsOf({ ...productionEnv(dir), KHALTI_BASE_URL: url });
      expect(problems).toEqual([expect.stringContaining('KHALTI_BASE_URL')]);
      expect(problems[0]).toContain('KHALTI_ALLOW_TEST_ENDPOINT=1');
      expect(problems[0]).toContain(KHALTI_PRODUCTION_URL);
      expect(
        loadConfig({ ...productionEnv(dir), KHALTI_BASE_URL: url, KHALTI_ALLOW_TEST_ENDPOINT: '1' }),
      ).toMatchObject({ khaltiBaseUrl: url });
    }
    expect(problemsOf({ ...productionEnv(dir), KHALTI_BASE_URL: `${KHALTI_PRODUCTION_URL}/` })).toEqual([]);
    expect(loadConfig(productionEnv(dir)).khaltiBaseUrl).toBe(KHALTI_PRODUCTION_URL);
    // Development keeps using Khalti's test environment without being asked.
    expect(
      loadConfig({
        DATA_DIR: dir,
        KHALTI_SECRET_KEY: 'test-key',
        KHALTI_BASE_URL: 'https://dev.khalti.com/api/v2',
      }),
    ).toMatchObject({ khaltiBaseUrl: 'https://dev.khalti.com/api/v2' });
  });

  it('refuses to start without a Khalti key rather than take payments in the built-in sandbox', () => {
    const { KHALTI_SECRET_KEY: _key, ...withoutKey } = productionEnv(dir);
    expect(problemsOf(withoutKey)).toEqual([expect.stringMatching(/^KHALTI_SECRET_KEY is required/)]);
  });

  it('turns the API docs off in production unless API_DOCS=1, on elsewhere unless API_DOCS=0', () => {
    expect(loadConfig(productionEnv(dir)).apiDocs).toBe(false);
    expect(loadConfig({ ...productionEnv(dir), API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: '0' }).apiDocs).toBe(false);
    expect(problemsOf({ ...productionEnv(dir), API_DOCS: 'maybe' })).toEqual([
      'API_DOCS must be true or false (got "maybe")',
    ]);
  });

  it('warns in one line, when NODE_ENV is unset, that this is development with the sandbox and demo accounts', () => {
    const warning = developmentModeWarning({});
    expect(warning).toBe(DEVELOPMENT_MODE_WARNING);
    expect(warning).not.toContain('\n');
    expect(warning).toMatch(/development mode/);
    expect(warning).toMatch(/sandbox/);
    expect(warning).toMatch(/demo accounts/);
    expect(developmentModeWarning({ NODE_ENV: 'production' })).toBeNull();
    expect(developmentModeWarning({ NODE_ENV: 'development' })).toBeNull();
  });
});

describe('security: what the API prints at start (src/main.ts as a process)', () => {
  it(
    'prints the development-mode warning, in one line, when NODE_ENV is unset',
    async () => {
      const { output, exitCode } = await runMain({});
      expect(exitCode).toBeNull();
      const warnings = output.split('\n').filter((line) => line.includes(DEVELOPMENT_MODE_WARNING));
      expect(warnings).toHaveLength(1);
      expect(output).toMatch(/Demo accounts/);
    },
    MAIN_START_MS + 10_000,
  );

  it(
    'prints neither the warning nor the demo accounts with NODE_ENV=production',
    async () => {
      const owner = 'the-owners-own-Passw0rd';
      // runMain gives the process a data folder of its own.
      const { DATA_DIR: _dataDir, ...production } = productionEnv('');
      const { output, exitCode } = await runMain({ ...production, ADMIN_PASSWORD: owner });
      expect(exitCode).toBeNull();
      expect(output).toContain('API listening on');
      for (const absent of [DEVELOPMENT_MODE_WARNING, 'development mode', 'Demo accounts', owner])
        expect(output).not.toContain(absent);
    },
    MAIN_START_MS + 10_000,
  );
});

describe('security: a production API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      products: 2,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: SHOP,
        KHALTI_SECRET_KEY: 'live-key',
        ESEWA_SECRET_KEY: 'live-esewa-key',
        // Nothing listens there: no test here pays.
        KHALTI_BASE_URL: 'http://127.0.0.1:9/khalti',
        KHALTI_ALLOW_TEST_ENDPOINT: '1',
      },
    });
  });
  afterAll(() => t?.close());

  it('serves no API docs', async () => {
    await t.http.get('/api/docs').expect(404);
    await t.http.get('/api/docs-json').expect(404);
  });

  it('has no built-in Khalti sandbox', async () => {
    await t.http
      .post('/sandbox/khalti/epayment/initiate')
      .set('Authorization', 'Key sandbox')
      .send({})
      .expect(404);
    await t.http.get('/sandbox/khalti/pay/anything').expect(404);
  });

  it('allows cross-origin calls from PUBLIC_URL only', async () => {
    for (const origin of [FOREIGN, 'http://localhost:4201', 'http://127.0.0.1:4200']) {
      const res = await t.http.get('/api/v1/product').set('Origin', origin).expect(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.http
        .options('/api/v1/auth/login')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
    const own = await t.http.get('/api/v1/product').set('Origin', SHOP).expect(200);
    expect(own.headers['access-control-allow-origin']).toBe(SHOP);
  });
});

describe("security: the built-in sandbox returns the shopper to the shop's own address only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 1 });
  });
  afterAll(() => t?.close());

  const initiate = (returnUrl: string) =>
    t.http.post('/sandbox/khalti/epayment/initiate').set('Authorization', 'Key sandbox').send({
      return_url: returnUrl,
      website_url: t.config.publicUrl,
      amount: 1000,
      purchase_order_id: 'order-1',
      purchase_order_name: 'Test order',
    });

  it("refuses a return_url off PUBLIC_URL's origin with 400", async () => {
    const shop = new URL(t.config.publicUrl);
    const elsewhere = [
      `${FOREIGN}/api/v1/payment/khalti/return`,
      `${shop.protocol}//${shop.hostname}:1${shop.port || ''}/return`,
      `${shop.protocol === 'http:' ? 'https:' : 'http:'}//${shop.host}/return`,
      `${shop.protocol}//${shop.host}.attacker.example/return`,
    ];
    for (const url of elsewhere) {
      const res = await initiate(url).expect(400);
      expect(res.body).toMatchObject({ error_key: 'validation_error', return_url: [expect.any(String)] });
    }
    const ok = await initiate(`${t.config.publicUrl}/api/v1/payment/khalti/return`).expect(200);
    expect(ok.body.pidx).toEqual(expect.any(String));
  });
});
