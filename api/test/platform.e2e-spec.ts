import { Client } from 'pg';
import { startTestApp, type TestApp } from './harness';
import { errorBody } from './error-body';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
  });
  afterAll(() => t?.close());

  // Only a database server can end the API's connections under it.
  const onServer = process.env.DATABASE_URL ? it : undefined;
  onServer?.(
    'keeps responding when the database server ends its idle connections (a restart, a failover)',
    async () => {
      await Promise.all(Array.from({ length: 5 }, () => t.http.get('/api/v1/product?limit=1').expect(200)));
      const admin = new Client({ connectionString: t.config.databaseUrl! });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: number }>(
          `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
        );
        expect(rows[0].ended).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      await t.http.get('/api/v1/product?limit=1').expect(200);
    },
  );

  it('serves the health check without a token', async () => {
    const res = await t.http.get('/api/v1/health').expect(200);
    // Which driver answered (pglite, pg) is nobody's business outside.
    expect(res.body).toEqual({ ok: true, database: 'ok' });
    expect(res.text).not.toMatch(new RegExp(t.driver, 'i'));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('responds to unknown routes with the error shape', async () => {
    // Unknown routes are not public: without a token the guard never sees them, so Nest responds with 404 first.
    const res = await t.http.get('/api/v1/nothing-here').expect(404);
    expect(res.body).toEqual(errorBody({ message: expect.any(String) }));
  });

  it('serves the OpenAPI documentation', async () => {
    await t.http.get('/api/docs').expect(200).expect('Content-Type', /html/);
    const json = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/product', '/api/v1/product/{id}', '/api/v1/auth/login']),
    );
  });

  it('allows the shop and local micro-frontends through CORS', async () => {
    const res = await t.http.get('/api/v1/health').set('Origin', 'http://localhost:4201').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    const other = await t.http.get('/api/v1/health').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('seeded the owner admin and the demo customer', async () => {
    const admin = await t.http.get('/api/v1/auth/admin-auth').set('Authorization', t.adminToken).expect(200);
    expect(admin.body).toEqual({ ok: true });
  });
});
