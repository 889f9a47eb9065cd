import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, getTableColumns, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  DATABASE,
  type Database,
  type ProductRow,
  products,
  type ProductVariantRow,
  productVariants,
  type Transaction,
} from '../database';
import { PRODUCT_FORM_NOTE } from '../contracts';
import { type Moved, StockLedger } from './stock-ledger';
import type { CheckedVariants } from './variant-rules';

const { search: _search, ...productColumns } = getTableColumns(products);

/** What writing a product's variants did: the product as it is now, and the pictures no variant uses any more. */
export interface VariantsWritten {
  product: ProductRow;
  variants: ProductVariantRow[];
  releasedImageKeys: string[];
}

/** Why a write of variants was refused after the product was locked. */
export type VariantsRefusal =
  { kind: 'not found' } | { kind: 'not its variant' } | { kind: 'sku taken'; sku: string };

/**
 * The variants' rows. Every write locks the product's row first (the stock's order of locks: product, then its
 * variants) and sets the product's stock to their sum in the same transaction, which also raises the catalog's
 * version (the trigger on products), so the lists' cache sees the change.
 */
@Injectable()
export class ProductVariantsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: StockLedger,
  ) {}

  /** The variants of these products, in the admin's order, by product id (absent: none). */
  async ofProducts(productIds: string[]): Promise<Map<string, ProductVariantRow[]>> {
    const byProduct = new Map<string, ProductVariantRow[]>();
    if (!productIds.length) return byProduct;
    const rows = await this.db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    return byProduct;
  }

  /**
   * Sets the options and variants at once (PUT …/variants): kept by id, created without one, the rest deleted. Each
   * stock it changes is written in the ledger (docs/rules.md, Stock): a new variant's as `created`, the others' as
   * the product form's adjustment, by `byUserId`.
   */
  replace(
    productId: string,
    checked: CheckedVariants,
    byUserId: string | null,
  ): Promise<VariantsWritten | VariantsRefusal> {
    return this.db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return { kind: 'not found' as const };
      const [{ stock: stockBefore }] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      const current = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
      const currentIds = new Set(current.map((row) => row.id));
      if (checked.variants.some((variant) => variant.id && !currentIds.has(variant.id)))
        return { kind: 'not its variant' as const };
      const skus = checked.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
      if (skus.length) {
        const [taken] = await tx
          .select({ sku: productVariants.sku })
          .from(productVariants)
          .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)))
          .limit(1);
        if (taken?.sku) return { kind: 'sku taken' as const, sku: taken.sku };
      }

      const keptIds = checked.variants.flatMap((variant) => (variant.id ? [variant.id] : []));
      const removed = await tx
        .delete(productVariants)
        .where(
          and(
            eq(productVariants.productId, productId),
            keptIds.length ? notInArray(productVariants.id, keptIds) : undefined,
          ),
        )
        .returning({ imageKey: productVariants.imageKey });
      // Kept variants may swap SKUs: cleared first, so the unique index never sees one twice mid-way.
      if (keptIds.length)
        await tx.update(productVariants).set({ sku: null }).where(inArray(productVariants.id, keptIds));
      const now = new Date();
      for (const variant of checked.variants) {
        const values = {
          position: variant.position,
          options: variant.options,
          label: variant.label,
          colour: variant.colour,
          stock: variant.stock,
          sku: variant.sku,
          updatedAt: now,
        };
        if (variant.id)
          await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
        else await tx.insert(productVariants).values({ ...values, productId });
      }
      const stock = checked.variants.reduce((sum, variant) => sum + variant.stock, 0);
      const [product] = await tx
        .update(products)
        .set({ options: checked.options, optionWords: checked.optionWords, stock, updatedAt: now })
        .where(eq(products.id, productId))
        .returning(productColumns);
      const variants = await tx
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position));
      await this.writeMoves(tx, product, stockBefore, current, variants, byUserId);
      return {
        product,
        variants,
        releasedImageKeys: removed.flatMap((row) => (row.imageKey ? [row.imageKey] : [])),
      };
    });
  }

  /** The stock moves of a replace: the plain stock's, each removed, kept and new variant's. */
  private async writeMoves(
    tx: Transaction,
    product: ProductRow,
    stockBefore: number,
    before: ProductVariantRow[],
    after: ProductVariantRow[],
    byUserId: string | null,
  ): Promise<void> {
    const moved = (variant: ProductVariantRow | null, change: number, stockAfter: number): Moved => ({
      productId: product.id,
      name: product.name,
      lowStockAt: product.lowStockAt,
      variant: variant && { id: variant.id, label: variant.label },
      change,
      stockAfter,
    });
    // A plain product's own stock: what it had, what it has as a plain product now (0 once it has variants).
    const plainBefore = before.length ? 0 : stockBefore;
    const plainAfter = after.length ? 0 : product.stock;
    const edited: Moved[] =
      plainAfter !== plainBefore ? [moved(null, plainAfter - plainBefore, plainAfter)] : [];
    const created: Moved[] = [];
    for (const variant of before)
      if (!after.some((kept) => kept.id === variant.id) && variant.stock !== 0)
        edited.push(moved(variant, -variant.stock, 0));
    for (const variant of after) {
      const was = before.find((old) => old.id === variant.id);
      if (!was) created.push(moved(variant, variant.stock, variant.stock));
      else if (variant.stock !== was.stock)
        edited.push(moved(variant, variant.stock - was.stock, variant.stock));
    }
    await this.ledger.write(tx, edited, { reason: 'adjustment', byUserId, note: PRODUCT_FORM_NOTE });
    await this.ledger.write(tx, created, { reason: 'created', byUserId });
  }

  /**
   * Sets (or with null removes) a variant's picture; returns the key it had (null for none), or undefined when the
   * product has no such variant. The product's row is touched, so the lists' cache sees the new picture.
   */
  setImage(
    productId: string,
    variantId: string,
    imageKey: string | null,
  ): Promise<{ previous: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return undefined;
      const [variant] = await tx
        .select({ imageKey: productVariants.imageKey })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .for('update');
      if (!variant) return undefined;
      const now = new Date();
      await tx
        .update(productVariants)
        .set({ imageKey, updatedAt: now })
        .where(eq(productVariants.id, variantId));
      await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
      return { previous: variant.imageKey };
    });
  }

  /** The pictures of a product's variants (released when the product is deleted). */
  async imageKeysOf(productId: string): Promise<string[]> {
    const rows = await this.db
      .select({ imageKey: productVariants.imageKey })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), sql`${productVariants.imageKey} is not null`));
    return rows.flatMap((row) => (row.imageKey ? [row.imageKey] : []));
  }
}

/** Locks the product's row for the transaction; false when there is no such product. */
async function lockProduct(tx: Transaction, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}
