import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { GenderCategory, GeneralCategory, ProductSort } from '../contracts';
import {
  catalogShapeVersion,
  catalogVersion,
  DATABASE,
  type Database,
  type NewProductRow,
  PreparedStatements,
  type ProductRow,
  products,
  type ProductVariantRow,
  productVariants,
  searchWords,
  stockMovements,
  type Transaction,
} from '../database';

/** Every column but the search vector, which only the database reads. */
const { search: _search, ...productColumns } = getTableColumns(products);

/** A product as the catalog shows it: its row and its variants' rows, in the admin's order (none for a plain one). */
export type ListedProduct = ProductRow & { variants: ProductVariantRow[] };

/** A variant's row as `variantsJson` writes it: the dates as ISO text. */
type VariantJson = Omit<ProductVariantRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/**
 * The product's variants as one JSON value in its own row: a page and its variants in one statement, one round trip.
 * Read through the variants' (product_id, position) index, for the page's rows only.
 */
const variantsJson = sql<VariantJson[]>`(select coalesce(json_agg(json_build_object(
    'id', v.id, 'productId', v.product_id, 'position', v.position, 'options', v.options, 'label', v.label,
    'colour', v.colour, 'stock', v.stock, 'sku', v.sku, 'imageKey', v.image_key,
    'createdAt', v.created_at, 'updatedAt', v.updated_at) order by v.position), '[]'::json)
  from ${productVariants} v where v.product_id = ${products}.id)`;

const listedColumns = { ...productColumns, variants: variantsJson };

type ListedJson = ProductRow & { variants: VariantJson[] };

/** A statement prepared once, run with its placeholders' values. */
interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** The rows a listed query answers, their variants' dates made dates again. */
function listed(rows: ListedJson[]): ListedProduct[] {
  return rows.map((row) => ({
    ...row,
    variants: row.variants.map((variant) => ({
      ...variant,
      createdAt: new Date(variant.createdAt),
      updatedAt: new Date(variant.updatedAt),
    })),
  }));
}

/** A statement's value, named: the catalog's statements are prepared once, their values given at each run. */
const value = (name: string) => sql.placeholder(name);

/** The placeholders' values of `criteria` (dates as ISO text, which both drivers send alike). */
function valuesOf(c: ProductCriteria): Record<string, unknown> {
  return {
    match: c.search?.match,
    not: c.search?.not,
    generalCategory: c.generalCategory,
    genderCategory: c.genderCategory,
    featured: c.featured,
    colour: c.colour,
    createdSince: c.createdSince?.toISOString(),
    createdBefore: c.createdBefore?.toISOString(),
    minQuantitySold: c.minQuantitySold,
    quantitySoldBelow: c.quantitySoldBelow,
    excludeId: c.excludeId,
    minSalePaisa: c.minSalePaisa,
    maxSalePaisa: c.maxSalePaisa,
  };
}

/**
 * The shape of `criteria`: which conditions its SQL has, tested as baseConditions and priceConditions test them
 * (inStock's two values are two conditions). The same shape is the same SQL text, whatever the values. The filters
 * are a fixed set, so the shapes are too, and a shop's pages use a few dozen of them.
 */
function shapeOf(c: ProductCriteria): string {
  const given = (key: keyof ProductCriteria) => (c[key] !== undefined ? key : '');
  const truthy = (key: keyof ProductCriteria) => (c[key] ? key : '');
  return [
    c.search ? (c.search.not ? 'search-not' : 'search') : '',
    c.inStock === undefined ? '' : `inStock=${c.inStock}`,
    truthy('generalCategory'),
    truthy('genderCategory'),
    given('featured'),
    given('colour'),
    truthy('createdSince'),
    truthy('createdBefore'),
    given('minQuantitySold'),
    given('quantitySoldBelow'),
    truthy('excludeId'),
    given('minSalePaisa'),
    given('maxSalePaisa'),
  ].join(',');
}

/**
 * Whether a list's totals (count, highest price, a search's tiers) read stock or sold counts: then they change with
 * every checkout and are kept under the catalog's whole version; otherwise under its shape, which checkouts, cancels,
 * restocks and reviews leave (migration 0023, docs/decisions/0085-list-totals-outlive-checkouts.md).
 */
export function totalsFollowStock(c: ProductCriteria): boolean {
  return (
    c.inStock !== undefined ||
    c.colour !== undefined ||
    c.minQuantitySold !== undefined ||
    c.quantitySoldBelow !== undefined
  );
}

/** The catalog's versions, read in one statement: every committed write of products, and those of its shape. */
export interface CatalogVersions {
  all: number;
  shape: number;
}

/** Conditions on products, in database terms (paisa, dates). Absent fields do not filter. */
export interface ProductCriteria {
  /** Names matching a search (see SearchTerms); absent: no search. */
  search?: SearchCondition;
  generalCategory?: GeneralCategory;
  genderCategory?: GenderCategory;
  featured?: boolean;
  /** true: stock above 0; false: stock 0, or a variant's stock 0 (the admin's 'Show products with 0 stock'). */
  inStock?: boolean;
  /** Lower-cased: products with a variant of this colour in stock. */
  colour?: string;
  createdSince?: Date;
  createdBefore?: Date;
  minQuantitySold?: number;
  quantitySoldBelow?: number;
  excludeId?: string;
  /** Sale price bounds (inclusive). Left out of the X-Max-Price computation. */
  minSalePaisa?: number;
  maxSalePaisa?: number;
}

/** The shop's sorts, plus 'relevance' (the search's tiers, see SearchTerms) used when searching without an explicit sort. */
export type ProductOrder = ProductSort | 'relevance';

/**
 * A search as tsqueries over the name's words ('simple' configuration), built by the service from the searched
 * words. Each is a plain string of letters, digits, `:*`, `&` and `|` the service composed, never the raw text.
 */
export interface SearchCondition {
  /** The names that match (every word, as a prefix, or a typo's corrections). */
  match: string;
  /** Names matching this are left out (a lower tier already found them). */
  not?: string;
}

/** A page of a list and the summary of the whole list, read in one statement. */
export interface SummarizedPage {
  rows: ListedProduct[];
  summary: ProductSummary;
}

export interface ProductSummary {
  /** Products matching every criterion. */
  total: number;
  /** Of those, the ones matching `alsoMatching` (0 without it). */
  subtotal: number;
  /** Highest sale price among products matching every criterion except the sale price bounds. */
  maxSalePaisa: number | null;
}

/**
 * Where a deep page starts: the sort key of one row of a list, each value as PostgreSQL prints it (text), so a
 * timestamp keeps its microseconds.
 */
export type Cursor = string[];

/** One column of a keyset order: its expression, and the type its text is read back as. */
interface KeyColumn {
  expression: SQL;
  type: 'timestamptz' | 'uuid' | 'integer' | 'text';
}

/** The columns of an order whose columns all run one way, and that way. */
interface Keyset {
  columns: KeyColumn[];
  direction: 'asc' | 'desc';
}

/** A row of a page read with its summary: the page's product (all null when the page is empty) and the summary. */
type SummarizedRow = { [Column in keyof ListedJson]: ListedJson[Column] | null } & {
  summaryTotal: number;
  summarySubtotal: number;
  summaryMaxSalePaisa: number | null;
};

@Injectable()
export class ProductsRepository {
  private readonly pages = new PreparedStatements<Prepared<ListedJson>>('catalog_page');
  private readonly fewPages = new PreparedStatements<Prepared<ListedJson>>('catalog_few_page');
  private readonly summaries = new PreparedStatements<Prepared<ProductSummary>>('catalog_summary');
  private readonly summarizedPages = new PreparedStatements<Prepared<SummarizedRow>>(
    'catalog_summarized_page',
  );
  private readonly byId;
  private readonly shownById;
  private readonly version;
  private readonly similar;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.byId = db
      .select(productColumns)
      .from(products)
      .where(eq(products.id, value('id')))
      .limit(1)
      .prepare('product_by_id');
    this.shownById = db
      .select(listedColumns)
      .from(products)
      .where(eq(products.id, value('id')))
      .limit(1)
      .prepare('product_shown_by_id');
    this.version = db
      .select({
        version: sql<string | null>`sum(${catalogVersion.writes})`,
        shape: sql<string | null>`(select sum(${catalogShapeVersion.writes}) from ${catalogShapeVersion})`,
      })
      .from(catalogVersion)
      .prepare('catalog_version');
    this.similar = db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} % ${value('word')}`)
      .orderBy(sql`similarity(${searchWords.word}, ${value('word')}) desc`, asc(searchWords.word))
      .limit(value('limit'))
      .prepare('catalog_similar_words');
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  /** A product with its variants, in one statement (GET /product/:id). */
  async findShown(id: string): Promise<ListedProduct | undefined> {
    const [row] = listed(await this.shownById.execute({ id }));
    return row;
  }

  /**
   * One page. The page's ids are found first (ORDER BY … LIMIT/OFFSET over the sort's index, which ends with the id:
   * an index-only scan skips a deep page's offset without reading the rows), then only those rows are read. With
   * `after` (a cursor), the offset counts from the row after it, and the index is entered there.
   */
  async findPage(
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
    after?: Cursor,
  ): Promise<ListedProduct[]> {
    const keyset = after ? this.keysetOf(order) : null;
    const statement = this.pages.of(`${order};${keyset ? 'after' : ''};${shapeOf(criteria)}`, (name) =>
      this.db
        .select(listedColumns)
        .from(products)
        .where(inArray(products.id, this.pageIds(criteria, this.orderBy(order), keyset)))
        .orderBy(...this.orderBy(order))
        .prepare(name),
    );
    return listed(await statement.execute(this.pageValues(criteria, offset, limit, keyset, after)));
  }

  /**
   * findPage's page and summarize's summary of the same list in one statement, one round trip: the summary's
   * aggregate and the page's ids are two subqueries, each planned as alone (the page still walks its order's index
   * and stops after it). The summary is one row, joined to the page's rows, so an empty page still carries it.
   * With `alsoMatching` (a search's whole-word tsquery) and the relevance order, the page takes the names matching
   * it first: the search's first two tiers, one after the other.
   */
  async findSummarizedPage(
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
    { after, alsoMatching }: { after?: Cursor; alsoMatching?: string } = {},
  ): Promise<SummarizedPage> {
    const keyset = after ? this.keysetOf(order) : null;
    const shape = `${order};${keyset ? 'after' : ''};${alsoMatching ? 'also' : ''};${shapeOf(criteria)}`;
    const statement = this.summarizedPages.of(shape, (name) => {
      const summary = this.db
        .select(this.summaryColumns(criteria, alsoMatching !== undefined))
        .from(products)
        .where(and(...this.baseConditions(criteria)))
        .as('summary');
      const ranked = this.rankedOrder(order, alsoMatching !== undefined);
      return this.db
        .select({
          ...listedColumns,
          summaryTotal: summary.total,
          summarySubtotal: summary.subtotal,
          summaryMaxSalePaisa: summary.maxSalePaisa,
        })
        .from(summary)
        .leftJoin(products, inArray(products.id, this.pageIds(criteria, ranked, keyset)))
        .orderBy(...ranked)
        .prepare(name);
    });
    const rows = await statement.execute({
      ...this.pageValues(criteria, offset, limit, keyset, after),
      alsoMatching,
    });
    const [{ summaryTotal, summarySubtotal, summaryMaxSalePaisa }] = rows;
    // An empty page is the one row the join keeps for the summary, its product's columns null.
    const page = rows
      .filter((row): row is SummarizedRow & ListedJson => row.id !== null)
      .map(
        ({
          summaryTotal: _total,
          summarySubtotal: _subtotal,
          summaryMaxSalePaisa: _max,
          ...row
        }): ListedJson => row,
      );
    return {
      rows: listed(page),
      summary: { total: summaryTotal, subtotal: summarySubtotal, maxSalePaisa: summaryMaxSalePaisa },
    };
  }

  /**
   * A page's ids: ORDER BY … LIMIT/OFFSET over the sort's index, which ends with the id (an index-only scan skips a
   * deep page's offset without reading the rows), from the row after the cursor with `keyset`. `orderBy`: the
   * order's columns, or a search's ranked ones (rankedOrder).
   */
  private pageIds(criteria: ProductCriteria, orderBy: SQL[], keyset: Keyset | null) {
    return this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          ...this.baseConditions(criteria),
          ...this.priceConditions(criteria),
          ...(keyset ? [this.afterCondition(keyset)] : []),
        ),
      )
      .orderBy(...orderBy)
      .limit(value('limit'))
      .offset(value('offset'));
  }

  /** The values of a page's placeholders: its criteria's, its cursor's, its window. */
  private pageValues(
    criteria: ProductCriteria,
    offset: number,
    limit: number,
    keyset: Keyset | null,
    after: Cursor | undefined,
  ): Record<string, unknown> {
    return {
      ...valuesOf(criteria),
      ...(keyset && after ? Object.fromEntries(after.map((key, i) => [`after${i}`, key])) : {}),
      offset,
      limit,
    };
  }

  /**
   * A page of a search whose matches are few next to the catalogue: the matches are collected through the search's
   * GIN index first and then sorted. Written so (a materialized CTE) because the planner, which cannot know how rare
   * a word is when it is not among the column's most common words, would otherwise walk the whole catalogue in
   * date order looking for them.
   */
  async findFewPage(
    criteria: ProductCriteria,
    order: ProductOrder,
    offset: number,
    limit: number,
  ): Promise<ListedProduct[]> {
    const statement = this.fewPages.of(shapeOf(criteria), (name) => {
      const where = and(...this.baseConditions(criteria), ...this.priceConditions(criteria));
      const ids = sql`(
        with matches as materialized (select ${products.id}, ${products.createdAt} from ${products} where ${where})
        select id from matches order by created_at desc, id desc limit ${value('limit')} offset ${value('offset')})`;
      return this.db
        .select(listedColumns)
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(desc(products.createdAt), desc(products.id))
        .prepare(name);
    });
    return listed(await statement.execute({ ...valuesOf(criteria), offset, limit }));
  }

  /**
   * One pass for both headers: the total honours the price bounds, the maximum ignores them (for the price slider).
   * With `alsoMatching` (a search's whole-word tsquery), `subtotal` counts the matches that also match it.
   */
  async summarize(criteria: ProductCriteria, alsoMatching?: string): Promise<ProductSummary> {
    const statement = this.summaries.of(`${alsoMatching ? 'also' : ''};${shapeOf(criteria)}`, (name) =>
      this.db
        .select(this.summaryColumns(criteria, alsoMatching !== undefined))
        .from(products)
        .where(and(...this.baseConditions(criteria)))
        .prepare(name),
    );
    const [row] = await statement.execute({ ...valuesOf(criteria), alsoMatching });
    return { total: row.total, subtotal: row.subtotal, maxSalePaisa: row.maxSalePaisa };
  }

  /** A summary's aggregates (see summarize), `also`: with the `alsoMatching` placeholder's subtotal. */
  private summaryColumns(criteria: ProductCriteria, also: boolean) {
    const price = and(...this.priceConditions(criteria)) ?? sql`true`;
    const alsoMatches = also
      ? sql`${products.search} @@ to_tsquery('simple', ${value('alsoMatching')})`
      : sql`false`;
    return {
      total: sql<number>`(count(*) filter (where ${price}))::int`.as('total'),
      subtotal: sql<number>`(count(*) filter (where ${price} and ${alsoMatches}))::int`.as('subtotal'),
      maxSalePaisa: sql<number | null>`max(${products.salePricePaisa})::int`.as('max_sale_paisa'),
    };
  }

  /**
   * The colours (lower-cased, as the colour filter takes them) of the in-stock variants of the products of `gender`
   * (every product without it), by name: the choices of a collection's colour filter, each of which finds a product.
   */
  async colours(gender?: GenderCategory): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ colour: productVariants.colour })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          sql`${productVariants.colour} is not null`,
          sql`${productVariants.stock} > 0`,
          gender ? eq(products.genderCategory, gender) : undefined,
        ),
      )
      .orderBy(asc(productVariants.colour));
    return rows.map((row) => row.colour).filter((colour): colour is string => colour !== null);
  }

  /** A new product; `along` runs in its transaction (the ledger's opening movement). */
  insert(
    values: NewProductRow,
    along?: (tx: Transaction, row: ProductRow) => Promise<void>,
  ): Promise<ProductRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(products).values(values).returning(productColumns);
      await along?.(tx, row);
      return row;
    });
  }

  /** The seeded catalogue. Chunks keep each statement's parameters far below PostgreSQL's limit of 65535. */
  async insertMany(rows: NewProductRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(products)
          .values(rows.slice(i, i + 500))
          .returning({ id: products.id, stock: products.stock });
        // Each begins its stock ledger (docs/rules.md, Stock).
        await tx.insert(stockMovements).values(
          inserted.map((row) => ({
            productId: row.id,
            change: row.stock,
            stockAfter: row.stock,
            reason: 'created' as const,
          })),
        );
      });
    }
  }

  /**
   * The form's changes, under a lock on the product's row; `along` runs in the same transaction with the stock it had
   * (the ledger's movement of a stock the form changed).
   */
  update(
    id: string,
    changes: Partial<NewProductRow>,
    along?: (tx: Transaction, stockBefore: number, row: ProductRow) => Promise<void>,
  ): Promise<ProductRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!before) return undefined;
      const [row] = await tx
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning(productColumns);
      await along?.(tx, before.stock, row);
      return row;
    });
  }

  async delete(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.delete(products).where(eq(products.id, id)).returning(productColumns);
    return row;
  }

  /** Bulk-seeded products share pictures: a picture is only deleted when no product uses it any more. */
  async isImageInUse(imageKey: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.imageKey, imageKey))
      .limit(1);
    if (rows.length > 0) return true;
    const variants = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.imageKey, imageKey))
      .limit(1);
    return variants.length > 0;
  }

  /** The catalog's version: committed writes of `products` so far (see the `catalogVersion` table). */
  async catalogVersion(): Promise<number> {
    return (await this.catalogVersions()).all;
  }

  /** The catalog's version and its shape's (the `catalogShapeVersion` table), in one statement. */
  async catalogVersions(): Promise<CatalogVersions> {
    const [row] = await this.version.execute();
    return { all: Number(row.version ?? 0), shape: Number(row.shape ?? 0) };
  }

  /** Words of the names that resemble `word` (pg_trgm similarity, its GIN index), the closest first. */
  async similarWords(word: string, limit: number): Promise<string[]> {
    const rows = await this.similar.execute({ word, limit });
    return rows.map((row) => row.word);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(products);
    return row.n;
  }

  /**
   * `prepared`: the values as placeholders (see valuesOf), for a statement prepared once per shape; otherwise inline,
   * for a query built each time.
   */
  private baseConditions(c: ProductCriteria, prepared = true): SQL[] {
    const bind = <T>(name: keyof ProductCriteria | 'match' | 'not', inline: T): T | Placeholder =>
      prepared ? value(name) : inline;
    const conditions: SQL[] = [];
    if (c.search) {
      // Served by the GIN index on the name's words; the queries are composed by the service, never raw text.
      conditions.push(sql`${products.search} @@ to_tsquery('simple', ${bind('match', c.search.match)})`);
      if (c.search.not)
        conditions.push(sql`not (${products.search} @@ to_tsquery('simple', ${bind('not', c.search.not)}))`);
    }
    if (c.generalCategory)
      conditions.push(eq(products.generalCategory, bind('generalCategory', c.generalCategory)));
    if (c.genderCategory)
      conditions.push(eq(products.genderCategory, bind('genderCategory', c.genderCategory)));
    if (c.featured !== undefined) conditions.push(eq(products.featured, bind('featured', c.featured)));
    if (c.inStock === true) conditions.push(sql`${products.stock} > 0`);
    // A product's stock is its variants' sum: one at 0 among others in stock still needs the admin's eye.
    if (c.inStock === false)
      conditions.push(
        sql`(${products.stock} = 0 or exists (select 1 from ${productVariants} v where v.product_id = ${products}.id and v.stock = 0))`,
      );
    // The colour's partial index (in-stock variants) finds the products; no variant of that colour, no product.
    if (c.colour !== undefined)
      conditions.push(
        sql`exists (select 1 from ${productVariants} v where v.colour = ${bind('colour', c.colour)} and v.product_id = ${products}.id and v.stock > 0)`,
      );
    if (c.createdSince) conditions.push(gte(products.createdAt, bind('createdSince', c.createdSince)));
    if (c.createdBefore) conditions.push(lt(products.createdAt, bind('createdBefore', c.createdBefore)));
    if (c.minQuantitySold !== undefined)
      conditions.push(gte(products.quantitySold, bind('minQuantitySold', c.minQuantitySold)));
    if (c.quantitySoldBelow !== undefined)
      conditions.push(lt(products.quantitySold, bind('quantitySoldBelow', c.quantitySoldBelow)));
    if (c.excludeId) conditions.push(ne(products.id, bind('excludeId', c.excludeId)));
    return conditions;
  }

  private priceConditions(c: ProductCriteria, prepared = true): SQL[] {
    const conditions: SQL[] = [];
    if (c.minSalePaisa !== undefined)
      conditions.push(gte(products.salePricePaisa, prepared ? value('minSalePaisa') : c.minSalePaisa));
    if (c.maxSalePaisa !== undefined)
      conditions.push(lte(products.salePricePaisa, prepared ? value('maxSalePaisa') : c.maxSalePaisa));
    return conditions;
  }

  /**
   * The sort key of every `step`-th row of a list (rows step, 2·step, …, in the order's order), read in one pass over
   * the order's index; null for an order whose columns do not all run the same way (no cursors for it).
   */
  async cursors(criteria: ProductCriteria, order: ProductOrder, step: number): Promise<Cursor[] | null> {
    const keyset = this.keysetOf(order);
    if (!keyset) return null;
    // Cached per catalog version: built each time, its values inline.
    const where =
      and(...this.baseConditions(criteria, false), ...this.priceConditions(criteria, false)) ?? sql`true`;
    const keys = sql.join(
      keyset.columns.map((column, i) => sql`(${column.expression})::text as ${sql.raw(`k${i}`)}`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      select * from (
        select ${keys}, row_number() over (order by ${sql.join(this.orderBy(order), sql`, `)}) as n
        from ${products} where ${where}
      ) numbered
      where n % ${step} = 0
      order by n`);
    // Both drivers return { rows }.
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => keyset.columns.map((_, i) => row[`k${i}`]));
  }

  /** The columns of an order whose columns all run one way, so "after this row" is one row comparison. */
  private keysetOf(order: ProductOrder): Keyset | null {
    const createdAt: KeyColumn = { expression: sql`${products.createdAt}`, type: 'timestamptz' };
    const id: KeyColumn = { expression: sql`${products.id}`, type: 'uuid' };
    switch (order) {
      case 'relevance':
      case 'newest':
        return { columns: [createdAt, id], direction: 'desc' };
      case 'price-desc':
        return {
          columns: [{ expression: sql`${products.salePricePaisa}`, type: 'integer' }, createdAt, id],
          direction: 'desc',
        };
      case 'best-selling':
        return {
          columns: [{ expression: sql`${products.quantitySold}`, type: 'integer' }, createdAt, id],
          direction: 'desc',
        };
      case 'name':
        return {
          columns: [{ expression: sql`lower(${products.name})`, type: 'text' }, id],
          direction: 'asc',
        };
      case 'rating':
        return {
          columns: [
            { expression: sql`${products.ratingTenths}`, type: 'integer' },
            { expression: sql`${products.ratingCount}`, type: 'integer' },
            createdAt,
            id,
          ],
          direction: 'desc',
        };
      default:
        // price-asc: the price rises while the date falls.
        return null;
    }
  }

  /** Rows strictly after `after` in the order: `(columns) < (values)` descending, `>` ascending. */
  private afterCondition(keyset: Keyset): SQL {
    const columns = sql.join(
      keyset.columns.map((column) => column.expression),
      sql`, `,
    );
    const values = sql.join(
      keyset.columns.map((column, i) => sql`${value(`after${i}`)}::${sql.raw(column.type)}`),
      sql`, `,
    );
    return keyset.direction === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }

  /**
   * The order of a page read with its summary: with `also` by relevance, the names matching `alsoMatching` (every
   * word whole) first, then the others (every word only as a prefix), each newest first, as the search's tiers.
   */
  private rankedOrder(order: ProductOrder, also: boolean): SQL[] {
    if (order !== 'relevance' || !also) return this.orderBy(order);
    return [
      sql`(${products.search} @@ to_tsquery('simple', ${value('alsoMatching')})) desc`,
      ...this.orderBy(order),
    ];
  }

  /** Every order ends with the id, so pages never overlap or skip rows that tie. */
  private orderBy(order: ProductOrder): SQL[] {
    const newest = [desc(products.createdAt), desc(products.id)];
    switch (order) {
      // Within one of the search's tiers (the service pages across them), newest first.
      case 'relevance':
        return newest;
      case 'price-asc':
        return [asc(products.salePricePaisa), ...newest];
      case 'price-desc':
        return [desc(products.salePricePaisa), ...newest];
      case 'best-selling':
        return [desc(products.quantitySold), ...newest];
      case 'name':
        return [sql`lower(${products.name}) asc`, asc(products.id)];
      // The best average of approved reviews first, the most reviewed among equals (issue 54).
      case 'rating':
        return [desc(products.ratingTenths), desc(products.ratingCount), ...newest];
      case 'newest':
      default:
        return newest;
    }
  }
}
