import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness';

/** One digest per table of the shop's schema: two fingerprints differ exactly when some row was added, removed or changed. */
export type Fingerprint = Record<string, string>;

/**
 * Reads every table of the public schema whole (the test catalogues are small), so a refused request that changed
 * anything at all, even a timestamp, is caught, whichever table it touched. The table names come from the database.
 */
export async function dataFingerprinter(t: TestApp): Promise<() => Promise<Fingerprint>> {
  const listed = await t.db.execute(
    sql`select table_name::text as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const tables = rowsOf<{ name: string }>(listed).map((row) => row.name);
  const digests = tables.map(
    (table, i) =>
      `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from "${table}" r) as t${i}`,
  );
  const query = sql.raw(`select ${digests.join(', ')}`);
  return async () => {
    const [row] = rowsOf<Record<string, string>>(await t.db.execute(query));
    return Object.fromEntries(tables.map((table, i) => [table, row[`t${i}`]]));
  };
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

// Both drivers return raw queries as { rows }.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
