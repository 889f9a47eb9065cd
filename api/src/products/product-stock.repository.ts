import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { variantLabelNe } from '../contracts';
import { DATABASE, type Database, products, productVariants, type Transaction } from '../database';

/** The current figures of a product as the checkout needs them. */
export interface ProductQuote {
  id: string;
  name: string;
  /** Its Nepali name; null for none. */
  nameNe: string | null;
  salePricePaisa: number;
  /** With variants: their sum. */
  stock: number;
  /** Its variants (none for a plain product), whose stock a line of one of them is served from. */
  variants: VariantQuote[];
}

export interface VariantQuote {
  id: string;
  label: string;
  /** Its label in its options' Nepali values (variantLabelNe); null when they have none. */
  labelNe: string | null;
  stock: number;
}

/**
 * A quantity of one product (of one variant); a null product id is a product deleted since it was ordered, a variant
 * id no row has any more a variant deleted since (nothing to move).
 */
export interface StockLine {
  productId: string | null;
  /** Null or absent: a plain product's line. */
  variantId?: string | null;
  quantity: number;
}

/** A line to take at the price it was quoted at. */
export interface PricedStockLine extends StockLine {
  productId: string;
  unitPricePaisa: number;
}

/** Thrown inside the caller's transaction (so it rolls back) when a line cannot be served at the quoted price. */
export class StockRejectedError extends Error {
  constructor(readonly productId: string) {
    super(`Line for product ${productId} cannot be served`);
    this.name = 'StockRejectedError';
  }
}

/**
 * The only writer of stock and sold counts besides the product form. Every method takes the caller's transaction
 * and locks the products in id order, so two transactions that share products wait for each other instead of
 * deadlocking.
 */
@Injectable()
export class ProductStock {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async quote(ids: string[]): Promise<ProductQuote[]> {
    if (!ids.length) return [];
    const [rows, variants] = await Promise.all([
      this.db
        .select({
          id: products.id,
          name: products.name,
          nameNe: products.nameNe,
          salePricePaisa: products.salePricePaisa,
          stock: products.stock,
          options: products.options,
        })
        .from(products)
        .where(inArray(products.id, ids)),
      this.db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          label: productVariants.label,
          values: productVariants.options,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position)),
    ]);
    return rows.map(({ options, ...row }) => ({
      ...row,
      variants: variants
        .filter((variant) => variant.productId === row.id)
        .map(({ id, label, values, stock }) => ({
          id,
          label,
          labelNe: variantLabelNe(options, values),
          stock,
        })),
    }));
  }

  /**
   * Each product's stock falls by a conditional update (`stock >= quantity` and the quoted price still current), then
   * each variant's by the same (`stock >= quantity`): the product's row is locked first, then its variants in id
   * order, as every writer of stock does, so no two transactions wait for each other in a cycle. A line that cannot
   * be served throws StockRejectedError, so the caller's transaction rolls back and nothing changes. A plain line of
   * a product that has variants by now cannot be served either. `countSold`: raise quantity_sold now (cash on
   * delivery) rather than when paid.
   */
  async takeStock(
    tx: Transaction,
    lines: PricedStockLine[],
    { countSold }: { countSold: boolean },
  ): Promise<void> {
    for (const group of byProduct(lines)) {
      const plain = group.variants.length === 0;
      const taken = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} - ${group.quantity}`,
          quantitySold: countSold ? sql`${products.quantitySold} + ${group.quantity}` : products.quantitySold,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.id, group.productId),
            sql`${products.stock} >= ${group.quantity}`,
            eq(products.salePricePaisa, group.unitPricePaisa),
            plain
              ? sql`not exists (select 1 from ${productVariants} v where v.product_id = ${group.productId})`
              : undefined,
          ),
        )
        .returning({ id: products.id });
      if (!taken.length) throw new StockRejectedError(group.productId);
      for (const variant of group.variants) {
        const fromVariant = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${variant.quantity}`, updatedAt: new Date() })
          .where(
            and(
              eq(productVariants.id, variant.variantId),
              eq(productVariants.productId, group.productId),
              sql`${productVariants.stock} >= ${variant.quantity}`,
            ),
          )
          .returning({ id: productVariants.id });
        if (!fromVariant.length) throw new StockRejectedError(group.productId);
      }
    }
  }

  /** Puts the lines back on the shelf; `uncountSold` also takes them off quantity_sold (never below 0). */
  returnStock(tx: Transaction, lines: StockLine[], { uncountSold }: { uncountSold: boolean }): Promise<void> {
    return this.move(tx, lines, 1, uncountSold ? -1 : 0);
  }

  /** Counts the lines as sold (a paid order whose stock was already taken). */
  countSold(tx: Transaction, lines: StockLine[]): Promise<void> {
    return this.move(tx, lines, 0, 1);
  }

  /**
   * A variant's quantity goes back to the variant and to its product's sum; one whose variant was deleted goes
   * nowhere (the sum is its variants'). A plain line goes back to the product unless it has variants by now.
   */
  private async move(tx: Transaction, lines: StockLine[], stock: 0 | 1, sold: -1 | 0 | 1): Promise<void> {
    for (const group of byProduct(lines)) {
      // The product's row first, as takeStock locks it.
      await tx.execute(sql`select 1 from ${products} where ${products.id} = ${group.productId} for update`);
      let back = 0;
      if (stock)
        for (const variant of group.variants) {
          const found = await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} + ${variant.quantity}`, updatedAt: new Date() })
            .where(
              and(eq(productVariants.id, variant.variantId), eq(productVariants.productId, group.productId)),
            )
            .returning({ id: productVariants.id });
          if (found.length) back += variant.quantity;
        }
      const plainBack = stock * group.plainQuantity;
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${back} + (case when exists (select 1 from ${productVariants} v where v.product_id = ${group.productId}) then 0 else ${plainBack}::int end)`,
          quantitySold: sql`greatest(${products.quantitySold} + ${sold * group.quantity}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, group.productId));
    }
  }
}

/** The lines of one product: its plain quantity, and its variants' (one per variant, in id order). */
interface ProductGroup {
  productId: string;
  /** Every line's quantity. */
  quantity: number;
  /** The quantity of lines without a variant. */
  plainQuantity: number;
  variants: { variantId: string; quantity: number }[];
  /** The quoted price of the product's lines (takeStock's lines; 0 for others). */
  unitPricePaisa: number;
}

/** Lines of existing products grouped per product, in id order: the order rows are locked in. */
function byProduct(lines: (StockLine & { unitPricePaisa?: number })[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup & { byVariant: Map<string, number> }>();
  for (const line of lines) {
    if (!line.productId) continue;
    const group = groups.get(line.productId) ?? {
      productId: line.productId,
      quantity: 0,
      plainQuantity: 0,
      variants: [],
      unitPricePaisa: line.unitPricePaisa ?? 0,
      byVariant: new Map<string, number>(),
    };
    group.quantity += line.quantity;
    if (line.variantId)
      group.byVariant.set(line.variantId, (group.byVariant.get(line.variantId) ?? 0) + line.quantity);
    else group.plainQuantity += line.quantity;
    groups.set(line.productId, group);
  }
  return [...groups.values()]
    .sort((a, b) => compare(a.productId, b.productId))
    .map(({ byVariant, ...group }) => ({
      ...group,
      variants: [...byVariant]
        .sort(([a], [b]) => compare(a, b))
        .map(([variantId, quantity]) => ({ variantId, quantity })),
    }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
