import { Inject, Injectable } from '@nestjs/common';
import { and, asc, gt, gte, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database, products } from '../database';

/** A product as the sitemap lists it. */
export interface SitemapProduct {
  id: string;
  updatedAt: Date;
}

/** The product at a position of the catalogue in id order, and how many products there are in all. */
export interface ProductAt {
  id: string;
  position: number;
  total: number;
}

@Injectable()
export class SitemapRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The products that start a sitemap file: in id order, the first one and every one whose place among the URLs
   * (`position + offset`) is a multiple of `every`, each with the catalogue's size. One pass over the primary key.
   */
  async fileStarts(offset: number, every: number): Promise<ProductAt[]> {
    const result = await this.db.execute(sql`
      select id, position, total
      from (
        select ${products.id} as id,
               (row_number() over (order by ${products.id}) - 1)::int as position,
               (count(*) over ())::int as total
        from ${products}
      ) as placed
      where position = 0 or (position + ${offset}) % ${every} = 0
      order by id`);
    // Both drivers return { rows }.
    return (result as unknown as { rows: ProductAt[] }).rows.map((row) => ({
      id: row.id,
      position: Number(row.position),
      total: Number(row.total),
    }));
  }

  /** Up to `limit` products from `from` (inclusive) or after `after`, below `to` (exclusive), in id order. */
  async batch(
    range: { from?: string; after?: string; to?: string },
    limit: number,
  ): Promise<SitemapProduct[]> {
    return this.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(
        and(
          range.after ? gt(products.id, range.after) : range.from ? gte(products.id, range.from) : undefined,
          range.to ? lt(products.id, range.to) : undefined,
        ),
      )
      .orderBy(asc(products.id))
      .limit(limit);
  }
}
