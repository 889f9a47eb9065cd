// The admin dashboard's figures: GET /api/v1/stats (admin only). Amounts in rupees.

/** Delivered revenue of one calendar month (by the orders' month of creation). */
export interface RevenueMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Rupees; 0 for a month without delivered orders. */
  revenue: number;
}

export interface TopSellingProduct {
  _id: string;
  productName: string;
  quantitySold: number;
}

/** A product, or one variant of a product with variants, with stock at or below its product's `lowStockAt`. */
export interface LowStockProduct {
  _id: string;
  productName: string;
  /** The variant whose stock this is; absent for a plain product. */
  variant?: { _id: string; label: string };
  stock: number;
}

export interface AdminStats {
  totalProducts: number;
  /** Orders with status paid or cash on delivery. */
  ordersToDeliver: number;
  deliveredOrders: number;
  totalUsers: number;
  /** Sum of the amounts of delivered orders, rupees. */
  totalRevenue: number;
  /** The last STATS_REVENUE_MONTHS months, oldest first, the current month last; empty months at 0. */
  revenueByMonth: RevenueMonth[];
  /** quantitySold of at least BEST_SELLER_THRESHOLD, descending, at most STATS_TOP_SELLING_LIMIT. */
  topSelling: TopSellingProduct[];
  /** stock at or below the product's `lowStockAt`, lowest first, at most STATS_LOW_STOCK_LIMIT. */
  lowStock: LowStockProduct[];
  /** Reviews waiting for the owner (status pending): 'Reviews to check: N'. */
  reviewsToCheck: number;
}

/** GET /api/v1/stats/stock (admins and staff): the staff's dashboard, orders and stock without money. */
export interface StockStats {
  ordersToDeliver: number;
  lowStock: LowStockProduct[];
}

export const STATS_REVENUE_MONTHS = 12;
export const STATS_TOP_SELLING_LIMIT = 10;
export const STATS_LOW_STOCK_LIMIT = 20;
