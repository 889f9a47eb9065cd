import type { AdminStats } from '@pashmina/contracts';
import { baseApi } from '../state/baseApi';

/**
 * The admin dashboard's figures. Shared, not in the admin app, because the mutations that change them
 * (orders, products, users) invalidate 'Stats' from their own files.
 */
export const statsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /stats (admin only): counts, delivered revenue by month, top sellers and low stock. */
    getStats: build.query<AdminStats, void>({
      query: () => 'stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
