// Landing pages kept once made (kept-pages.ts, through shell-page.ts): what a shopper's browser receives, and what the
// server did to make it (the storefront's loads and first screens counted through the options the page is given).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoadedPage, PagePlan } from '@pashmina/shared-ui/page-head';
import { registerEtags } from '../http/etags';
import { A_HEAD } from '../test/plans';
import { start } from '../test/servers';
import { createApiResponses } from './api-responses';
import type { FirstScreenMaker } from './first-screen-composer';
import { createKeptPages } from './kept-pages';
import { createPageHints } from './page-hints';
import { createPageLimiter } from './page-limiter';
import { createShellPage } from './shell-page';
import type { StorefrontBuild } from './storefront-build';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Pashmina Shop</title><style>.boot-bar{border:0}</style>' +
  '<script defer src=/main.0123abcd.js></script></head><body><div id=root><div class=boot-bar></div>' +
  '<div class=boot-main></div></div></body></html>';
/** The remotes manifest, read once from the environment as the shop's server does. */
const REMOTES_FILE = { remotes: [] };
/** How long the API's responses are used before they are asked again (api-responses.ts's, shortened). */
const TTL_MS = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET as it goes over the wire: its status, headers and body bytes as sent (nothing decompressed). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'kept-pages-'));
const template = path.join(dir, 'index.html');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The shop's pages on a server of their own: every /SingleProducts/<id> a landing page made of the API's answer for
 * its product (the product's name in its first screen), the API's answers changed by `api`.
 */
async function shop({ maxBytes, screens = true }: { maxBytes?: number; screens?: boolean } = {}) {
  writeFileSync(template, TEMPLATE);
  const api = { names: new Map<string, string>(), asked: 0 };
  const made = { loads: 0, screens: 0 };
  const fetchPage = createApiResponses({
    apiOrigin: 'http://api.internal:3000',
    ttlMs: TTL_MS,
    fetchImpl: (async (url: URL) => {
      api.asked++;
      const id = url.pathname.split('/').pop() ?? '';
      const name = api.names.get(id);
      // Each answer travels with a Date of its own, which is no part of what the page shows.
      const headers = {
        'Content-Type': 'application/json',
        Date: new Date(Date.now() + api.asked).toUTCString(),
      };
      return name
        ? Response.json({ _id: id, name }, { headers })
        : Response.json({ message: 'Product not found' }, { status: 404, headers });
    }) as unknown as typeof fetch,
  });
  const plan = (pathname: string): PagePlan => ({
    status: 200,
    location: null,
    head: A_HEAD,
    remote: 'storefront',
    landing: { name: 'product', chunk: 'page-product', catalogPart: 'product' },
    async load(fetch) {
      made.loads++;
      const res = await fetch(`/api/v1/product/${pathname.split('/').pop()}`);
      const product = (await res.json()) as { name?: string };
      const loaded: LoadedPage = {
        status: res.status === 404 ? 404 : 200,
        head: { ...A_HEAD, title: product.name ?? 'Not found' },
        requests: [],
        picture: null,
        render: async () => `<h1 class="product">${product.name}</h1>`,
        release() {},
      };
      return loaded;
    },
  });
  const build: StorefrontBuild = { planOf: plan, files: new Set(), bundle: 'first-screen.js' };
  const firstScreen = Object.assign(
    async ({ loaded }: { loaded: LoadedPage }) => {
      made.screens++;
      // A render takes the server a while: shoppers asking meanwhile find it under way.
      await pause(20);
      const markup = await loaded.render();
      return screens && markup ? { markup, css: '.product{color:red}' } : null;
    },
    { close: async () => {} },
  ) as FirstScreenMaker;
  const shellPage = createShellPage({
    template,
    hints: createPageHints({
      remotes: () => REMOTES_FILE,
      registry: [],
      origins: [],
      hostVersions: () => null,
    }),
    storefront: () => build,
    fetchPage,
    firstScreen,
    limiter: createPageLimiter(),
    keptPages: createKeptPages({ maxBytes }),
  });
  const app: FastifyInstance = Fastify();
  await app.register(async (pages) => {
    await registerEtags(pages, { weak: true });
    pages.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      exposeHeadRoute: false,
      handler: (request, reply) => shellPage(request, reply, request.url.split('?')[0]),
    });
  });
  const url = await start(app);
  servers.push(app);
  return { url, api, made };
}
const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

describe('a landing page kept once made', () => {
  it('is sent to the next shopper as it was made, without loading or rendering it again', async () => {
    const { url, api, made } = await shop();
    api.names.set('p1', 'Ruby shawl');
    const first = await rawGet(`${url}/SingleProducts/p1`);
    assert.equal(first.status, 200);
    assert.match(first.body.toString(), /<h1 class="product">Ruby shawl<\/h1>/);
    assert.deepEqual(made, { loads: 1, screens: 1 });
    // Another shopper, signed in or not: nothing of a shopper is in the page.
    const shoppers: Record<string, string>[] = [
      {},
      { Cookie: 'shop-language=en; session=abc' },
      { Authorization: 'Bearer x' },
    ];
    for (const headers of shoppers) {
      const again = await rawGet(`${url}/SingleProducts/p1`, headers);
      assert.equal(again.status, 200);
      assert.ok(again.body.equals(first.body));
      assert.equal(again.headers.etag, first.headers.etag);
      assert.equal(again.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(again.headers['cache-control'], 'no-cache');
      assert.equal(again.headers.vary, 'Accept-Encoding');
      assert.equal(again.headers['content-length'], String(first.body.length));
    }
    assert.deepEqual(made, { loads: 1, screens: 1 });
    // Another query is another page.
    await rawGet(`${url}/SingleProducts/p1?variant=red`);
    assert.deepEqual(made, { loads: 2, screens: 2 });
  });

  it('is made once for shoppers who ask for it at the same time', async () => {
    const { url, api, made } = await shop();
    api.names.set('p1', 'Ruby shawl');
    const pages = await Promise.all(Array.from({ length: 6 }, () => rawGet(`${url}/SingleProducts/p1`)));
    for (const page of pages) assert.ok(page.body.equals(pages[0].body));
    assert.match(pages[0].body.toString(), /Ruby shawl/);
    assert.deepEqual(made, { loads: 1, screens: 1 });
  });

  it('stays while the API answers the same, asked again; an answer that changed makes the new page at once', async () => {
    const { url, api, made } = await shop();
    api.names.set('p1', 'Ruby shawl');
    const first = await rawGet(`${url}/SingleProducts/p1`);
    await pause(TTL_MS * 2);
    const same = await rawGet(`${url}/SingleProducts/p1`);
    assert.equal(api.asked, 2, 'the API was asked again');
    assert.ok(same.body.equals(first.body));
    assert.deepEqual(made, { loads: 1, screens: 1 });

    api.names.set('p1', 'Emerald shawl');
    await pause(TTL_MS * 2);
    const changed = await rawGet(`${url}/SingleProducts/p1`);
    assert.match(changed.body.toString(), /Emerald shawl/);
    assert.doesNotMatch(changed.body.toString(), /Ruby shawl/);
    assert.notEqual(changed.headers.etag, first.headers.etag);
    assert.deepEqual(made, { loads: 2, screens: 2 });
    assert.ok((await rawGet(`${url}/SingleProducts/p1`)).body.equals(changed.body));
    assert.deepEqual(made, { loads: 2, screens: 2 });
  });

  it('is made again for a new build of the shell', async () => {
    const { url, api, made } = await shop();
    api.names.set('p1', 'Ruby shawl');
    await rawGet(`${url}/SingleProducts/p1`);
    writeFileSync(template, TEMPLATE.replace('Pashmina Shop', 'Pashmina Shop, new'));
    utimesSync(template, new Date(), new Date(Date.now() + 5_000));
    const rebuilt = await rawGet(`${url}/SingleProducts/p1`);
    assert.match(rebuilt.body.toString(), /Ruby shawl/);
    assert.deepEqual(made, { loads: 2, screens: 2 });
  });

  it('is compressed once for each encoding: the same bytes each time, the page itself once decompressed', async () => {
    const { url, api, made } = await shop();
    api.names.set('p1', 'Ruby shawl');
    const plain = await rawGet(`${url}/SingleProducts/p1`);
    const html = plain.body.toString();
    const br = await rawGet(`${url}/SingleProducts/p1`, { 'Accept-Encoding': 'gzip, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-length'], String(br.body.length));
    assert.equal(brotliDecompressSync(br.body).toString(), html);
    assert.equal(brotliDecompressSync(brotliCompressSync(plain.body)).toString(), html);
    assert.equal(br.headers.etag, plain.headers.etag, 'one page, one ETag, whatever its encoding');
    const gzip = await rawGet(`${url}/SingleProducts/p1`, { 'Accept-Encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), html);
    for (const [encoding, first] of [
      ['br', br],
      ['gzip', gzip],
    ] as const) {
      const again = await rawGet(`${url}/SingleProducts/p1`, { 'Accept-Encoding': encoding });
      assert.ok(again.body.equals(first.body), `${encoding}: the bytes compressed the first time`);
    }
    assert.deepEqual(made, { loads: 1, screens: 1 });

    const held = await rawGet(`${url}/SingleProducts/p1`, {
      'Accept-Encoding': 'br',
      'If-None-Match': plain.headers.etag ?? '',
    });
    assert.equal(held.status, 304);
    assert.equal(held.body.length, 0);
  });

  it('keeps a missing product’s page (404) as it keeps any other', async () => {
    const { url, made } = await shop();
    const missing = await rawGet(`${url}/SingleProducts/gone`);
    assert.equal(missing.status, 404);
    assert.equal((await rawGet(`${url}/SingleProducts/gone`)).status, 404);
    assert.deepEqual(made, { loads: 1, screens: 0 });
  });

  it('keeps no page made without its first screen (a render too slow or too many at once)', async () => {
    const { url, api, made } = await shop({ screens: false });
    api.names.set('p1', 'Ruby shawl');
    await rawGet(`${url}/SingleProducts/p1`);
    await rawGet(`${url}/SingleProducts/p1`);
    assert.deepEqual(made, { loads: 2, screens: 2 });
  });

  it('keeps pages within its bytes, the least recently asked for let go first', async () => {
    const { url, api, made } = await shop({ maxBytes: 6_600 });
    for (const id of ['p1', 'p2', 'p3']) api.names.set(id, `Shawl ${id}`);
    const size = (await rawGet(`${url}/SingleProducts/p1`)).body.length;
    // Two pages fit, three do not.
    assert.ok(size * 2 + 1_000 < 6_600 && size * 3 > 6_600, `a page is ${size} bytes`);
    await rawGet(`${url}/SingleProducts/p2`);
    await rawGet(`${url}/SingleProducts/p1`);
    assert.equal(made.screens, 2);
    await rawGet(`${url}/SingleProducts/p3`);
    await rawGet(`${url}/SingleProducts/p1`);
    assert.equal(made.screens, 3, 'p1, asked for last, is still kept');
    await rawGet(`${url}/SingleProducts/p2`);
    assert.equal(made.screens, 4, 'p2 was let go');
  });

  it('counts its compressed copies in its bytes', async () => {
    const { url, api, made } = await shop({ maxBytes: 6_600 });
    for (const id of ['p1', 'p2']) api.names.set(id, `Shawl ${id}`);
    await rawGet(`${url}/SingleProducts/p2`);
    await rawGet(`${url}/SingleProducts/p1`);
    await rawGet(`${url}/SingleProducts/p2`);
    assert.equal(made.screens, 2);
    // p1's two compressed copies take the room p2 had.
    await rawGet(`${url}/SingleProducts/p1`, { 'Accept-Encoding': 'br' });
    await rawGet(`${url}/SingleProducts/p1`, { 'Accept-Encoding': 'gzip' });
    await rawGet(`${url}/SingleProducts/p2`);
    assert.equal(made.screens, 3);
  });
});
