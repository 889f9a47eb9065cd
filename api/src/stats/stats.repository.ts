import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  type AnyColumn,
  asc,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { OrderStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  products,
  productVariants,
  statsOrderTotals,
  statsRowCounts,
  users,
} from '../database';

export interface StatsTotals {
  totalProducts: number;
  ordersToDeliver: number;
  deliveredOrders: number;
  totalUsers: number;
  revenuePaisa: number;
}

export interface MonthRevenue {
  /** 'YYYY-MM' in the shop's time zone. */
  month: string;
  revenuePaisa: number;
}

/** A low-stock figure: a plain product's, or one variant's. */
export interface LowStockFigure extends ProductFigure {
  variant: { id: string; label: string } | null;
}

export interface ProductFigure {
  id: string;
  name: string;
  value: number;
}

/** The running count of a table's rows. */
const rowsOf = (table: typeof products | typeof users) =>
  sql<number>`(select ${statsRowCounts.rows} from ${statsRowCounts} where ${statsRowCounts.tableName} = ${getTableName(table)})`.mapWith(
    Number,
  );

/**
 * The admin dashboard's figures. Counts and sums come from running totals the database keeps itself (triggers on
 * orders, products and users, migration 0006_stats_running_totals): a few dozen rows, however many orders the shop
 * has. The product lists are LIMITed reads of an index. No order or product is loaded into the API to be counted.
 */
@Injectable()
export class StatsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every card in one statement, over the order totals by (status, month) and the row counts. */
  async totals(toDeliver: readonly OrderStatus[]): Promise<StatsTotals> {
    const sumWhere = (column: AnyColumn, where: SQL) =>
      sql<number>`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(Number);
    const delivered = sql`${statsOrderTotals.status} = 'delivered'`;
    const [row] = await this.db
      .select({
        totalProducts: rowsOf(products),
        totalUsers: rowsOf(users),
        ordersToDeliver: sumWhere(statsOrderTotals.orders, inArray(statsOrderTotals.status, [...toDeliver])),
        deliveredOrders: sumWhere(statsOrderTotals.orders, delivered),
        revenuePaisa: sumWhere(statsOrderTotals.amountPaisa, delivered),
      })
      .from(statsOrderTotals);
    return row;
  }

  /**
   * Delivered revenue of the last `months` calendar months of the shop (Asia/Kathmandu, the database's
   * `stats_shop_month`), oldest first and the current month last; a month without delivered orders gives 0.
   */
  async deliveredRevenueByMonth(months: number): Promise<MonthRevenue[]> {
    const result = await this.db.execute(sql`
      with months as (
        select generate_series(stats_shop_month(now()) - make_interval(months => ${months - 1}::int),
                               stats_shop_month(now()), interval '1 month')::date as month
      )
      select to_char(months.month, 'YYYY-MM') as month, coalesce(${statsOrderTotals.amountPaisa}, 0)::text as paisa
      from months
        left join ${statsOrderTotals}
          on ${statsOrderTotals.status} = 'delivered' and ${statsOrderTotals.month} = months.month
      order by months.month
    `);
    // Both drivers return { rows }; the sum travels as text because a bigint does not fit every driver's number.
    const { rows } = result as unknown as { rows: { month: string; paisa: string }[] };
    return rows.map((row) => ({ month: row.month, revenuePaisa: Number(row.paisa) }));
  }

  /** Products that sold at least `threshold` units, most sold first (then by name), at most `limit`. */
  async topSelling(threshold: number, limit: number): Promise<ProductFigure[]> {
    return this.db
      .select({ id: products.id, name: products.name, value: products.quantitySold })
      .from(products)
      .where(gte(products.quantitySold, threshold))
      .orderBy(desc(products.quantitySold), asc(products.name), asc(products.id))
      .limit(limit);
  }

  /**
   * Plain products and variants with stock at or below their product's low-stock mark (`low_stock_at`, the alert's:
   * docs/rules.md, Stock), lowest first (then by name and label), at most `limit`: a product with variants is listed
   * by its variants, which are what the admin restocks.
   */
  async lowStock(limit: number): Promise<LowStockFigure[]> {
    const [plain, variants] = await Promise.all([
      this.db
        .select({ id: products.id, name: products.name, value: products.stock })
        .from(products)
        .where(and(lte(products.stock, products.lowStockAt), sql`${products.options} = '[]'::jsonb`))
        .orderBy(asc(products.stock), asc(products.name), asc(products.id))
        .limit(limit),
      this.db
        .select({
          id: products.id,
          name: products.name,
          value: productVariants.stock,
          variantId: productVariants.id,
          label: productVariants.label,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(lte(productVariants.stock, products.lowStockAt))
        .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.label))
        .limit(limit),
    ]);
    // The database's order as it is when no variant is low (the usual shop); merged by the same keys otherwise.
    if (!variants.length) return plain.map((row) => ({ ...row, variant: null }));
    return [
      ...plain.map((row) => ({ ...row, variant: null })),
      ...variants.map(({ variantId, label, ...row }) => ({ ...row, variant: { id: variantId, label } })),
    ]
      .sort(
        (a, b) =>
          a.value - b.value ||
          a.name.localeCompare(b.name) ||
          (a.variant?.label ?? '').localeCompare(b.variant?.label ?? ''),
      )
      .slice(0, limit);
  }
}
