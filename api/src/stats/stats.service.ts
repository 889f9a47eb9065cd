import { Injectable } from '@nestjs/common';
import {
  type AdminStats,
  BEST_SELLER_THRESHOLD,
  type LowStockProduct,
  type OrderStatus,
  paisaToRupees,
  STATS_LOW_STOCK_LIMIT,
  STATS_REVENUE_MONTHS,
  STATS_TOP_SELLING_LIMIT,
  type StockStats,
} from '../contracts';
import { ReviewsReader } from '../reviews';
import { StatsRepository } from './stats.repository';

/**
 * Paid, cash on delivery or shipped: taken, not yet handed over (an order awaiting payment is not the shop's to
 * deliver yet; a shipped one is with the courier, still to deliver).
 */
export const ORDERS_TO_DELIVER: readonly OrderStatus[] = ['paid', 'cash on delivery', 'shipped'];

@Injectable()
export class StatsService {
  constructor(
    private readonly repository: StatsRepository,
    private readonly reviews: ReviewsReader,
  ) {}

  /** The admin dashboard's cards, charts and low-stock list (docs/rules.md, Statistics). */
  async get(): Promise<AdminStats> {
    const [totals, months, topSelling, lowStock, reviewsToCheck] = await Promise.all([
      this.repository.totals(ORDERS_TO_DELIVER),
      this.repository.deliveredRevenueByMonth(STATS_REVENUE_MONTHS),
      this.repository.topSelling(BEST_SELLER_THRESHOLD, STATS_TOP_SELLING_LIMIT),
      this.lowStock(),
      this.reviews.pendingCount(),
    ]);
    return {
      totalProducts: totals.totalProducts,
      ordersToDeliver: totals.ordersToDeliver,
      deliveredOrders: totals.deliveredOrders,
      totalUsers: totals.totalUsers,
      totalRevenue: paisaToRupees(totals.revenuePaisa),
      revenueByMonth: months.map((m) => ({ month: m.month, revenue: paisaToRupees(m.revenuePaisa) })),
      topSelling: topSelling.map((p) => ({ _id: p.id, productName: p.name, quantitySold: p.value })),
      lowStock,
      reviewsToCheck,
    };
  }

  /** The staff's dashboard (docs/rules.md, Roles): the orders to deliver and the low stock, no money. */
  async work(): Promise<StockStats> {
    const [totals, lowStock] = await Promise.all([
      this.repository.totals(ORDERS_TO_DELIVER),
      this.lowStock(),
    ]);
    return { ordersToDeliver: totals.ordersToDeliver, lowStock };
  }

  private async lowStock(): Promise<LowStockProduct[]> {
    return (await this.repository.lowStock(STATS_LOW_STOCK_LIMIT)).map((p) => ({
      _id: p.id,
      productName: p.name,
      ...(p.variant ? { variant: { _id: p.variant.id, label: p.variant.label } } : {}),
      stock: p.value,
    }));
  }
}
