import { waitFor } from '@testing-library/react';
import type { AdminStats } from '@pashmina/contracts';
import { makeStore } from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import { statsApi } from './statsApi';

const stats: AdminStats = {
  totalProducts: 12,
  ordersToDeliver: 3,
  deliveredOrders: 4,
  totalUsers: 7,
  totalRevenue: 18500,
  revenueByMonth: [{ month: '2026-11', revenue: 18500 }],
  topSelling: [{ _id: 'p1', productName: 'Pashmina Shawl', quantitySold: 9 }],
  lowStock: [{ _id: 'p2', productName: 'Wool Muffler', stock: 2 }],
  reviewsToCheck: 0,
};

describe('getStats', () => {
  it('asks GET /stats with the token and refetches when something invalidates Stats', async () => {
    const api = mockApi({ 'GET /api/v1/stats': { body: stats } });
    const store = makeStore({ persist: false, preloadedState: { auth: { user: null, token: 't' } } });
    const subscription = store.dispatch(statsApi.endpoints.getStats.initiate());
    expect((await subscription).data).toEqual(stats);
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');

    // An admin's order or product change elsewhere marks the figures stale.
    api.use({ 'GET /api/v1/stats': { body: { ...stats, deliveredOrders: 5 } } });
    store.dispatch(statsApi.util.invalidateTags(['Stats']));
    await waitFor(() =>
      expect(statsApi.endpoints.getStats.select()(store.getState()).data?.deliveredOrders).toBe(5),
    );
    expect(api.calls).toHaveLength(2);
    subscription.unsubscribe();
  });
});
