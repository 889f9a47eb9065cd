import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../common/uuid';
import {
  CHOOSE_VARIANT_TO_ADJUST_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  STOCK_BELOW_ZERO_MESSAGE,
  VARIANT_NOT_FOUND_MESSAGE,
  variantLabelNe,
} from '../contracts';
import {
  DATABASE,
  type Database,
  onConnection,
  prepareSql,
  products,
  productVariants,
  type StockMovementRow,
  type Transaction,
  value,
} from '../database';
import { type Moved, movementOfTaken, movementValues, type StockCause, StockLedger } from './stock-ledger';

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
 * The only writer of stock and sold counts (the product form's and the variants' table's writes come through
 * `setStock` and StockLedger too). Every method takes the caller's transaction and locks the products in id order,
 * so two transactions that share products wait for each other instead of deadlocking; every change of a stock row
 * writes its movement in the ledger in the same transaction (docs/rules.md, Stock).
 */
@Injectable()
export class ProductStock {
  /** The checkout's statements, prepared once (docs/decisions/0081-…): its quote, a plain product's stock taken. */
  private readonly quoted;
  private readonly plainTaken;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly ledger: StockLedger,
  ) {
    this.quoted = db
      .select({
        id: products.id,
        name: products.name,
        nameNe: products.nameNe,
        salePricePaisa: products.salePricePaisa,
        stock: products.stock,
        options: products.options,
        // Spelled with the table's name: in a one-table select Drizzle leaves column names unqualified, and "id"
        // here would be the variant's.
        variants: sql<QuotedVariant[]>`coalesce((
          select json_agg(json_build_object('id', v.id, 'label', v.label, 'values', v.options, 'stock', v.stock)
            order by v.position)
          from ${productVariants} v where v.product_id = ${products}.id), '[]'::json)`,
      })
      .from(products)
      .where(sql`${products.id} = any(${value('ids')}::uuid[])`)
      .prepare('checkout_quote');
    this.plainTaken = prepareSql<MovedProduct>(
      db,
      'stock_take_plain',
      sql`
      with taken as (
        update ${products} set stock = stock - ${value('quantity')}::int,
          quantity_sold = quantity_sold + ${value('sold')}::int, updated_at = now()
        where id = ${value('productId')}::uuid and stock >= ${value('quantity')}::int
          and sale_price_paisa = ${value('unitPricePaisa')}::int
          and not exists (select 1 from ${productVariants} v where v.product_id = ${value('productId')}::uuid)
        returning id, name, low_stock_at, stock
      ), moved as (${movementOfTaken('taken')})
      select id, name, low_stock_at as "lowStockAt", stock from taken`,
    );
  }

  /** The products and their variants, in one statement (checkout reads them for every order). */
  async quote(ids: string[]): Promise<ProductQuote[]> {
    if (!ids.length) return [];
    const rows = await this.quoted.execute({ ids });
    return rows.map(({ options, variants, ...row }) => ({
      ...row,
      variants: variants.map(({ id, label, values, stock }) => ({
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
   * delivery) rather than when paid. `cause`: the ledger's reason ('order') and the order.
   */
  async takeStock(
    tx: Transaction,
    lines: PricedStockLine[],
    { countSold }: { countSold: boolean },
    cause: StockCause,
  ): Promise<void> {
    const moved: Moved[] = [];
    const ledgered: Moved[] = [];
    for (const group of byProduct(lines)) {
      const plain = group.variants.length === 0;
      if (plain) {
        ledgered.push(await this.takePlain(tx, group, countSold, cause));
        continue;
      }
      const [taken] = await tx
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
          ),
        )
        .returning(movedColumns);
      if (!taken) throw new StockRejectedError(group.productId);
      for (const variant of group.variants) {
        const [fromVariant] = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${variant.quantity}`, updatedAt: new Date() })
          .where(
            and(
              eq(productVariants.id, variant.variantId),
              eq(productVariants.productId, group.productId),
              sql`${productVariants.stock} >= ${variant.quantity}`,
            ),
          )
          .returning(variantColumns);
        if (!fromVariant) throw new StockRejectedError(group.productId);
        moved.push(movedOf(taken, fromVariant, -variant.quantity, fromVariant.stock));
      }
    }
    await this.ledger.write(tx, moved, cause);
    await this.ledger.alertLow(tx, ledgered, cause);
  }

  /**
   * A plain product's line: its conditional update and its ledger entry in one statement (the checkout's commonest
   * case, one round trip under the row's lock). The product must still have no variants.
   */
  private async takePlain(
    tx: Transaction,
    group: ProductGroup,
    countSold: boolean,
    cause: StockCause,
  ): Promise<Moved> {
    const { productId, quantity, unitPricePaisa } = group;
    const { rows } = await onConnection(this.plainTaken, tx).execute({
      productId,
      quantity,
      sold: countSold ? quantity : 0,
      unitPricePaisa,
      ...movementValues(-quantity, cause),
    });
    const [taken] = rows;
    if (!taken) throw new StockRejectedError(productId);
    return movedOf(taken, null, -quantity, taken.stock);
  }

  /** Puts the lines back on the shelf; `uncountSold` also takes them off quantity_sold (never below 0). */
  returnStock(
    tx: Transaction,
    lines: StockLine[],
    { uncountSold }: { uncountSold: boolean },
    cause: StockCause,
  ): Promise<void> {
    return this.move(tx, lines, 1, uncountSold ? -1 : 0, cause);
  }

  /** Counts the lines as sold (a paid order whose stock was already taken): no stock moves. */
  countSold(tx: Transaction, lines: StockLine[]): Promise<void> {
    return this.move(tx, lines, 0, 1, { reason: 'order' });
  }

  /**
   * A variant's quantity goes back to the variant and to its product's sum; one whose variant was deleted goes
   * nowhere (the sum is its variants'). A plain line goes back to the product unless it has variants by now.
   */
  private async move(
    tx: Transaction,
    lines: StockLine[],
    stock: 0 | 1,
    sold: -1 | 0 | 1,
    cause: StockCause,
  ): Promise<void> {
    const moved: Moved[] = [];
    for (const group of byProduct(lines)) {
      // The product's row first, as takeStock locks it.
      const [locked] = await tx
        .select({
          hasVariants: sql<boolean>`exists (select 1 from ${productVariants} v where v.product_id = ${group.productId})`,
        })
        .from(products)
        .where(eq(products.id, group.productId))
        .for('update');
      if (!locked) continue;
      let back = 0;
      const variantsBack: { variant: VariantMoved; change: number }[] = [];
      if (stock)
        for (const variant of group.variants) {
          const [found] = await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} + ${variant.quantity}`, updatedAt: new Date() })
            .where(
              and(eq(productVariants.id, variant.variantId), eq(productVariants.productId, group.productId)),
            )
            .returning(variantColumns);
          if (found) {
            back += variant.quantity;
            variantsBack.push({ variant: found, change: variant.quantity });
          }
        }
      const plainBack = locked.hasVariants ? 0 : stock * group.plainQuantity;
      const [product] = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${back + plainBack}`,
          quantitySold: sql`greatest(${products.quantitySold} + ${sold * group.quantity}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, group.productId))
        .returning(movedColumns);
      if (plainBack) moved.push(movedOf(product, null, plainBack, product.stock));
      for (const entry of variantsBack)
        moved.push(movedOf(product, entry.variant, entry.change, entry.variant.stock));
    }
    await this.ledger.write(tx, moved, cause);
  }

  /**
   * An adjustment (POST /product/{id}/stock-adjustments): `change` units in or out of a plain product's stock, or
   * of one variant's (required for a product with variants) and its product's sum, under the product's lock. 404 for
   * an unknown product or variant, 400 without the variant a product with variants needs, 409 below 0.
   */
  adjust(
    productId: string,
    { variantId, change, note }: { variantId?: string; change: number; note: string },
    byUserId: string,
  ): Promise<StockMovementRow> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({
          hasVariants: sql<boolean>`exists (select 1 from ${productVariants} v where v.product_id = ${productId})`,
          stock: products.stock,
        })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!locked) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
      if (locked.hasVariants && !variantId) throw new BadRequestException(CHOOSE_VARIANT_TO_ADJUST_MESSAGE);
      let variant: VariantMoved | null = null;
      if (variantId) {
        const [found] = isUuid(variantId)
          ? await tx
              .select(variantColumns)
              .from(productVariants)
              .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
              .for('update')
          : [];
        if (!found) throw new NotFoundException(VARIANT_NOT_FOUND_MESSAGE);
        if (found.stock + change < 0) throw new ConflictException(STOCK_BELOW_ZERO_MESSAGE);
        [variant] = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${change}`, updatedAt: new Date() })
          .where(eq(productVariants.id, variantId))
          .returning(variantColumns);
      } else if (locked.stock + change < 0) throw new ConflictException(STOCK_BELOW_ZERO_MESSAGE);
      const [product] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${change}`, updatedAt: new Date() })
        .where(eq(products.id, productId))
        .returning(movedColumns);
      const [row] = await this.ledger.write(
        tx,
        [movedOf(product, variant, change, variant ? variant.stock : product.stock)],
        { reason: 'adjustment', byUserId, note },
      );
      return row;
    });
  }
}

/** A variant as the quote's statement reads it (json). */
type QuotedVariant = { id: string; label: string; values: Record<string, string>; stock: number };

type MovedProduct = { id: string; name: string; lowStockAt: number; stock: number };
type VariantMoved = { id: string; label: string; stock: number };

const movedColumns = {
  id: products.id,
  name: products.name,
  lowStockAt: products.lowStockAt,
  stock: products.stock,
};
const variantColumns = { id: productVariants.id, label: productVariants.label, stock: productVariants.stock };

const movedOf = (
  product: MovedProduct,
  variant: VariantMoved | null,
  change: number,
  stockAfter: number,
): Moved => ({
  productId: product.id,
  name: product.name,
  lowStockAt: product.lowStockAt,
  variant: variant && { id: variant.id, label: variant.label },
  change,
  stockAfter,
});

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
