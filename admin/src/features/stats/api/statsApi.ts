import type { AdminStats, StockStats } from '@pashmina/contracts';
import { baseApi } from '@pashmina/shared-ui';

/**
 * The admin dashboard's figures. The mutations that change them (orders, products, users) invalidate the 'Stats' tag
 * of the shared baseApi from their own files, wherever they are injected.
 */
export const statsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /stats (admin only): counts, delivered revenue by month, top sellers and low stock. */
    getStats: build.query<AdminStats, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
    /** GET /stats/stock (admins and staff): the staff's dashboard, orders to deliver and low stock, no money. */
    getStockStats: build.query<StockStats, void>({
      query: () => 'stats/stock',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery, useGetStockStatsQuery } = statsApi;
