import { waitFor } from '@testing-library/react';
import { makeStore } from '../state/store';
import { mockApi } from '../test/mockApi';
import { attachmentName, ordersApi } from './orders';

const signedIn = () => makeStore({ persist: false, preloadedState: { auth: { user: null, token: 't' } } });

describe('the admin order endpoints', () => {
  it('getOrder asks for one order by its id', async () => {
    const api = mockApi({ 'GET /api/v1/orders/o%2F1': { body: { _id: 'o/1', statusHistory: [] } } });
    const store = signedIn();
    const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate('o/1'));
    expect(result.data).toEqual({ _id: 'o/1', statusHistory: [] });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('updateOrderStatus sends the status and refreshes the order and the list, even when refused', async () => {
    let lists = 0;
    let details = 0;
    const api = mockApi({
      'GET /api/v1/orders': () => ({ body: [{ _id: 'o1' }], headers: { 'X-Total-Count': `${++lists}` } }),
      'GET /api/v1/orders/o1': () => ({ body: { _id: 'o1', n: ++details } }),
      'PUT /api/v1/orders/o1': {
        status: 409,
        body: { success: false, message: 'This order was paid with Khalti' },
      },
    });
    const store = signedIn();
    const list = store.dispatch(ordersApi.endpoints.getOrders.initiate({ page: 1, limit: 10 }));
    const one = store.dispatch(ordersApi.endpoints.getOrder.initiate('o1'));
    await Promise.all([list, one]);

    const result = await store.dispatch(
      ordersApi.endpoints.updateOrderStatus.initiate({ id: 'o1', status: 'cancelled' }),
    );
    expect(result.error).toMatchObject({ status: 409, data: { message: 'This order was paid with Khalti' } });
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ status: 'cancelled' });
    // Both cached responses are asked for again by themselves.
    await waitFor(() => expect([lists, details]).toEqual([2, 2]));
    list.unsubscribe();
    one.unsubscribe();
  });
});

describe('exportOrders', () => {
  const createObjectURL = jest.fn(() => 'blob:orders');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("downloads the search's and filter's orders under the server's file name", async () => {
    const api = mockApi({
      'GET /api/v1/orders/export.csv': {
        body: 'Order ID,Date\no1,2026-11-05\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="orders-2026-11-05.csv"',
        },
      },
    });
    const store = signedIn();
    const result = await store.dispatch(
      ordersApi.endpoints.exportOrders.initiate({ q: 'ab12', status: 'paid' }),
    );

    expect(result.data).toEqual({ filename: 'orders-2026-11-05.csv' });
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ q: 'ab12', status: 'paid' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    const [blob] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await blob.text()).toBe('Order ID,Date\no1,2026-11-05\n');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('orders-2026-11-05.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:orders');
    // The link leaves the page once clicked; the object URL is given back.
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:orders');
  });

  it("leaves out a blank search and All's missing status", async () => {
    const api = mockApi({ 'GET /api/v1/orders/export.csv': { body: 'Order ID\n' } });
    await signedIn().dispatch(ordersApi.endpoints.exportOrders.initiate({ q: '' }));
    expect(api.calls[0]!.url.search).toBe('');
    expect(clicked[0]!.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("shows the server's message on a refusal and saves nothing", async () => {
    mockApi({
      'GET /api/v1/orders/export.csv': { status: 403, body: { success: false, message: 'Admins only' } },
    });
    const result = await signedIn().dispatch(ordersApi.endpoints.exportOrders.initiate({}));
    expect(result.error).toMatchObject({ status: 403, data: { message: 'Admins only' } });
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
  });
});

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="orders-2026-11-05.csv"', 'orders-2026-11-05.csv'],
    ['attachment; filename=orders.csv; size=3', 'orders.csv'],
    ['attachment; filename="../../etc/orders.csv"', 'orders.csv'],
    ['attachment', undefined],
    [null, undefined],
  ])('reads %p as %p', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});
