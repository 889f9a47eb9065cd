import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.types';

/** The rows of one page: how many to skip, how many to take. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * One page of `table`'s rows matching `where`, in `order`, and how many match over every page. Both are counted
 * by the database, side by side; `order` should end on a unique column, or rows may repeat from page to page.
 */
export async function pagedRows<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  page: PageWindow,
): Promise<{ items: T['$inferSelect'][]; total: number }> {
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(where),
  ]);
  return { items: items as T['$inferSelect'][], total };
}
