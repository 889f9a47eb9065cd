import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { genderCategoryEnum, generalCategoryEnum } from './enums';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
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
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaisa} >= 0`),
    check('products_discount_check', sql`${t.discount} between 0 and 100`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_quantity_sold_check', sql`${t.quantitySold} >= 0`),
    // Typo-tolerant search (ILIKE and the pg_trgm similarity operators) on the lower-cased name.
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Alphabetical sort (sort=name) reads this index instead of sorting the whole catalogue.
    index('products_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('products_gender_created_idx').on(t.genderCategory, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_quantity_sold_idx').on(t.quantitySold),
    // The dashboard's low-stock list: lowest stock first, then by name, without sorting the catalogue.
    index('products_stock_name_idx').on(t.stock, t.name),
    index('products_featured_idx').on(t.featured),
    index('products_sale_price_idx').on(t.salePricePaisa),
    // Deleting a product checks whether another product still shares its pictures (bulk seeds reuse them).
    index('products_image_key_idx').on(t.imageKey),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
