import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, products, type Transaction } from '../database';

/** The current figures of a product as the checkout needs them. */
export interface ProductQuote {
  id: string;
  name: string;
  salePricePaisa: number;
  stock: number;
}

/** A quantity of one product; a null id is a product deleted since it was ordered (nothing to move). */
export interface StockLine {
  productId: string | null;
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
    return this.db
      .select({
        id: products.id,
        name: products.name,
        salePricePaisa: products.salePricePaisa,
        stock: products.stock,
      })
      .from(products)
      .where(inArray(products.id, ids));
  }

  /**
   * Each line's stock falls by a conditional update (`stock >= quantity` and the quoted price still current); a line
   * that cannot be served throws StockRejectedError, so the caller's transaction rolls back and nothing changes.
   * `countSold`: raise quantity_sold now (cash on delivery) rather than when paid.
   */
  async takeStock(
    tx: Transaction,
    lines: PricedStockLine[],
    { countSold }: { countSold: boolean },
  ): Promise<void> {
    for (const line of byProductId(lines)) {
      const taken = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} - ${line.quantity}`,
          quantitySold: countSold ? sql`${products.quantitySold} + ${line.quantity}` : products.quantitySold,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.id, line.productId),
            sql`${products.stock} >= ${line.quantity}`,
            eq(products.salePricePaisa, line.unitPricePaisa),
          ),
        )
        .returning({ id: products.id });
      if (!taken.length) throw new StockRejectedError(line.productId);
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

  private async move(tx: Transaction, lines: StockLine[], stock: 0 | 1, sold: -1 | 0 | 1): Promise<void> {
    for (const line of byProductId(lines)) {
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${stock * line.quantity}`,
          quantitySold: sql`greatest(${products.quantitySold} + ${sold * line.quantity}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, line.productId));
    }
  }
}

/** Lines of existing products, one per product (quantities added), in id order: the order rows are locked in. */
function byProductId<T extends StockLine>(lines: T[]): (T & { productId: string })[] {
  const merged = new Map<string, T & { productId: string }>();
  for (const line of lines) {
    if (!line.productId) continue;
    const current = merged.get(line.productId);
    merged.set(line.productId, {
      ...line,
      productId: line.productId,
      quantity: (current?.quantity ?? 0) + line.quantity,
    });
  }
  return [...merged.values()].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
}
