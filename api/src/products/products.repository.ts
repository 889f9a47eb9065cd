import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { GenderCategory, GeneralCategory, ProductSort } from '../contracts';
import {
  DATABASE,
  type Database,
  likeContains,
  type NewProductRow,
  type ProductRow,
  products,
} from '../database';

/** Conditions on products, in database terms (paisa, dates). Absent fields do not filter. */
export interface ProductCriteria {
  /** Lower-case search text: name contains it, or resembles it (pg_trgm). */
  text?: string;
  generalCategory?: GeneralCategory;
  genderCategory?: GenderCategory;
  featured?: boolean;
  /** true: stock above 0; false: stock 0. */
  inStock?: boolean;
  createdSince?: Date;
  createdBefore?: Date;
  minQuantitySold?: number;
  quantitySoldBelow?: number;
  excludeId?: string;
  /** Sale price bounds (inclusive). Left out of the X-Max-Price computation. */
  minSalePaisa?: number;
  maxSalePaisa?: number;
}

/** The shop's sorts, plus 'relevance' (closest names first) used when searching without an explicit sort. */
export type ProductOrder = ProductSort | 'relevance';

export interface ProductSummary {
  /** Products matching every criterion. */
  total: number;
  /** Highest sale price among products matching every criterion except the sale price bounds. */
  maxSalePaisa: number | null;
}

@Injectable()
export class ProductsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findById(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    return row;
  }

  async findPage(
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
  ): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(and(...this.baseConditions(criteria), ...this.priceConditions(criteria)))
      .orderBy(...this.orderBy(order, criteria.text))
      .limit(limit)
      .offset(offset);
  }

  /** One pass for both headers: the total honours the price bounds, the maximum ignores them (for the price slider). */
  async summarize(criteria: ProductCriteria): Promise<ProductSummary> {
    const price = and(...this.priceConditions(criteria)) ?? sql`true`;
    const [row] = await this.db
      .select({
        total: sql<number>`(count(*) filter (where ${price}))::int`,
        maxSalePaisa: sql<number | null>`max(${products.salePricePaisa})::int`,
      })
      .from(products)
      .where(and(...this.baseConditions(criteria)));
    return { total: row.total, maxSalePaisa: row.maxSalePaisa };
  }

  async insert(values: NewProductRow): Promise<ProductRow> {
    const [row] = await this.db.insert(products).values(values).returning();
    return row;
  }

  /** The seeded catalogue. Chunks keep each statement's parameters far below PostgreSQL's limit of 65535. */
  async insertMany(rows: NewProductRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await this.db.insert(products).values(rows.slice(i, i + 500));
    }
  }

  async update(id: string, changes: Partial<NewProductRow>): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .update(products)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.delete(products).where(eq(products.id, id)).returning();
    return row;
  }

  /** Bulk-seeded products share pictures: a picture is only deleted when no product uses it any more. */
  async isImageInUse(imageKey: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.imageKey, imageKey))
      .limit(1);
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(products);
    return row.n;
  }

  private baseConditions(c: ProductCriteria): SQL[] {
    const conditions: SQL[] = [];
    if (c.text) {
      // Both operators are served by the GIN trigram index on lower(name): `like` finds exact substrings,
      // `<%` (word similarity above pg_trgm.word_similarity_threshold, 0.6 by default) forgives typos like 'pashmna'.
      conditions.push(
        sql`(lower(${products.name}) like ${likeContains(c.text)} or ${c.text} <% lower(${products.name}))`,
      );
    }
    if (c.generalCategory) conditions.push(eq(products.generalCategory, c.generalCategory));
    if (c.genderCategory) conditions.push(eq(products.genderCategory, c.genderCategory));
    if (c.featured !== undefined) conditions.push(eq(products.featured, c.featured));
    if (c.inStock !== undefined)
      conditions.push(c.inStock ? sql`${products.stock} > 0` : eq(products.stock, 0));
    if (c.createdSince) conditions.push(gte(products.createdAt, c.createdSince));
    if (c.createdBefore) conditions.push(lt(products.createdAt, c.createdBefore));
    if (c.minQuantitySold !== undefined) conditions.push(gte(products.quantitySold, c.minQuantitySold));
    if (c.quantitySoldBelow !== undefined) conditions.push(lt(products.quantitySold, c.quantitySoldBelow));
    if (c.excludeId) conditions.push(ne(products.id, c.excludeId));
    return conditions;
  }

  private priceConditions(c: ProductCriteria): SQL[] {
    const conditions: SQL[] = [];
    if (c.minSalePaisa !== undefined) conditions.push(gte(products.salePricePaisa, c.minSalePaisa));
    if (c.maxSalePaisa !== undefined) conditions.push(lte(products.salePricePaisa, c.maxSalePaisa));
    return conditions;
  }

  /** Every order ends with the id, so pages never overlap or skip rows that tie. */
  private orderBy(order: ProductOrder, text: string | undefined): SQL[] {
    const newest = [desc(products.createdAt), desc(products.id)];
    switch (order) {
      case 'relevance':
        return text ? [sql`word_similarity(${text}, lower(${products.name})) desc`, ...newest] : newest;
      case 'price-asc':
        return [asc(products.salePricePaisa), ...newest];
      case 'price-desc':
        return [desc(products.salePricePaisa), ...newest];
      case 'best-selling':
        return [desc(products.quantitySold), ...newest];
      case 'name':
        return [sql`lower(${products.name}) asc`, asc(products.id)];
      case 'newest':
      default:
        return newest;
    }
  }
}
