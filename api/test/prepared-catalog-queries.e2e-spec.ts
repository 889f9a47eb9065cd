import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { products } from '../src/database';
import { ProductsRepository } from '../src/products';
import { startTestApp, type TestApp } from './harness';

type Row = typeof products.$inferSelect;
const newestFirst = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

/**
 * The catalog's statements are prepared once per shape (docs/decisions/0073-prepared-catalog-queries.md), which
 * leans on Drizzle's prepared queries: `.prepare(name)` builds the SQL text once, `execute(values)` fills its
 * placeholders, node-postgres sends it by name. Should a new Drizzle build the text again on every run, or mix up
 * the values of two runs, this fails.
 */
describe('prepared catalog queries', () => {
  let t: TestApp;
  let rows: Row[];
  let repository: ProductsRepository;

  beforeAll(async () => {
    t = await startTestApp({ products: 16 });
    rows = await t.db.select().from(products);
    repository = t.app.get(ProductsRepository);
  });
  afterAll(() => t?.close());

  it('runs a list page of one shape with other values, its SQL built once and sent by one name', async () => {
    const built = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
    const sent: { text: string; name?: string; values: unknown[] }[] = [];
    const driver = (t.driver === 'postgres' ? Pool.prototype : PGlite.prototype) as {
      query: (...args: unknown[]) => unknown;
    };
    const original = driver.query;
    const spy = jest.spyOn(driver, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
      const [query, values] = args as [string | { text: string; name?: string }, unknown[]];
      sent.push(typeof query === 'string' ? { text: query, values } : { ...query, values });
      return original.apply(this, args);
    });
    try {
      // A shape no other test of this file ran before: prepared by the first run.
      const criteria = (generalCategory: 'shawl' | 'muffler') => ({ generalCategory, minQuantitySold: 0 });
      const shawls = await repository.findPage(criteria('shawl'), 'newest', 0, 50);
      built.mockClear();
      const mufflers = await repository.findPage(criteria('muffler'), 'newest', 1, 2);

      const expected = (category: string) =>
        rows
          .filter((row) => row.generalCategory === category)
          .sort(newestFirst)
          .map((row) => row.id);
      expect(shawls.map((row) => row.id)).toEqual(expected('shawl'));
      expect(mufflers.map((row) => row.id)).toEqual(expected('muffler').slice(1, 3));
      expect(built).not.toHaveBeenCalled();
      expect(sent).toHaveLength(2);
      expect(sent[1].text).toBe(sent[0].text);
      if (t.driver === 'postgres') {
        // node-postgres reads the config's `name` and has the server parse the text once per connection.
        expect(sent[0].name).toMatch(/^catalog_page_/);
        expect(sent[1].name).toBe(sent[0].name);
      }
    } finally {
      built.mockRestore();
      spy.mockRestore();
    }
  });
});
