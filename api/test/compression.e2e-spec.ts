import { gunzipSync } from 'node:zlib';
import { bearer, rawGet, startTestApp, type TestApp } from './harness';

describe('compressed responses (issue 13, transfer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 16 });
  });
  afterAll(() => t?.close());

  const LIST = '/api/v1/product?limit=16';

  it('gzips a large JSON list when the client accepts it, and the body decodes to the same JSON', async () => {
    const plain = await rawGet(t.baseUrl + LIST, { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const zipped = await rawGet(t.baseUrl + LIST, { 'Accept-Encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('sends small responses as they are', async () => {
    const res = await rawGet(`${t.baseUrl}/api/v1/health`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ ok: true, database: 'ok' });
  });

  it('streams the orders CSV export uncompressed, so each batch leaves as soon as it is read', async () => {
    const res = await rawGet(`${t.baseUrl}/api/v1/orders/export.csv`, {
      'Accept-Encoding': 'gzip',
      ...bearer(t.adminToken),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toMatch(/^\S.*\r\n/);
  });
});
