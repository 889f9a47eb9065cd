import type { IncomingHttpHeaders, Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Product } from '../src/contracts';
import { products } from '../src/database';
import { CatalogReplay } from '../src/products';
import { CatalogCache } from '../src/products/catalog-cache';
import { createProduct, PRODUCT_FIELDS, sendProduct } from './fixtures';
import { bearer, captureLogs, type RawResponse, rawGet, startTestApp, type TestApp } from './harness';
import { png } from './images';

// Issue 13, item 5: the public lists' responses are replayed from memory by the first express middleware, ahead of
// Nest, and a replay is exactly what the full pipeline serves: same bytes, same headers, the same CORS and
// compression choices, the same request log, and never a stale response after a write.

/** A GET of `path` on the test app. */
const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  rawGet(`${t.baseUrl}${path}`, headers);

/** The headers that say what the response is, not when or how it was framed on the connection. */
const withoutDate = ({
  date: _date,
  'content-length': _length,
  'transfer-encoding': _chunked,
  ...headers
}: IncomingHttpHeaders) => headers;
const gunzipOrPlain = (response: RawResponse): string =>
  (response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body).toString();
const products_ = (response: RawResponse): Product[] => JSON.parse(gunzipOrPlain(response)) as Product[];

describe.each([
  ['the embedded database or PostgreSQL', {}],
  [
    'production, with its request log',
    { NODE_ENV: 'production', KHALTI_SECRET_KEY: 'live-key', ESEWA_SECRET_KEY: 'live-esewa-key' },
  ],
])('catalog replay: %s', (_name, env: Record<string, string>) => {
  const production = env.NODE_ENV === 'production';
  const logs = captureLogs();
  let t: TestApp;
  let replay: CatalogReplay;
  const gzip = { 'Accept-Encoding': 'gzip' };

  beforeAll(async () => {
    t = await startTestApp({
      env,
      logDestination: logs.destination,
      logLevels: production ? ['log', 'warn', 'error'] : ['error'],
    });
    replay = t.app.get(CatalogReplay);
    // Production seeds no catalogue: the owner adds a few products, for women and for men, some on sale.
    if (production) {
      const image = await png(64, 80);
      for (let i = 0; i < 6; i++) {
        const fields = {
          ...PRODUCT_FIELDS,
          productName: `Replay Test Shawl ${i}`,
          genderCategory: i % 2 ? 'men' : 'women',
          description: 'A long enough description to make the answer worth compressing. '.repeat(4),
        };
        const created = await createProduct(t, fields, { image });
        expect(created.status).toBe(201);
      }
    }
  });
  afterAll(() => t?.close());

  /** The response and whether it was replayed. */
  async function getCounted(path: string, headers: Record<string, string> = {}) {
    const before = replay.replayed;
    const response = await get(t, path, headers);
    return { ...response, replayed: replay.replayed > before };
  }

  it('is ordinary express middleware: the HTTP server still hands every request to express', () => {
    const server = t.app.getHttpServer() as Server;
    expect(server.listeners('request')).toEqual([t.app.getHttpAdapter().getInstance()]);
  });

  it('serves a repeated list from memory with the bytes and headers of the full pipeline', async () => {
    const firsts: RawResponse[] = [];
    for (const path of [
      '/api/v1/product?genderCategory=women&limit=4',
      '/api/v1/newarrivals?limit=3',
      '/api/v1/bestsellers?limit=3',
    ]) {
      const first = await getCounted(path, gzip);
      expect(first).toMatchObject({ status: 200, replayed: false });
      const again = await getCounted(path, gzip);
      expect(again).toMatchObject({ status: 200, replayed: true });
      expect(again.body.equals(first.body)).toBe(true);
      expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      expect(again.headers.date).toBeDefined();
      firsts.push(first);
    }
    // Compressed as asked (the women's list is long enough to be worth it).
    expect(firsts[0].headers['content-encoding']).toBe('gzip');
    expect(products_(firsts[0]).length).toBeGreaterThan(0);
  });

  it('responds with 304 from memory to a repeat visitor, as the pipeline serves it', async () => {
    const path = '/api/v1/product?genderCategory=men&limit=2';
    // Without compression first: the gzip request below is then new to the replay, and the pipeline serves it.
    const { etag } = (await getCounted(path)).headers;
    const revalidate = { ...gzip, 'If-None-Match': String(etag) };
    const fromPipeline = await getCounted(path, revalidate);
    expect(fromPipeline).toMatchObject({ status: 304, replayed: false });
    await getCounted(path, gzip);
    const fromMemory = await getCounted(path, revalidate);
    expect(fromMemory).toMatchObject({ status: 304, replayed: true });
    expect(fromMemory.body.length).toBe(0);
    // The replay's 304 keeps the Vary of its 200, as RFC 9110 (15.4.5) asks; the pipeline's drops Accept-Encoding.
    const { vary, ...rest } = withoutDate(fromMemory.headers);
    const { vary: pipelineVary, ...pipelineRest } = withoutDate(fromPipeline.headers);
    expect(rest).toEqual(pipelineRest);
    expect(pipelineVary).toBe('Origin');
    expect(vary).toBe('Origin, Accept-Encoding');
  });

  it('keeps one response per compression and per origin', async () => {
    const path = '/api/v1/product?limit=3&sort=price-asc';
    await getCounted(path, gzip);
    const plain = await getCounted(path);
    expect(plain.replayed).toBe(false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(products_(plain)).toHaveLength(3);
    expect((await getCounted(path)).replayed).toBe(true);

    // The shell's origin may read the response; another site's request is served without that permission.
    const shop = { ...gzip, Origin: t.config.publicUrl };
    await getCounted(path, shop);
    const shopAgain = await getCounted(path, shop);
    expect(shopAgain.replayed).toBe(true);
    expect(shopAgain.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
    const stranger = await getCounted(path, { ...gzip, Origin: 'https://elsewhere.example' });
    expect(stranger.replayed).toBe(false);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps apart header sets whose spaces line up: a crafted pair never serves the shop without CORS', async () => {
    const path = '/api/v1/product?limit=2&sort=name';
    const shop = t.config.publicUrl;
    // Shifts 'zstd' from Accept-Encoding into the Origin: the same words, split elsewhere, as the shop's browser sends.
    const crafted = await getCounted(path, {
      'Accept-Encoding': 'gzip, deflate, br,',
      Origin: `zstd ${shop}`,
    });
    expect(crafted.status).toBe(200);
    expect(crafted.headers['access-control-allow-origin']).toBeUndefined();
    const honest = { 'Accept-Encoding': 'gzip, deflate, br, zstd', Origin: shop };
    const first = await getCounted(path, honest);
    expect(first.headers['access-control-allow-origin']).toBe(shop);
    expect(first.replayed).toBe(false);
    const again = await getCounted(path, honest);
    expect(again.replayed).toBe(true);
    expect(again.headers['access-control-allow-origin']).toBe(shop);
  });

  it('never replays a signed-in request: it stays no-store', async () => {
    const path = '/api/v1/product?limit=2&sort=newest';
    await getCounted(path, gzip);
    const signedIn = await getCounted(path, { ...gzip, ...bearer(t.adminToken) });
    expect(signedIn.replayed).toBe(false);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    // And its response is not kept for the public: the next public request is the public response.
    const publicAgain = await getCounted(path, gzip);
    expect(publicAgain.replayed).toBe(true);
    expect(publicAgain.headers['cache-control']).toBe('no-cache');
  });

  it('never replays a response after a write to the products, however it was made', async () => {
    const path = '/api/v1/product?genderCategory=women&limit=2&sort=newest';
    const first = await getCounted(path, gzip);
    expect((await getCounted(path, gzip)).replayed).toBe(true);
    const [top] = products_(first);
    // SQL straight to the database, as another instance or a checkout would write.
    await t.db
      .update(products)
      .set({ stock: top.stock + 3 })
      .where(eq(products.id, top._id));
    const after = await getCounted(path, gzip);
    expect(after.replayed).toBe(false);
    expect(products_(after)[0].stock).toBe(top.stock + 3);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect((await getCounted(path, gzip)).replayed).toBe(true);
    await t.db.update(products).set({ stock: top.stock }).where(eq(products.id, top._id));
  });

  it('replays a product and the colours, and a product edit changes the next answer at once', async () => {
    // Issue 56, item 2: a product's page, as a search engine or a shopper's second visit asks for it.
    const [listed] = products_(await getCounted('/api/v1/product?limit=1&sort=name', gzip));
    const path = `/api/v1/product/${listed._id}`;
    const first = await getCounted(path, gzip);
    expect(first).toMatchObject({ status: 200, replayed: false });
    const again = await getCounted(path, gzip);
    expect(again).toMatchObject({ status: 200, replayed: true });
    expect(again.body.equals(first.body)).toBe(true);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(first.headers).toMatchObject({ etag: expect.any(String), 'cache-control': 'no-cache' });
    const fromMemory304 = await getCounted(path, { ...gzip, 'If-None-Match': String(first.headers.etag) });
    expect(fromMemory304).toMatchObject({ status: 304, replayed: true });

    const edit = { productName: `${listed.productName} (edited)` };
    await sendProduct(t, 'put', path, edit, { image: false }).expect(200);
    const edited = await getCounted(path, gzip);
    expect(edited).toMatchObject({ status: 200, replayed: false });
    expect(JSON.parse(gunzipOrPlain(edited)) as Product).toMatchObject({ _id: listed._id, ...edit });
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect((await getCounted(path, gzip)).replayed).toBe(true);
    await sendProduct(t, 'put', path, { productName: listed.productName }, { image: false }).expect(200);

    const colours = '/api/v1/product/colours?genderCategory=women';
    const firstColours = await getCounted(colours, gzip);
    expect(firstColours).toMatchObject({ status: 200, replayed: false });
    const coloursAgain = await getCounted(colours, gzip);
    expect(coloursAgain).toMatchObject({ status: 200, replayed: true });
    expect(coloursAgain.body.equals(firstColours.body)).toBe(true);
  });

  it('answers an unknown or malformed product id 404 through the pipeline every time, never kept', async () => {
    for (const path of ['/api/v1/product/0b7d0c8e-5b9f-4c4e-9d43-5d2d8e0b1a77', '/api/v1/product/not-an-id'])
      for (let i = 0; i < 2; i++) {
        const answer = await getCounted(path, gzip);
        expect(answer).toMatchObject({ status: 404, replayed: false });
        expect(JSON.parse(gunzipOrPlain(answer))).toMatchObject({ success: false, statusCode: 404 });
      }
  });

  it('sends bad input through the pipeline every time, and HEAD too', async () => {
    const bad = '/api/v1/product?limit=oops';
    expect((await getCounted(bad, gzip)).status).toBe(400);
    const again = await getCounted(bad, gzip);
    expect(again).toMatchObject({ status: 400, replayed: false });
    const head = await t.http.head('/api/v1/product?genderCategory=women&limit=4').expect(200);
    expect(head.headers.etag).toBeDefined();
  });

  it('logs a replayed request as the pipeline logs any request', async () => {
    const path = '/api/v1/product?limit=1&text=shawl';
    logs.lines.length = 0;
    await getCounted(path, gzip);
    const replayed = await getCounted(path, gzip);
    expect(replayed.replayed).toBe(true);
    const requests = logs.entries().filter((entry) => entry.msg === 'request completed');
    // Outside production requests are not logged, replayed or not.
    expect(requests).toHaveLength(production ? 2 : 0);
    if (!production) return;
    const [full, fromMemory] = requests as { req: object; res: object }[];
    // The same fields (level, time, pid, hostname, req, res, responseTime, msg), written by one logger or the other.
    expect(Object.keys(fromMemory).sort()).toEqual(Object.keys(full).sort());
    expect(fromMemory.req).toEqual({ ...full.req, id: expect.anything() });
    // Both loggers number the requests of the process in one sequence.
    expect((fromMemory.req as { id: number }).id).toBeGreaterThan((full.req as { id: number }).id);
    expect(fromMemory.req).toMatchObject({ method: 'GET', path: '/api/v1/product', ip: expect.any(String) });
    expect(fromMemory.res).toEqual({ statusCode: 200 });
    // No query string (it may hold what a shopper searched for).
    expect(JSON.stringify(fromMemory)).not.toContain('shawl');
  });
});

describe('catalog replay: CATALOG_CACHE=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CATALOG_CACHE: 'off' } });
  });
  afterAll(() => t?.close());

  it('serves every request through the whole pipeline', async () => {
    const replay = t.app.get(CatalogReplay);
    for (let i = 0; i < 3; i++) await get(t, '/api/v1/product?limit=2', { 'Accept-Encoding': 'gzip' });
    expect(replay.replayed).toBe(0);
  });
});

describe('catalog replay: within CATALOG_CACHE_BYTES', () => {
  // Issue 56, item 2: any filter combination may be kept, within one budget of bytes for answers, totals and
  // replays; the least recently used goes first.
  const budget = 96 * 1024;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CATALOG_CACHE_BYTES: String(budget) } });
  });
  afterAll(() => t?.close());

  it('drops the least recently used answers first and never holds more than its budget', async () => {
    const replay = t.app.get(CatalogReplay);
    const memory = t.app.get(CatalogCache).memory;
    const replayed = async (path: string) => {
      const before = replay.replayed;
      expect((await get(t, path)).status).toBe(200);
      return replay.replayed > before;
    };
    const [listed] = JSON.parse((await get(t, '/api/v1/product?limit=1')).body.toString()) as Product[];
    // Every query string is a page of its own to the cache, as a new filter combination would be.
    const page = (n: number) => `/api/v1/product/${listed._id}?visit=${n}`;
    const [oldest, kept] = [page(0), page(1)];
    await replayed(oldest);
    await replayed(kept);
    let most = 0;
    for (let n = 2; n < 80; n++) {
      await replayed(page(n));
      most = Math.max(most, memory.bytes);
      // One page asked for again and again stays.
      if (n % 10 === 0) expect(await replayed(kept)).toBe(true);
    }
    expect(most).toBeLessThanOrEqual(budget);
    expect(memory.size).toBeLessThan(80);
    expect(await replayed(kept)).toBe(true);
    expect(await replayed(oldest)).toBe(false);
  });
});
