import { products } from '../src/database';
import { createProduct, PRODUCT_FIELDS } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { png } from './images';

// Issue 25: /sitemap.xml for search engines, at the shop's root (the shop's server proxies it to the API).

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

/** Each <url>'s <loc> and <lastmod> of a sitemap file. */
function urlsOf(xml: string): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc, lastmod }),
  );
}

const locsOf = (xml: string) => urlsOf(xml).map((url) => url.loc);

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

  it('lists home, the four lists, the three information pages and each product with its last update', async () => {
    const xml = await sitemap();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const rows = await t.db.select({ id: products.id, updatedAt: products.updatedAt }).from(products);
    const urls = urlsOf(xml);
    expect(urls.slice(0, PAGES.length).map((url) => url.loc)).toEqual(PAGES.map((page) => PUBLIC_URL + page));
    expect(urls.slice(PAGES.length)).toEqual(
      rows
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((row) => ({
          loc: `${PUBLIC_URL}/SingleProducts/${row.id}`,
          lastmod: row.updatedAt.toISOString(),
        })),
    );
    expect(rows.length).toBeGreaterThan(0);
    // No cart, account or admin page.
    expect(xml).not.toMatch(/Cart|Login|dashboard|success/);
  });

  it('shows a new product at once, and a deleted one leaves it at once', async () => {
    await sitemap();
    const created = await createProduct(t, PRODUCT_FIELDS, { image: await png(64, 48) }).expect(201);
    const url = `${PUBLIC_URL}/SingleProducts/${created.body.product._id}`;
    expect(locsOf(await sitemap())).toContain(url);

    await t.http.delete(`/api/v1/product/${created.body.product._id}`).set(bearer(t.adminToken)).expect(200);
    expect(locsOf(await sitemap())).not.toContain(url);
  });

  it('responds with 404 for a file that does not exist', async () => {
    await t.http.get('/sitemaps/2.xml').expect(404);
    await t.http.get('/sitemaps/0.xml').expect(404);
    await t.http.get('/sitemaps/one.xml').expect(404);
    // One file in all: it is also /sitemaps/1.xml.
    expect((await t.http.get('/sitemaps/1.xml').expect(200)).text).toBe(await sitemap());
  });
});

describe('GET /sitemap.xml above SITEMAP_URLS_PER_FILE URLs: an index of files', () => {
  let t: TestApp;
  const PER_FILE = 5;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL, SITEMAP_URLS_PER_FILE: String(PER_FILE) } });
  });
  afterAll(() => t?.close());

  it('is an index of files of at most SITEMAP_URLS_PER_FILE URLs that list every page and product once', async () => {
    const count = (await t.db.select({ id: products.id }).from(products)).length;
    const urls = PAGES.length + count;
    const index = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(([, loc]) => loc);
    expect(files).toEqual(
      Array.from({ length: Math.ceil(urls / PER_FILE) }, (_, i) => `${PUBLIC_URL}/sitemaps/${i + 1}.xml`),
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
    expect(listed).toEqual([
      ...PAGES.map((page) => PUBLIC_URL + page),
      ...ids.map((id) => `${PUBLIC_URL}/SingleProducts/${id}`),
    ]);
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
    expect(listed.slice(PAGES.length)).toEqual(ids.map((id) => `${PUBLIC_URL}/SingleProducts/${id}`));
  });
});
