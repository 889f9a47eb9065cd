import { eq, inArray } from 'drizzle-orm';
import { MAX_PAGE_SIZE, type Order, ORDER_STATUSES, TOTAL_COUNT_HEADER } from '../src/contracts';
import { orders, payments, type ProductRow } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer, lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { errorBody } from './error-body';

describe('GET /orders: filtered and paged on the server', () => {
  let t: TestApp;
  /** Rs. 2500, plenty in stock. */
  let shawl: ProductRow;
  let other: { token: string; id: string };
  /** The demo customer's orders, newest first. */
  let mine: Order[];
  /** The other customer's orders. */
  let theirs: Order[];
  let awaiting: Order;

  const list = (token: string, query: Record<string, string | number | undefined> = {}) =>
    t.http.get('/api/v1/orders').query(query).set(bearer(token));
  const ids = (body: Order[]) => body.map((order) => order._id);

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 500 }]);
    other = await createCustomer(t, { email: 'neighbour@pashmina.test' });

    // Seven of mine (one awaiting Khalti) and five of theirs, interleaved in time: each a day older than the last.
    const placed: { order: Order; mine: boolean }[] = [];
    for (let i = 0; i < 12; i++) {
      const isMine = i % 2 === 0 || i === 11;
      const method = i === 4 ? 'khalti' : i === 5 ? 'khalti' : 'cashOnDelivery';
      const res = await placeOrder(
        t,
        payloadOf([lineOf(shawl, 1)], method),
        isMine ? t.customerToken : other.token,
      ).expect(201);
      placed.push({ order: res.body.order, mine: isMine });
    }
    const now = Date.now();
    for (const [i, { order }] of placed.entries()) {
      await t.db
        .update(orders)
        .set({ createdAt: new Date(now - (i + 1) * 86_400_000) })
        .where(eq(orders.id, order._id));
    }
    // Two of mine delivered and one paid, so the filter has something to choose from.
    await t.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(inArray(orders.id, [placed[0].order._id, placed[2].order._id]));
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, placed[6].order._id));
    const fresh = async (id: string) =>
      (await t.http.get(`/api/v1/orders/${id}`).set(bearer(t.adminToken)).expect(200)).body as Order;
    mine = await Promise.all(placed.filter((p) => p.mine).map((p) => fresh(p.order._id)));
    theirs = await Promise.all(placed.filter((p) => !p.mine).map((p) => fresh(p.order._id)));
    awaiting = placed[4].order;
  });
  afterAll(() => t?.close());

  it('returns the caller’s own orders newest first, with the total in X-Total-Count', async () => {
    const res = await list(t.customerToken).expect(200);
    expect(ids(res.body)).toEqual(ids(mine));
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(mine.length));
    // Browsers may read it (CORS).
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
    const times = res.body.map((o: Order) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages: every page holds `limit` orders or the rest, the total is the same on every page', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(t.customerToken, { page, limit: 3 }).expect(200);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(mine.length));
      expect(res.body.length).toBe(Math.min(3, mine.length - (page - 1) * 3));
      seen.push(...ids(res.body));
    }
    expect(seen).toEqual(ids(mine));
    const beyond = await list(t.customerToken, { page: 9, limit: 3 }).expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(mine.length));
  });

  it('filters by status, and counts only what matches', async () => {
    const res = await list(t.customerToken, { status: 'delivered' }).expect(200);
    expect(ids(res.body)).toEqual(ids(mine.filter((o) => o.status === 'delivered')));
    expect(res.body).toHaveLength(2);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    const cod = await list(t.customerToken, { status: 'cash on delivery', limit: 1 }).expect(200);
    expect(cod.body).toHaveLength(1);
    expect(cod.body[0].status).toBe('cash on delivery');
    expect(cod.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(
      String(mine.filter((o) => o.status === 'cash on delivery').length),
    );
    const none = await list(t.customerToken, { status: 'cancelled' }).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
  });

  it('refuses a bad status, page or limit with a clear 400', async () => {
    const bad = await list(t.customerToken, { status: 'lost' }).expect(400);
    expect(bad.body).toEqual(
      errorBody({
        message: `status must be one of ${ORDER_STATUSES.join(', ')}`,
        field: 'status',
      }),
    );
    for (const limit of [0, MAX_PAGE_SIZE + 1, 2.5, 'ten'])
      expect((await list(t.customerToken, { limit }).expect(400)).body.message).toBe(
        `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
      );
    for (const page of [0, -1, 'one'])
      expect((await list(t.customerToken, { page }).expect(400)).body.message).toMatch(/^page must be/);
    expect((await list(t.customerToken, { page: 1_000_001 }).expect(400)).body.message).toMatch(
      /^page must be/,
    );
    await list(t.customerToken, { limit: MAX_PAGE_SIZE, page: 1_000_000 }).expect(200, []);
  });

  it("never shows another customer's orders, on any page or filter", async () => {
    const theirIds = new Set(ids(theirs));
    for (const query of [
      {},
      { limit: 1, page: 2 },
      { status: 'cash on delivery' },
      { status: 'awaiting payment' },
    ]) {
      const res = await list(t.customerToken, query).expect(200);
      expect(ids(res.body).filter((id) => theirIds.has(id))).toEqual([]);
    }
    const theirsRes = await list(other.token).expect(200);
    expect(ids(theirsRes.body)).toEqual(ids(theirs));
    expect(theirsRes.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(theirs.length));
  });

  it('shows an admin every order, newest first, paged and filtered', async () => {
    const res = await list(t.adminToken).expect(200);
    const everyone = [...mine, ...theirs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(ids(res.body)).toEqual(ids(everyone));
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(everyone.length));
    const page2 = await list(t.adminToken, { page: 2, limit: 5 }).expect(200);
    expect(ids(page2.body)).toEqual(ids(everyone).slice(5, 10));
    const awaitingRes = await list(t.adminToken, { status: 'awaiting payment' }).expect(200);
    expect(awaitingRes.body).toHaveLength(2);
    // The admin is not the one who pays: no payment link.
    expect(awaitingRes.body.map((o: Order) => o.pendingPayment)).toEqual([null, null]);
  });

  it("gives the owner of an awaiting Khalti order its payment link, and nobody else's", async () => {
    const res = await list(t.customerToken).expect(200);
    for (const order of res.body as Order[]) {
      if (order._id !== awaiting._id) expect(order.pendingPayment).toBeNull();
    }
    const own = (res.body as Order[]).find((o) => o._id === awaiting._id) as Order;
    expect(own.status).toBe('awaiting payment');
    expect(own.pendingPayment).toEqual({
      payment_url: expect.stringContaining('/sandbox/khalti/pay/'),
      expires_at: expect.any(String),
      expired: false,
    });
    expect(new Date(own.pendingPayment!.expires_at).getTime()).toBeGreaterThan(Date.now());
    const one = await t.http.get(`/api/v1/orders/${awaiting._id}`).set(bearer(t.customerToken)).expect(200);
    expect(one.body.pendingPayment).toEqual(own.pendingPayment);
    const admin = await t.http.get(`/api/v1/orders/${awaiting._id}`).set(bearer(t.adminToken)).expect(200);
    expect(admin.body.pendingPayment).toBeNull();
    // The other customer's awaiting order shows its link to them only.
    const theirAwaiting = (await list(other.token, { status: 'awaiting payment' }).expect(200))
      .body as Order[];
    expect(theirAwaiting).toHaveLength(1);
    expect(theirAwaiting[0].pendingPayment?.payment_url).not.toBe(own.pendingPayment?.payment_url);
  });

  it('says when the payment link has expired', async () => {
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.orderId, awaiting._id));
    const res = await t.http.get(`/api/v1/orders/${awaiting._id}`).set(bearer(t.customerToken)).expect(200);
    expect(res.body.pendingPayment).toEqual(expect.objectContaining({ expired: true }));
  });

  it('returns the payment link with a Khalti checkout too', async () => {
    const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti')).expect(201);
    expect(res.body.order.pendingPayment).toEqual({
      payment_url: res.body.data.payment_url,
      expires_at: expect.any(String),
      expired: false,
    });
  });
});
