import { gunzipSync } from 'node:zlib';
import { products } from '../src/database';
import { createProduct, PRODUCT_FIELDS } from './fixtures';
import { bearer, rawGet, startTestApp, type TestApp } from './harness';
import { png } from './images';

// Issue 25: /sitemap.xml for search engines, at the shop's root (the shop's server proxies it to the API). Issue 43:
// every page in English and in Nepali (/ne), each entry with its hreflang alternates (en, ne, x-default).

const PUBLIC_URL = 'https://shop.example.np';
const PAGES = [
  '/',
  '/WomenProduct',
  '/MenProduct',
  '/NewArrival',
  '/Bestsellers',
  '/AboutUs',
  '/ReturnAndExchange',
  '/ContactUs',
];

/** A page's path in Nepali: under /ne, the home at /ne itself. */
const nepali = (path: string) => (path === '/' ? '/ne' : `/ne${path}`);

/** Each <url>'s <loc>, <lastmod> and alternates (hreflang → href) of a sitemap file. */
function urlsOf(xml: string): { loc: string; lastmod?: string; alternates: Record<string, string> }[] {
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => inner);
  return entries.map((inner) => {
    const match = /^<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)$/.exec(
      inner,
    );
    if (!match) throw new Error(`not a sitemap entry: ${inner}`);
    const alternates = Object.fromEntries(
      [...match[3].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    );
    return { loc: match[1], ...(match[2] ? { lastmod: match[2] } : {}), alternates };
  });
}

const locsOf = (xml: string) => urlsOf(xml).map((url) => url.loc);

/** A page's two entries, English then Nepali, each naming both and x-default (English). */
function entriesOf(path: string, lastmod?: string) {
  const alternates = { en: PUBLIC_URL + path, ne: PUBLIC_URL + nepali(path), 'x-default': PUBLIC_URL + path };
  return [PUBLIC_URL + path, PUBLIC_URL + nepali(path)].map((loc) => ({
    loc,
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}

describe('GET /sitemap.xml: the shop’s pages and every product', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t?.close());

  const sitemap = async () => {
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return res.text;
  };

  it('lists home, the four lists, the three information pages and each product with its last update, in both languages', async () => {
    const xml = await sitemap();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const rows = await t.db.select({ id: products.id, updatedAt: products.updatedAt }).from(products);
    const urls = urlsOf(xml);
    expect(urls.slice(0, 2 * PAGES.length)).toEqual(PAGES.flatMap((page) => entriesOf(page)));
    expect(urls.slice(0, 2).map((url) => url.loc)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/ne`]);
    expect(urls.slice(2 * PAGES.length)).toEqual(
      rows
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .flatMap((row) => entriesOf(`/SingleProducts/${row.id}`, row.updatedAt.toISOString())),
    );
    expect(rows.length).toBeGreaterThan(0);
    // No cart, account or admin page.
    expect(xml).not.toMatch(/Cart|Login|dashboard|success/);
  });

  it('shows a new product at once, and a deleted one leaves it at once', async () => {
    await sitemap();
    const created = await createProduct(t, PRODUCT_FIELDS, { image: await png(64, 48) }).expect(201);
    const url = `${PUBLIC_URL}/SingleProducts/${created.body.product._id}`;
    const nepaliUrl = `${PUBLIC_URL}/ne/SingleProducts/${created.body.product._id}`;
    expect(locsOf(await sitemap())).toEqual(expect.arrayContaining([url, nepaliUrl]));

    await t.http.delete(`/api/v1/product/${created.body.product._id}`).set(bearer(t.adminToken)).expect(200);
    expect(locsOf(await sitemap())).not.toContain(url);
    expect(locsOf(await sitemap())).not.toContain(nepaliUrl);
  });

  it('responds with 404 for a file that does not exist', async () => {
    await t.http.get('/sitemaps/2.xml').expect(404);
    await t.http.get('/sitemaps/0.xml').expect(404);
    await t.http.get('/sitemaps/one.xml').expect(404);
    // One file in all: it is also /sitemaps/1.xml.
    expect((await t.http.get('/sitemaps/1.xml').expect(200)).text).toBe(await sitemap());
  });

  it('sends a file made already as the gzip it was compressed to once, the same XML as the first answer', async () => {
    // Issue 56, item 2: a made file is compressed once per catalog version, not once per request.
    const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };
    const url = `${t.baseUrl}/sitemaps/1.xml`;
    // Made by the first request since the catalog last changed (this one, or an earlier test's).
    await rawGet(url, gzip);
    const [again, third] = [await rawGet(url, gzip), await rawGet(url, gzip)];
    const plain = await rawGet(url, { 'Accept-Encoding': 'identity' });
    for (const answer of [again, third]) {
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-encoding': 'gzip',
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'no-cache',
      });
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(gunzipSync(answer.body).toString()).toBe(plain.body.toString());
    }
    expect(third.body.equals(again.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /sitemap.xml above SITEMAP_URLS_PER_FILE URLs: an index of files', () => {
  let t: TestApp;
  const PER_FILE = 5;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL, SITEMAP_URLS_PER_FILE: String(PER_FILE) } });
  });
  afterAll(() => t?.close());

  it('is an index of files of at most SITEMAP_URLS_PER_FILE URLs that list every page and product once in each language', async () => {
    const count = (await t.db.select({ id: products.id }).from(products)).length;
    // A page's two entries share a file: two pages (four URLs) a file of five.
    const pagesPerFile = Math.floor(PER_FILE / 2);
    const pages = PAGES.length + count;
    const index = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(([, loc]) => loc);
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(pages / pagesPerFile) },
        (_, i) => `${PUBLIC_URL}/sitemaps/${i + 1}.xml`,
      ),
    );

    const listed: string[] = [];
    for (const file of files) {
      const res = await t.http.get(new URL(file).pathname).expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = locsOf(res.text);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...locs);
    }
    const ids = (await t.db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
    expect(listed).toEqual(
      [...PAGES, ...ids.map((id) => `/SingleProducts/${id}`)].flatMap((path) => [
        PUBLIC_URL + path,
        PUBLIC_URL + nepali(path),
      ]),
    );
    await t.http.get(`/sitemaps/${files.length + 1}.xml`).expect(404);
  });

  it('moves the files’ boundaries when a product is deleted, still listing each product once', async () => {
    const [first] = (await t.db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
    await t.http.delete(`/api/v1/product/${first}`).set(bearer(t.adminToken)).expect(200);
    const index = (await t.http.get('/sitemap.xml').expect(200)).text;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    const listed: string[] = [];
    for (const file of files) listed.push(...locsOf((await t.http.get(file).expect(200)).text));
    const ids = (await t.db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
    expect(listed.slice(2 * PAGES.length)).toEqual(
      ids.flatMap((id) => [`${PUBLIC_URL}/SingleProducts/${id}`, `${PUBLIC_URL}/ne/SingleProducts/${id}`]),
    );
  });
});
