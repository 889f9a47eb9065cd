import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config';
import { crossesLowStock, type StockMovement, type StockReason } from '../contracts';
import {
  DATABASE,
  type Database,
  orders,
  type PageWindow,
  stockMovements,
  type StockMovementRow,
  type Transaction,
  users,
  value,
} from '../database';
import { EmailOutbox } from '../mail';

/** Why stock moves, and who and what moved it: what every movement of one change shares. */
export interface StockCause {
  reason: StockReason;
  orderId?: string | null;
  byUserId?: string | null;
  note?: string | null;
  /** false: no low-stock alert (the demo seed's history, which e-mails nobody). */
  alert?: boolean;
}

/** One stock row's change as its writer saw it, under its lock: a plain product's or one variant's. */
export interface Moved {
  productId: string;
  /** The product's name and mark, for the low-stock alert. */
  name: string;
  lowStockAt: number;
  /** Null for a plain product's own stock. */
  variant: { id: string; label: string } | null;
  change: number;
  stockAfter: number;
}

/**
 * The stock ledger (docs/rules.md, Stock; docs/decisions/0072-…): ProductStock and the product form write each change
 * here in the change's own transaction, so a product's movements always sum to its stock; a change that takes a
 * row from above its product's low-stock mark to at or below it queues the owner's alert in the same transaction.
 */
@Injectable()
export class StockLedger {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly outbox: EmailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async write(tx: Transaction, moved: Moved[], cause: StockCause): Promise<StockMovementRow[]> {
    if (!moved.length) return [];
    const rows = await tx
      .insert(stockMovements)
      .values(
        moved.map((move) => ({
          productId: move.productId,
          variantId: move.variant?.id ?? null,
          variantLabel: move.variant?.label ?? null,
          change: move.change,
          stockAfter: move.stockAfter,
          ...causeColumns(cause),
        })),
      )
      .returning();
    await this.alertLow(tx, moved, cause);
    return rows;
  }

  /**
   * The owner's low-stock alerts of movements already in the ledger (written by `write`, or by the statement that
   * moved the stock: movementOfTaken): one for each row that crossed its product's mark.
   */
  async alertLow(tx: Transaction, moved: Moved[], cause: StockCause): Promise<void> {
    const low =
      cause.alert === false
        ? []
        : moved.filter((move) =>
            crossesLowStock(move.stockAfter - move.change, move.stockAfter, move.lowStockAt),
          );
    await this.outbox.enqueue(
      tx,
      ...low.map((move) => ({
        kind: 'low-stock' as const,
        to: this.config.shopAlertEmail,
        payload: {
          productId: move.productId,
          name: move.name,
          label: move.variant?.label ?? null,
          stock: move.stockAfter,
        },
      })),
    );
  }

  /** A product's movements (one variant's with `variantId`), newest first. */
  async list(
    productId: string,
    variantId: string | undefined,
    page: PageWindow,
  ): Promise<{ items: StockMovement[]; total: number }> {
    const where = and(
      eq(stockMovements.productId, productId),
      variantId ? eq(stockMovements.variantId, variantId) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(stockMovements)
        .where(where)
        .orderBy(desc(stockMovements.seq))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(stockMovements)
        .where(where),
    ]);
    return { items: await this.shown(rows), total };
  }

  /** Movements as the API shows them: their order's number and their author's name, read in two lookups. */
  async shown(rows: StockMovementRow[], db: Database | Transaction = this.db): Promise<StockMovement[]> {
    const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const userIds = [...new Set(rows.flatMap((row) => (row.byUserId ? [row.byUserId] : [])))];
    const [orderRows, userRows] = await Promise.all([
      orderIds.length
        ? db
            .select({ id: orders.id, orderNumber: orders.orderNumber })
            .from(orders)
            .where(inArray(orders.id, orderIds))
        : [],
      userIds.length
        ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
        : [],
    ]);
    const numbers = new Map(orderRows.map((row) => [row.id, row.orderNumber]));
    const names = new Map(userRows.map((row) => [row.id, row.name]));
    return rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      product: row.productId,
      variant: row.variantId ? { _id: row.variantId, label: row.variantLabel ?? '' } : null,
      change: row.change,
      stockAfter: row.stockAfter,
      reason: row.reason,
      order:
        row.orderId && numbers.has(row.orderId)
          ? { _id: row.orderId, orderNumber: numbers.get(row.orderId)! }
          : null,
      by: row.byUserId && names.has(row.byUserId) ? { name: names.get(row.byUserId)! } : null,
      note: row.note,
    }));
  }
}

/** The columns every movement of one change shares. */
const causeColumns = (cause: StockCause) => ({
  reason: cause.reason,
  orderId: cause.orderId ?? null,
  byUserId: cause.byUserId ?? null,
  note: cause.note ?? null,
});

/**
 * The ledger's entry of a plain product's stock moved, as a data-modifying CTE's statement reading the CTE `taken`
 * (the product's row as the update left it: id, stock): the movement is written by the same statement that moves the
 * stock, and only when it moved. Its values are placeholders, for a statement prepared once: movementValues gives them.
 */
export function movementOfTaken(taken: string): SQL {
  return sql`insert into ${stockMovements} (product_id, variant_id, variant_label, change, stock_after, reason, order_id, by_user_id, note)
    select id, null, null, ${value('change')}::int, stock, ${value('reason')}::stock_reason, ${value('orderId')}::uuid,
      ${value('byUserId')}::uuid, ${value('note')}::text
    from ${sql.identifier(taken)}`;
}

/** The values of movementOfTaken's placeholders: a movement of `change` for `cause`. */
export function movementValues(change: number, cause: StockCause): Record<string, unknown> {
  return { change, ...causeColumns(cause) };
}
