import type { Product } from '../src/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../src/database';
import { startTestApp, type TestApp } from './harness';
import { errorBody } from './error-body';

type Row = typeof products.$inferSelect;
const DAY = 24 * 60 * 60 * 1000;
const rupees = (paisa: number) => paisa / 100;
const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

describe('product lists', () => {
  let t: TestApp;
  let rows: Row[];
  const list = (query: Record<string, string | number | boolean> = {}, path = '/api/v1/product') =>
    t.http.get(path).query(query);
  const ids = (body: Product[]) => body.map((p) => p._id);

  beforeAll(async () => {
    t = await startTestApp({ products: 16 });
    rows = await t.db.select().from(products);
  });
  afterAll(() => t?.close());

  it('is seeded with a varied catalogue', () => {
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((r) => r.generalCategory))).toEqual(
      new Set(['shawl', 'muffler', 'poncho', 'blanket']),
    );
    expect(new Set(rows.map((r) => r.genderCategory))).toEqual(new Set(['men', 'women']));
    expect(rows.some((r) => r.discount > 0)).toBe(true);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    expect(rows.some((r) => r.composition === null)).toBe(true);
  });

  describe('GET /product', () => {
    it('returns every product, newest first, with the total and maximum sale price in exposed headers', async () => {
      const res = await list().expect(200);
      expect(ids(res.body)).toEqual([...rows].sort(newestFirst).map((r) => r.id));
      expect(res.headers['x-total-count']).toBe('16');
      expect(res.headers['x-max-price']).toBe(String(Math.max(...rows.map((r) => rupees(r.salePricePaisa)))));
      expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
      expect(res.headers['access-control-expose-headers']).toMatch(/X-Max-Price/);
    });

    it('shows products in the contract shape (rupees, _id, image URLs)', async () => {
      const row = rows.find((r) => r.discount > 0)!;
      const res = await t.http.get(`/api/v1/product/${row.id}`).expect(200);
      expect(res.body).toEqual({
        _id: row.id,
        productName: row.name,
        productNameNe: row.nameNe,
        productImg: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}-detail\.webp$/),
        productThumb: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}-card\.webp$/),
        description: row.description,
        descriptionNe: row.descriptionNe,
        price: rupees(row.pricePaisa),
        discount: row.discount,
        salePrice: rupees(row.pricePaisa) - (rupees(row.pricePaisa) * row.discount) / 100,
        stock: row.stock,
        featured: row.featured,
        generalCategory: row.generalCategory,
        genderCategory: row.genderCategory,
        composition: row.composition,
        size: row.size,
        weight: row.weight,
        quantitySold: row.quantitySold,
        lowStockAt: row.lowStockAt,
        isNewArrival: row.createdAt.getTime() > Date.now() - 30 * DAY,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        // A plain product (issue 41): no options, no variants.
        options: [],
        variants: [],
        rating: { average: 0, count: 0 },
        reviews: [],
      });
    });

    it('serves the pictures with long cache headers and nosniff', async () => {
      const product = (await list({ limit: 1 })).body[0] as Product;
      for (const url of [product.productImg, product.productThumb]) {
        const res = await t.http.get(url).expect(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      const missing = await t.http.get('/uploads/products/nothing-here.webp').expect(404);
      expect(missing.body).toEqual(errorBody({ message: expect.any(String) }));
    });

    it('responds with 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
        const res = await t.http.get(`/api/v1/product/${id}`).expect(404);
        expect(res.body).toEqual(errorBody({ message: 'Product not found' }));
      }
    });

    it('pages without overlap and returns an empty page beyond the last', async () => {
      const all = ids((await list()).body);
      const pages: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await list({ page, limit: 5 }).expect(200);
        expect(res.headers['x-total-count']).toBe('16');
        expect(res.body.length).toBe(page < 4 ? 5 : 1);
        pages.push(...ids(res.body));
      }
      expect(pages).toEqual(all);
      const beyond = await list({ page: 9, limit: 5 }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('16');
    });

    it.each([
      [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 'abc' }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 2.5 }, 'limit must be a whole number from 1 to 100'],
      [{ page: 0 }, 'page must be a whole number, 1 or more'],
      [{ page: -1 }, 'page must be a whole number, 1 or more'],
      [{ sort: 'cheapest' }, 'sort must be one of newest, price-asc, price-desc, best-selling, name, rating'],
      [{ generalCategory: 'scarf' }, 'generalCategory must be one of shawl, muffler, poncho, blanket'],
      [{ genderCategory: 'kids' }, 'genderCategory must be one of men, women'],
      [{ maxPrice: -1 }, 'maxPrice must be a number of rupees, 0 or more'],
      [{ minPrice: 'cheap' }, 'minPrice must be a number of rupees, 0 or more'],
      [{ featured: 'maybe' }, 'featured must be true or false'],
      [{ exclude: 'nope' }, 'exclude must be a product id'],
      [{ colour: 'r'.repeat(41) }, 'colour must be at most 40 characters'],
      [{ shade: 'red' }, 'Unknown field: shade'],
    ])('responds with 400 for %j, naming the parameter', async (query, message) => {
      const res = await list(query).expect(400);
      expect(res.body).toEqual(errorBody({ message, field: Object.keys(query)[0] }));
    });

    it('filters by category and gender; "All" means no filter', async () => {
      const res = await list({ generalCategory: 'muffler', genderCategory: 'women' }).expect(200);
      const expected = rows.filter((r) => r.generalCategory === 'muffler' && r.genderCategory === 'women');
      expect(expected.length).toBeGreaterThan(0);
      expect(new Set(ids(res.body))).toEqual(new Set(expected.map((r) => r.id)));
      expect(res.headers['x-max-price']).toBe(
        String(Math.max(...expected.map((r) => rupees(r.salePricePaisa)))),
      );
      expect((await list({ generalCategory: 'All' })).body).toHaveLength(16);
    });

    it('filters featured, in-stock and sold-out products', async () => {
      const featured = await list({ featured: true });
      expect(new Set(ids(featured.body))).toEqual(new Set(rows.filter((r) => r.featured).map((r) => r.id)));
      const inStock = await list({ inStock: 'true' });
      expect(new Set(ids(inStock.body))).toEqual(new Set(rows.filter((r) => r.stock > 0).map((r) => r.id)));
      const soldOut = await list({ inStock: 'false' });
      expect(new Set(ids(soldOut.body))).toEqual(new Set(rows.filter((r) => r.stock === 0).map((r) => r.id)));
      expect(soldOut.body.length).toBeGreaterThan(0);
    });

    it("finds sold-out products by name (the admin's search with 'Show products with 0 stock'), paged", async () => {
      const soldOut = rows.filter((r) => r.stock === 0);
      const word = soldOut[0].name.split(' ')[0].toUpperCase();
      const res = await list({ text: word, inStock: false, page: 1, limit: 9 }).expect(200);
      const expected = soldOut.filter((r) => r.name.toLowerCase().includes(word.toLowerCase()));
      expect(ids(res.body)).toEqual(expect.arrayContaining(expected.map((r) => r.id)));
      expect((res.body as Product[]).every((p) => p.stock === 0)).toBe(true);
      expect(res.headers['x-total-count']).toBe(String(res.body.length));

      // Without the box the admin sees every product, whatever its stock.
      const everything = await list({ page: 1, limit: 100 }).expect(200);
      expect(ids(everything.body)).toEqual(expect.arrayContaining(soldOut.map((r) => r.id)));
    });

    it('filters new arrivals and best sellers', async () => {
      const fresh = await list({ newArrival: true });
      const expectedFresh = rows.filter((r) => r.createdAt.getTime() > Date.now() - 30 * DAY);
      expect(expectedFresh.length).toBeGreaterThan(0);
      expect(new Set(ids(fresh.body))).toEqual(new Set(expectedFresh.map((r) => r.id)));
      const best = await list({ bestSeller: true });
      expect(new Set(ids(best.body))).toEqual(
        new Set(rows.filter((r) => r.quantitySold >= 5).map((r) => r.id)),
      );
    });

    it('compares prices on the SALE price, and keeps X-Max-Price independent of the price bounds', async () => {
      const discounted = rows.find((r) => r.discount >= 5)!;
      const sale = rupees(discounted.salePricePaisa);
      const res = await list({ maxPrice: sale }).expect(200);
      expect(ids(res.body)).toContain(discounted.id);
      expect(new Set(ids(res.body))).toEqual(
        new Set(rows.filter((r) => r.salePricePaisa <= discounted.salePricePaisa).map((r) => r.id)),
      );
      expect(res.headers['x-total-count']).toBe(String(res.body.length));
      expect(res.headers['x-max-price']).toBe(String(Math.max(...rows.map((r) => rupees(r.salePricePaisa)))));

      const above = await list({ minPrice: sale + 0.01 }).expect(200);
      expect(ids(above.body)).not.toContain(discounted.id);
      expect(new Set(ids(above.body))).toEqual(
        new Set(rows.filter((r) => r.salePricePaisa > discounted.salePricePaisa).map((r) => r.id)),
      );

      const none = await list({ maxPrice: 0 }).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    });

    it('excludes a product (related products: same categories, not itself)', async () => {
      const self = rows[0];
      const res = await list({
        generalCategory: self.generalCategory,
        genderCategory: self.genderCategory,
        exclude: self.id,
        limit: 4,
      });
      expect(ids(res.body)).not.toContain(self.id);
      const expected = rows.filter(
        (r) =>
          r.id !== self.id &&
          r.generalCategory === self.generalCategory &&
          r.genderCategory === self.genderCategory,
      );
      expect(res.body).toHaveLength(Math.min(4, expected.length));
    });

    it('finds names containing the text, case-insensitively', async () => {
      const res = await list({ text: 'MAROON' }).expect(200);
      const expected = rows.filter((r) => r.name.toLowerCase().includes('maroon'));
      expect(expected.length).toBeGreaterThan(0);
      expect(new Set(ids(res.body))).toEqual(new Set(expected.map((r) => r.id)));
    });

    it('forgives typos and ranks the closest names first', async () => {
      const res = await list({ text: 'pashmna' }).expect(200);
      const names = (res.body as Product[]).map((p) => p.productName);
      expect(names).toContain('Royal Maroon Pashmina Shawl');
      expect(names.every((n) => /pashmina/i.test(n))).toBe(true);
      const shawl = await list({ text: 'royal marooon' }).expect(200);
      expect(shawl.body[0].productName).toBe('Royal Maroon Pashmina Shawl');
    });

    it('matches every word in any order, and words by their beginning', async () => {
      const target = 'Royal Maroon Pashmina Shawl';
      for (const text of ['shawl pashmina maroon', 'MAROON royal', 'roy maro', 'pashm shaw']) {
        const names = ((await list({ text }).expect(200)).body as Product[]).map((p) => p.productName);
        expect(names).toContain(target);
        const words = text.toLowerCase().split(' ');
        // Every word begins a word of every name found.
        for (const name of names) {
          const nameWords = name.toLowerCase().split(' ');
          expect(words.every((w) => nameWords.some((n) => n.startsWith(w)))).toBe(true);
        }
      }
    });

    it('ranks whole-word matches before prefix matches, and looks for typos only when too little is found', async () => {
      // The newest product of all: ranked last all the same, as 'shawlette' only begins with the word.
      await t.db.insert(products).values({
        ...rows[0],
        id: undefined,
        name: 'Shawlette Sampler',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const res = await list({ text: 'shawl' }).expect(200);
      const names = (res.body as Product[]).map((p) => p.productName);
      expect(names.at(-1)).toBe('Shawlette Sampler');
      expect(names.slice(0, -1).every((n) => /\bshawl\b/i.test(n))).toBe(true);
      expect(res.headers['x-total-count']).toBe(String(names.length));
      // Nothing found as typed: the closest words of the names are searched instead.
      const typo = await list({ text: 'cashmre' }).expect(200);
      expect((typo.body as Product[]).length).toBeGreaterThan(0);
      expect((typo.body as Product[]).every((p) => /cashmere/i.test(p.productName))).toBe(true);
      await t.db.delete(products).where(eq(products.name, 'Shawlette Sampler'));
    });

    it('returns an ETag, 304 for a repeat visitor, and a new response at once after a write', async () => {
      const first = await list({ genderCategory: 'women', limit: 3 }).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await list({ genderCategory: 'women', limit: 3 })
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.text).toBe('');

      // A write made by anyone (here SQL straight to the database, as another instance or a checkout would) shows at once.
      const top = (first.body as Product[])[0];
      await t.db
        .update(products)
        .set({ stock: top.stock + 7 })
        .where(eq(products.id, top._id));
      const after = await list({ genderCategory: 'women', limit: 3 })
        .set('If-None-Match', first.headers.etag)
        .expect(200);
      expect(after.headers.etag).not.toBe(first.headers.etag);
      expect((after.body as Product[])[0].stock).toBe(top.stock + 7);

      // The API's own write too, and the totals follow.
      const total = Number(after.headers['x-total-count']);
      await t.http
        .put(`/api/v1/product/${top._id}`)
        .set('Authorization', `Bearer ${t.adminToken}`)
        .field('genderCategory', 'men')
        .expect(200);
      const moved = await list({ genderCategory: 'women', limit: 3 }).expect(200);
      expect(moved.headers['x-total-count']).toBe(String(total - 1));
      expect(ids(moved.body)).not.toContain(top._id);
      await t.db
        .update(products)
        .set({ stock: top.stock, genderCategory: 'women' })
        .where(eq(products.id, top._id));
    });

    it('treats LIKE wildcards in the text as plain characters', async () => {
      for (const text of ['%', '_', '\\', "'; drop table products; --"]) {
        const res = await list({ text }).expect(200);
        expect(res.body).toEqual([]);
      }
      expect(await t.db.select().from(products)).toHaveLength(16);
    });

    it.each([
      ['price-asc', (a: Product, b: Product) => a.salePrice <= b.salePrice],
      ['price-desc', (a: Product, b: Product) => a.salePrice >= b.salePrice],
      ['best-selling', (a: Product, b: Product) => a.quantitySold >= b.quantitySold],
      ['newest', (a: Product, b: Product) => a.createdAt >= b.createdAt],
      ['name', (a: Product, b: Product) => a.productName.toLowerCase() <= b.productName.toLowerCase()],
    ])('sorts by %s', async (sort, inOrder) => {
      const res = await list({ sort }).expect(200);
      const body = res.body as Product[];
      expect(body).toHaveLength(16);
      body.slice(1).forEach((product, i) => expect(inOrder(body[i], product)).toBe(true));
    });
  });

  describe('GET /newarrivals', () => {
    it('returns products created within NEW_ARRIVAL_DAYS, newest first, with the list headers', async () => {
      const res = await list({}, '/api/v1/newarrivals').expect(200);
      const expected = rows
        .filter((r) => r.createdAt.getTime() > Date.now() - t.config.newArrivalDays * DAY)
        .sort(newestFirst);
      expect(ids(res.body)).toEqual(expected.map((r) => r.id));
      expect((res.body as Product[]).every((p) => p.isNewArrival)).toBe(true);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      expect(res.headers['x-max-price']).toBeDefined();
    });

    it('pages and validates like the product list', async () => {
      const res = await list({ limit: 1, page: 2 }, '/api/v1/newarrivals').expect(200);
      expect(res.body).toHaveLength(1);
      await list({ limit: 0 }, '/api/v1/newarrivals').expect(400);
    });
  });

  describe('GET /bestsellers', () => {
    it('returns products sold 5 times or more, most sold first', async () => {
      const res = await list({}, '/api/v1/bestsellers').expect(200);
      const expected = rows.filter((r) => r.quantitySold >= 5);
      expect(expected.length).toBeGreaterThan(0);
      expect(new Set(ids(res.body))).toEqual(new Set(expected.map((r) => r.id)));
      const sold = (res.body as Product[]).map((p) => p.quantitySold);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      await list({ limit: 101 }, '/api/v1/bestsellers').expect(400);
    });
  });
});
