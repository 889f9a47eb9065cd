import { eq } from 'drizzle-orm';
import { ADMIN_ORDER_FILTERS, type Order, ORDER_SEARCH_MAX, TOTAL_COUNT_HEADER } from '../src/contracts';
import { orders, type ProductRow } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer, lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { errorBody } from './error-body';

describe("GET /orders: the admin's search, filters and pages", () => {
  let t: TestApp;
  let shawl: ProductRow;
  let other: { token: string; id: string };
  /** Every order, newest first. */
  let all: Order[];

  const list = (query: Record<string, string | number> = {}, token = t.adminToken) =>
    t.http.get('/api/v1/orders').query(query).set(bearer(token)).expect(200);
  const total = (res: { headers: Record<string, string> }) =>
    Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  const ids = (orders: Order[]) => orders.map((order) => order._id);

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 500 }]);
    other = await createCustomer(t, { email: 'other-buyer@pashmina.test' });
    // Twelve orders of two customers, a day apart, in every status.
    const statuses = ['delivered', 'paid', 'cash on delivery', 'cancelled', 'awaiting payment'] as const;
    const now = Date.now();
    for (let i = 0; i < 12; i++) {
      const status = statuses[i % statuses.length];
      const body = payloadOf([lineOf(shawl, 1)], status === 'awaiting payment' ? 'khalti' : 'cashOnDelivery');
      const { order } = (await placeOrder(t, body, i % 3 ? t.customerToken : other.token).expect(201)).body;
      await t.db
        .update(orders)
        .set({ status, createdAt: new Date(now - (i + 1) * 86_400_000) })
        .where(eq(orders.id, order._id));
    }
    all = (await list()).body;
  });
  afterAll(() => t?.close());

  it('finds orders by a part of their id, in any case, newest first, counting only the matches', async () => {
    expect(all).toHaveLength(12);
    const target = all[7];
    const exact = await list({ q: target._id });
    expect(ids(exact.body)).toEqual([target._id]);
    expect(total(exact)).toBe(1);
    const part = target._id.slice(24, 30).toUpperCase();
    const res = await list({ q: `  ${part} ` });
    expect(ids(res.body)).toEqual(ids(all.filter((o) => o._id.includes(part.toLowerCase()))));
    expect(total(res)).toBe(res.body.length);
    // One character matches many: paged like the rest.
    const digit = await list({ q: '4', limit: 2 });
    const withDigit = all.filter((o) => o._id.includes('4'));
    expect(ids(digit.body)).toEqual(ids(withDigit).slice(0, 2));
    expect(total(digit)).toBe(withDigit.length);
    // Text that cannot be in an id, LIKE wildcards included, matches nothing.
    for (const q of ['zz', '%', '_', "' or 1=1 --"]) {
      const none = await list({ q });
      expect(none.body).toEqual([]);
      expect(total(none)).toBe(0);
    }
  });

  it('combines the search with a status filter and pages', async () => {
    const cod = all.filter((o) => o.status === 'cash on delivery');
    const q = cod[0]._id.slice(0, 8);
    const res = await list({ q, status: 'cash on delivery' });
    expect(ids(res.body)).toEqual(ids(cod.filter((o) => o._id.includes(q))));
    expect(await list({ q, status: 'delivered' }).then((r) => r.body)).toEqual(
      all.filter((o) => o._id.includes(q) && o.status === 'delivered'),
    );
  });

  it('filters by each of the admin’s tabs, 10 a page, with a page past the end empty', async () => {
    for (const filter of ADMIN_ORDER_FILTERS) {
      const matching = all.filter((o) => !filter.status || o.status === filter.status);
      const first = await list({ ...(filter.status ? { status: filter.status } : {}), limit: 10 });
      expect(ids(first.body)).toEqual(ids(matching).slice(0, 10));
      expect(total(first)).toBe(matching.length);
    }
    const second = await list({ limit: 10, page: 2 });
    expect(ids(second.body)).toEqual(ids(all).slice(10));
    const beyond = await list({ limit: 10, page: 3 });
    expect(beyond.body).toEqual([]);
    expect(total(beyond)).toBe(12);
  });

  it('ignores q for a customer: it never widens nor narrows their own list', async () => {
    const own = await list({}, t.customerToken);
    const foreign = all.find((o) => !ids(own.body).includes(o._id)) as Order;
    const res = await list({ q: foreign._id }, t.customerToken);
    expect(ids(res.body)).toEqual(ids(own.body));
    expect(total(res)).toBe(total(own));
  });

  it('refuses a q longer than an order id', async () => {
    const res = await t.http
      .get('/api/v1/orders')
      .query({ q: 'a'.repeat(ORDER_SEARCH_MAX + 1) })
      .set(bearer(t.adminToken))
      .expect(400);
    expect(res.body).toEqual(
      errorBody({
        message: `q must be at most ${ORDER_SEARCH_MAX} characters`,
        field: 'q',
      }),
    );
  });
});
