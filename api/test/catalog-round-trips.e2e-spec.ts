import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { Product } from '../src/contracts';
import { lineOf, payloadOf, placeOrder, prepareProducts, sendProduct } from './fixtures';
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
    return (await textsOf(read)).length;
  }

  /** The texts of the statements `read` sends (a prepared one's text, as its driver has it). */
  async function textsOf(read: () => Promise<unknown>): Promise<string[]> {
    sent.length = 0;
    await read();
    if (process.env.SHOW_STATEMENTS) console.log(sent.map((s) => s.slice(0, 90)).join('\n'));
    return [...sent];
  }

  /** Whether a list's count was read among `texts` (its totals' aggregate: a page alone counts nothing). */
  const counted = (texts: string[]) => texts.some((text) => /count\(\*\)/i.test(text));

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

  // Migration 0023: a checkout changes stock and sold counts, not what a list's totals read
  // (docs/decisions/0085-list-totals-outlive-checkouts.md).
  it("keeps a list's totals through a checkout, and counts them again after the owner's edit or when they read stock", async () => {
    const men = { limit: 3, genderCategory: 'men' };
    const inStock = { limit: 3, genderCategory: 'men', inStock: 'true' };
    const search = { text: 'shawl', limit: 3 };
    const list = (query: Record<string, string | number>) =>
      t.http.get('/api/v1/product').query(query).expect(200);
    const [product] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 5 }]);
    const before = await list(men);
    await list(inStock);
    await list(search);
    await placeOrder(t, payloadOf([lineOf(product, 1)])).expect(201);

    // The answers are not kept (a stock they show changed), but the totals are: the page alone is read.
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const afterCheckout = await textsOf(async () => {
      answer = await list(men);
    });
    expect(counted(afterCheckout)).toBe(false);
    // The version, read once: by the replay of the kept answer, which has gone stale, for the pipeline too.
    expect(afterCheckout).toHaveLength(2);
    expect(answer!.headers['x-total-count']).toBe(before.headers['x-total-count']);
    expect(answer!.headers['x-max-price']).toBe(before.headers['x-max-price']);
    expect(counted(await textsOf(() => list(search)))).toBe(false);
    // A list of what is in stock counts again: a checkout may have sold the last one.
    expect(counted(await textsOf(() => list(inStock)))).toBe(true);

    // The owner's edit of a price changes the shape: every list counts again.
    await sendProduct(t, 'put', `/api/v1/product/${product.id}`, { price: '2600' }, { image: false }).expect(
      200,
    );
    expect(counted(await textsOf(() => list(men)))).toBe(true);
    expect(counted(await textsOf(() => list(search)))).toBe(true);
  });
});
