import type { SessionUser } from '@pashmina/contracts';
import { mockApi } from '../test/mockApi';
import { baseApi } from './baseApi';
import { selectToken, sessionEnded, sessionStarted } from './authSlice';
import { makeStore } from './store';
import { getToasts, toast } from './toast';
import { SESSION_ENDED_MESSAGE } from './session';

const user: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionTestOrders: build.query<unknown, number>({ query: (n) => `orders?n=${n}` }),
    sessionTestLogin: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/login', method: 'POST', body: {} }),
    }),
  }),
});

afterEach(() => toast.clear());

function loggedInStore() {
  const store = makeStore({ persist: false });
  store.dispatch(sessionStarted({ user, token: 'old-token' }));
  return store;
}

describe('session expiry', () => {
  it('ends the session once when authenticated calls respond with 401', async () => {
    mockApi({ 'GET /api/v1/orders': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    const store = loggedInStore();
    await Promise.all([
      store.dispatch(testApi.endpoints.sessionTestOrders.initiate(1)),
      store.dispatch(testApi.endpoints.sessionTestOrders.initiate(2)),
    ]);
    expect(selectToken(store.getState())).toBeNull();
    expect(getToasts().map((t) => t.message)).toEqual([SESSION_ENDED_MESSAGE]);
  });

  it('leaves the session alone on 403 and on a failed login', async () => {
    mockApi({
      'GET /api/v1/orders': { status: 403, body: { success: false, message: 'Forbidden' } },
      'POST /api/v1/auth/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password' },
      },
    });
    const store = loggedInStore();
    await store.dispatch(testApi.endpoints.sessionTestOrders.initiate(3));
    await store.dispatch(testApi.endpoints.sessionTestLogin.initiate());
    expect(selectToken(store.getState())).toBe('old-token');
    expect(getToasts()).toHaveLength(0);
  });

  it('does nothing for a visitor without a token', async () => {
    const api = mockApi({ 'GET /api/v1/orders': { status: 401, body: {} } });
    const store = makeStore({ persist: false });
    await store.dispatch(testApi.endpoints.sessionTestOrders.initiate(4));
    expect(getToasts()).toHaveLength(0);
    expect(api.calls).toHaveLength(1);
  });
});

describe('logout', () => {
  it('tells the server with the old token, without waiting for it', async () => {
    const api = mockApi({ 'POST /api/v1/auth/logout': { body: { success: true, message: 'Logged out' } } });
    const store = loggedInStore();
    store.dispatch(sessionEnded());
    expect(selectToken(store.getState())).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    const logout = api.calls.find((c) => c.url.pathname === '/api/v1/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('does not call logout when the server already refused the token', async () => {
    const api = mockApi({ 'GET /api/v1/orders': { status: 401, body: {} } });
    const store = loggedInStore();
    await store.dispatch(testApi.endpoints.sessionTestOrders.initiate(5));
    await new Promise((r) => setTimeout(r, 0));
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/v1/orders']);
  });
});
