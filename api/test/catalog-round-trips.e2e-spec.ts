import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { Product } from '../src/contracts';
import { startTestApp, type TestApp } from './harness';

/**
 * The statements the catalog's reads send to the database, counted where the drivers send them (PGlite's query,
 * node-postgres' pool): each is one round trip, one system call (docs/decisions/0073-prepared-catalog-queries.md).
 */
describe('the catalog reads in few round trips', () => {
  let t: TestApp;
  const sent: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    t = await startTestApp({ products: 16, variantProducts: true });
    for (const prototype of [PGlite.prototype, Pool.prototype] as {
      query: (...args: unknown[]) => unknown;
    }[]) {
      const original = prototype.query;
      spies.push(
        jest.spyOn(prototype, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
          const query = args[0] as string | { text: string };
          sent.push(typeof query === 'string' ? query : query.text);
          return original.apply(this, args);
        }),
      );
    }
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await t?.close();
  });

  /** The statements `read` sends. */
  async function statementsOf(read: () => Promise<unknown>): Promise<number> {
    sent.length = 0;
    await read();
    if (process.env.SHOW_STATEMENTS) console.log(sent.map((s) => s.slice(0, 90)).join('\n'));
    return sent.length;
  }

  it('a list not cached yet: the version, then its page with its variants and its figures', async () => {
    const first = await statementsOf(() =>
      t.http.get('/api/v1/product').query({ limit: 5, genderCategory: 'women' }).expect(200),
    );
    const next = await statementsOf(() =>
      t.http.get('/api/v1/product').query({ limit: 5, genderCategory: 'women', page: 2 }).expect(200),
    );
    // The version, then the page with its variants and the summary in one statement; then the summary is cached
    // under that version, and the next page is the page alone.
    expect(first).toBe(2);
    expect(next).toBe(2);
  });

  it('a search not cached yet', async () => {
    const first = await statementsOf(() =>
      t.http.get('/api/v1/product').query({ text: 'shawl' }).expect(200),
    );
    const next = await statementsOf(() =>
      t.http.get('/api/v1/product').query({ text: 'shawl', page: 2, limit: 2 }).expect(200),
    );
    // The version, then the tiers' summary with the page of the words' matches in one statement; then one tier's
    // page, the tiers' counts cached under the version.
    expect(first).toBe(2);
    expect(next).toBe(2);
  });

  it('a product with its variants, in one statement after the catalog version', async () => {
    const list = (await t.http.get('/api/v1/product').query({ limit: 50 }).expect(200)).body as Product[];
    const withVariants = list.find((product) => product.variants.length > 0)!;
    const plain = list.find((product) => product.variants.length === 0)!;
    const a = await statementsOf(() => t.http.get(`/api/v1/product/${withVariants._id}`).expect(200));
    const b = await statementsOf(() => t.http.get(`/api/v1/product/${plain._id}`).expect(200));
    // The catalog's version (the answer is kept per version), then the product with its variants; none of the
    // seeded ones has reviews.
    expect(a).toBe(2);
    expect(b).toBe(2);
  });
});
