import { sql } from 'drizzle-orm';
import {
  bigint,
  pgEnum,
  timestamp,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOW_STOCK_AT_DEFAULT, LOW_STOCK_AT_MAX, type ProductOption, STOCK_REASONS } from '../../contracts';
import { createdAt, id, updatedAt } from './columns';
import { genderCategoryEnum, generalCategoryEnum } from './enums';

/** PostgreSQL's full-text document type; read only by the database (the search's index), never selected. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The Nepali name and description (issue 43), optional: Nepali pages show the English ones without them. */
    nameNe: text('name_ne'),
    descriptionNe: text('description_ne'),
    /** Money is integer paisa (Rs. 1 = 100 paisa); JSON shows rupees. */
    pricePaisa: integer('price_paisa').notNull(),
    /** Percent, 0..100. */
    discount: integer('discount').notNull().default(0),
    /**
     * Sale price = price − price × discount / 100, rounded half up to the paisa. Computed by the database so
     * filters, sorting and the X-Max-Price header all use one definition, and it can be indexed.
     */
    salePricePaisa: integer('sale_price_paisa')
      .notNull()
      .generatedAlwaysAs(sql`(price_paisa * (100 - discount) + 50) / 100`),
    stock: integer('stock').notNull().default(0),
    /** Stock at or below this is low: the owner's alert when it falls there, the dashboard's list (docs/rules.md, Stock). */
    lowStockAt: integer('low_stock_at').notNull().default(LOW_STOCK_AT_DEFAULT),
    featured: boolean('featured').notNull().default(false),
    generalCategory: generalCategoryEnum('general_category').notNull(),
    genderCategory: genderCategoryEnum('gender_category').notNull(),
    composition: text('composition'),
    size: text('size'),
    weight: text('weight'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    /** Storage key prefix of the product's pictures: `<key>-card.webp` and `<key>-detail.webp`. */
    imageKey: text('image_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Its options (Colour, Size, …) in the admin's order; [] for a plain product. The variants have their own table. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /**
     * The options' values as words, written with the options: the search finds a shawl by its colours ('maroon')
     * through the same tsvector and GIN index as its name. '' for a plain product.
     */
    optionWords: text('option_words').notNull().default(''),
    /**
     * The words of both names, English and Nepali, and of the options' values, for full-text search ('simple': no stemming, no stop words, so
     * every word of a name can be found by its prefix). Computed by the database; the GIN index below serves `@@`
     * (docs/decisions/0011-search-full-text-words-typos-from-a-dictionary.md), and the typo dictionary (search_words)
     * gets the Nepali words too (docs/decisions/0059-the-shop-in-nepali-the-api-the-formatter-and-the-e-mails.md).
     */
    /**
     * Its approved reviews: how many and their ratings' sum, written by the review service in the transaction that
     * changes them (docs/rules.md, Reviews). A write of `products`, so the catalog cache's version moves with them.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The average in tenths, rounded half up (43 is 4.3), 0 without reviews: what sort=rating orders by. */
    ratingTenths: integer('rating_tenths')
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count > 0 then (rating_sum * 20 + rating_count) / (rating_count * 2) else 0 end`,
      ),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', name || ' ' || coalesce(name_ne, '') || ' ' || option_words)`,
      ),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaisa} >= 0`),
    check('products_discount_check', sql`${t.discount} between 0 and 100`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_quantity_sold_check', sql`${t.quantitySold} >= 0`),
    check(
      'products_low_stock_at_check',
      sql`${t.lowStockAt} between 0 and ${sql.raw(String(LOW_STOCK_AT_MAX))}`,
    ),
    // Typo-tolerant search (ILIKE and the pg_trgm similarity operators) on the lower-cased name.
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Alphabetical sort (sort=name) reads this index instead of sorting the whole catalogue.
    index('products_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('products_search_idx').using('gin', t.search),
    // Each list's sort order ends with the id, as the queries' ORDER BY does: a page is read from the index in order,
    // and a deep page skips its offset in the index alone (an index-only scan) before reading its few rows.
    index('products_gender_created_id_idx').on(t.genderCategory, t.createdAt, t.id),
    index('products_created_id_idx').on(t.createdAt, t.id),
    index('products_quantity_sold_idx').on(t.quantitySold),
    // The dashboard's low-stock list: lowest stock first, then by name, without sorting the catalogue.
    index('products_stock_name_idx').on(t.stock, t.name),
    index('products_featured_idx').on(t.featured),
    index('products_sale_price_idx').on(t.salePricePaisa),
    // sort=rating: the best average first, then the most reviewed, then newest.
    index('products_rating_idx').on(t.ratingTenths, t.ratingCount, t.createdAt, t.id),
    // Deleting a product checks whether another product still shares its pictures (bulk seeds reuse them).
    index('products_image_key_idx').on(t.imageKey),
  ],
);

/**
 * One combination of a product's option values, with stock of its own (issue 41). The product's `stock` is kept
 * equal to the sum of its variants' in the same transactions that change theirs, so every list, filter and index of
 * products reads one number; a sale takes the variant's row by the same conditional update as a product's.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Its place in the admin's table, from 0. */
    position: integer('position').notNull(),
    /** One value of each of the product's options, by option name. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    /** The values joined by ' / ' in the options' order (variantLabel), written with them. */
    label: text('label').notNull(),
    /** The value of its 'Colour' (or 'Color') option, lower-cased, for the lists' colour filter; null for none. */
    colour: text('colour'),
    stock: integer('stock').notNull().default(0),
    sku: text('sku'),
    /** Storage key prefix of its own picture (as products.image_key); null: the product's is shown. */
    imageKey: text('image_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    // The colour filter: products with an in-stock variant of the colour, found from the colour.
    index('product_variants_colour_idx')
      .on(t.colour, t.productId)
      .where(sql`${t.stock} > 0`),
    // The dashboard's low-stock list reads the variants under the threshold, lowest first.
    index('product_variants_stock_idx').on(t.stock),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;

/** A product as the API reads it: every column but the search vector. */
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
export type NewProductRow = typeof products.$inferInsert;

/**
 * Every word of every product name (digits-only words left out: nobody mistypes a number into another one), kept by
 * triggers on `products` (migration 0008). The typo fallback looks the searched words up here by trigram
 * similarity, a few hundred rows, instead of comparing the text with every name.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * How often `products` was written, counted by a statement trigger (migration 0008) in one row per database session
 * (backend pid): the catalog's version is the sum, which grows when such a transaction commits and is never seen
 * earlier (MVCC). A row of its own per session means two writers never wait for each other here. The API's catalog
 * cache keys its responses by the version, so every instance sees a write at once.
 */
export const catalogVersion = pgTable('catalog_version', {
  backendPid: integer('backend_pid').primaryKey(),
  writes: bigint('writes', { mode: 'number' }).notNull().default(0),
});

/**
 * The catalog's shape: how often a statement changed what a list's totals read (which products there are, their
 * names, options, categories, prices, dates, whether featured), counted as `catalogVersion` is, one row per database
 * session (migration 0023). A write of stock, sold counts, ratings or `updated_at` alone leaves it, so a list's
 * totals (count, highest price) outlive the checkouts of a sale day; the totals of the criteria that read stock or
 * sold counts (totalsFollowStock) stay keyed by the whole version.
 */
export const catalogShapeVersion = pgTable('catalog_shape_version', {
  backendPid: integer('backend_pid').primaryKey(),
  writes: bigint('writes', { mode: 'number' }).notNull().default(0),
});

export const stockReasonEnum = pgEnum('stock_reason', STOCK_REASONS);

/**
 * The stock ledger (docs/rules.md, Stock): one row per change of a product's or a variant's stock, written by
 * ProductStock in the change's own transaction, so a product's movements always sum to its stock. `seq` orders them
 * (several share one transaction's `at`). No foreign key to the variant or the order: a deleted variant's movements
 * keep its id and label, and an order's movement is written before its order row, in the same transaction.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id'),
    variantLabel: text('variant_label'),
    change: integer('change').notNull(),
    /** The product's stock after it (a plain product's), or the variant's. */
    stockAfter: integer('stock_after').notNull(),
    reason: stockReasonEnum('reason').notNull(),
    orderId: uuid('order_id'),
    /** Who made it: the admin or staff member, or the customer of an order or a cancellation; null for the shop's own. */
    byUserId: uuid('by_user_id'),
    note: text('note'),
  },
  (t) => [index('stock_movements_product_seq_idx').on(t.productId, t.seq)],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
