import type { Product } from '../src/contracts';
import { eq, sql } from 'drizzle-orm';
import { products } from '../src/database';
import { startTestApp, type TestApp } from './harness';

// Deep pages are entered at cursors (the sort key of every CATALOG_CURSOR_ROWS-th row, cached per catalog
// version): here every 3rd row, so from page 3 of 2 on every page goes through them. Each page must be exactly the
// slice of the whole list, for every sort and filter, with ties, and again after a write moves the rows.
const SORTS = ['newest', 'price-asc', 'price-desc', 'best-selling', 'name'] as const;
const LIMIT = 2;

describe('deep list pages through cursors', () => {
  let t: TestApp;
  const ids = (body: Product[]) => body.map((p) => p._id);
  const list = (query: Record<string, string | number | boolean>) =>
    t.http.get('/api/v1/product').query(query).expect(200);

  /** Every page of `query`, LIMIT a page, against the whole list in one page (offset 0: no cursor). */
  async function expectPagesToSliceTheList(query: Record<string, string | number | boolean>) {
    const whole = ids((await list({ ...query, limit: 100 })).body);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / LIMIT) + 1; page++) {
      paged.push(...ids((await list({ ...query, page, limit: LIMIT })).body));
    }
    expect(paged).toEqual(whole);
    return whole;
  }

  beforeAll(async () => {
    t = await startTestApp({ products: 16, env: { CATALOG_CURSOR_ROWS: '3' } });
    // Ties on every sort key but the id: equal prices, sales, names that differ only in case, and one instant.
    const rows = await t.db.select().from(products).orderBy(products.id);
    const sameInstant = new Date('2026-01-02T03:04:05.123456Z');
    for (const [i, row] of rows.entries()) {
      await t.db
        .update(products)
        .set({
          pricePaisa: i % 2 === 0 ? 500_000 : row.pricePaisa,
          discount: i % 2 === 0 ? 0 : row.discount,
          quantitySold: i % 3 === 0 ? 7 : row.quantitySold,
          // And a name that only begins with a word others have whole: a search's second tier.
          name: i % 4 === 0 ? (i % 8 === 0 ? 'Twin Shawl' : 'twin shawl') : i === 1 ? 'Shawlette' : row.name,
        })
        .where(eq(products.id, row.id));
    }
    // Microseconds a JavaScript Date would lose: the cursors must keep them.
    await t.db.execute(
      sql`update ${products} set created_at = ${sameInstant.toISOString()}::timestamptz + (random() * interval '1 millisecond') where ${products.genderCategory} = 'women'`,
    );
  });
  afterAll(() => t?.close());

  it.each(SORTS)('pages every product by %s without a gap or an overlap', async (sort) => {
    const whole = await expectPagesToSliceTheList({ sort });
    expect(whole).toHaveLength(16);
  });

  it.each(SORTS)("pages a filtered list (women's, with a price bound) by %s", async (sort) => {
    await expectPagesToSliceTheList({ sort, genderCategory: 'women' });
    await expectPagesToSliceTheList({ sort, maxPrice: 6000 });
  });

  // A list's totals are kept per filter: a lower price bound of `page` paisa filters nothing here (every price is
  // far above), but makes each page the first of its list, read with its totals in one statement.
  const firstOfItsList = (page: number) => ({ page, limit: LIMIT, minPrice: page / 100 });

  it.each(SORTS)(
    'pages by %s the same when each page is the first of its list, its totals read with it',
    async (sort) => {
      const whole = ids((await list({ sort, limit: 100 })).body);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / LIMIT) + 1; page++) {
        const res = await list({ sort, ...firstOfItsList(page) });
        expect(res.headers['x-total-count']).toBe(String(whole.length));
        paged.push(...ids(res.body));
      }
      expect(paged).toEqual(whole);
    },
  );

  it.each([...SORTS, 'relevance'])(
    'pages a search by %s the same when each page is the first of its search',
    async (sort) => {
      const query = { text: 'shawl', ...(sort === 'relevance' ? {} : { sort }) };
      // Its counts kept first: the whole search is then taken from its tiers in turn.
      await list({ ...query, limit: 1 });
      const found = (await list({ ...query, limit: 100 })).body as Product[];
      const whole = ids(found);
      expect(whole.length).toBeGreaterThan(LIMIT * 2);
      if (sort === 'relevance') expect(found.at(-1)?.productName).toBe('Shawlette');
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / LIMIT) + 1; page++) {
        const res = await list({ ...query, ...firstOfItsList(page) });
        expect(res.headers['x-total-count']).toBe(String(whole.length));
        paged.push(...ids(res.body));
      }
      expect(paged).toEqual(whole);
    },
  );

  it('moves with the catalogue: after a write, deep pages are read from new cursors', async () => {
    const before = await expectPagesToSliceTheList({ sort: 'price-desc' });
    const last = before[before.length - 1];
    const updated = await t.http
      .put(`/api/v1/product/${last}`)
      .set('Authorization', `Bearer ${t.adminToken}`)
      .field('price', '99999')
      .field('discount', '0')
      .expect(200);
    expect(updated.body.success).toBe(true);
    const after = await expectPagesToSliceTheList({ sort: 'price-desc' });
    expect(after[0]).toBe(last);
  });
});
