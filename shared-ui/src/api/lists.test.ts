import { makeStore } from '../state/store';
import { sessionRenewed, sessionStarted, selectSessionUser, selectToken } from '../state/authSlice';
import { mockApi } from '../test/mockApi';
import { feedbackApi } from './feedback';
import { ordersApi } from './orders';

const sita = {
  _id: 'u2',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0 as const,
};

describe('the list endpoints', () => {
  it('getOrders sends status, page and limit and reads X-Total-Count', async () => {
    const api = mockApi({
      'GET /api/v1/orders': { body: [{ _id: 'o1' }], headers: { 'X-Total-Count': '42' } },
    });
    const store = makeStore({ persist: false });
    const result = await store.dispatch(
      ordersApi.endpoints.getOrders.initiate({ status: 'cash on delivery', page: 2, limit: 9 }),
    );
    expect(result.data).toEqual({ orders: [{ _id: 'o1' }], total: 42 });
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({
      status: 'cash on delivery',
      page: '2',
      limit: '9',
    });
  });

  it('getOrders leaves out an absent status and falls back to the length without the header', async () => {
    const api = mockApi({ 'GET /api/v1/orders': { body: [{ _id: 'o1' }, { _id: 'o2' }] } });
    const store = makeStore({ persist: false });
    const result = await store.dispatch(ordersApi.endpoints.getOrders.initiate({ page: 1, limit: 9 }));
    expect(result.data?.total).toBe(2);
    expect(api.calls[0]!.url.search).toBe('?page=1&limit=9');
  });

  it('getFeedbackList reads the list and X-Total-Count', async () => {
    mockApi({ 'GET /api/v1/contact': { body: [{ _id: 'c1' }], headers: { 'X-Total-Count': '7' } } });
    const store = makeStore({ persist: false });
    const result = await store.dispatch(feedbackApi.endpoints.getFeedbackList.initiate({ page: 1 }));
    expect(result.data).toEqual({ feedback: [{ _id: 'c1' }], total: 7 });
  });
});

describe('sessionRenewed', () => {
  it('keeps the same user on a new token without dropping their cached data', () => {
    const store = makeStore({ persist: false });
    store.dispatch(sessionStarted({ user: sita, token: 't1' }));
    store.dispatch(sessionRenewed({ user: { ...sita, name: 'Sita Devi' }, token: 't2' }));
    expect(selectToken(store.getState())).toBe('t2');
    expect(selectSessionUser(store.getState())?.name).toBe('Sita Devi');
  });
});
