import { asc, eq, sql } from 'drizzle-orm';
import { type Order, TOTAL_COUNT_HEADER } from '../src/contracts';
import { orders, type ProductRow } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer, lineOf, parseCsv, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { shopBefore } from './shop-before';

// docs/rules.md, Orders: every order has a short number, from 1001 upward, that people read out and search by.

describe('order numbers: #1001 upward, in every response, searched and exported', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let other: { token: string; id: string };
  /** In the order they were placed: the demo customer's COD, another customer's Khalti, the demo customer's COD. */
  let placed: Order[];

  const adminList = (query: Record<string, string | number> = {}) =>
    t.http
      .get('/api/v1/orders')
      .query({ limit: 100, ...query })
      .set(bearer(t.adminToken))
      .expect(200);
  const numbers = (list: Order[]) => list.map((order) => order.orderNumber);
  const ids = (list: Order[]) => list.map((order) => order._id);
  const total = (res: { headers: Record<string, string> }) =>
    Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 500 }]);
    other = await createCustomer(t, { email: 'numbered@pashmina.test' });
    placed = [];
    const checkouts = [
      [t.customerToken, 'cashOnDelivery'],
      [other.token, 'khalti'],
      [t.customerToken, 'cashOnDelivery'],
    ] as const;
    for (const [token, method] of checkouts) {
      const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)], method), token).expect(201);
      placed.push(res.body.order);
    }
  });
  afterAll(() => t?.close());

  it('numbers orders from 1001 upward in the order they are placed, in the checkout’s response', () => {
    expect(numbers(placed)).toEqual([1001, 1002, 1003]);
    // The Khalti checkout's response carries it beside the payment link.
    expect(placed[1].payment_method).toBe('khalti');
  });

  it('carries the number in both lists, in one order and in a status change’s response', async () => {
    const mine = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
    expect(mine.body.map((o: Order) => [o._id, o.orderNumber])).toEqual([
      [placed[2]._id, 1003],
      [placed[0]._id, 1001],
    ]);
    const theirs = await t.http.get('/api/v1/orders').set(bearer(other.token)).expect(200);
    expect(numbers(theirs.body)).toEqual([1002]);
    expect(numbers((await adminList()).body)).toEqual([1003, 1002, 1001]);

    for (const token of [t.customerToken, t.adminToken]) {
      const one = await t.http.get(`/api/v1/orders/${placed[0]._id}`).set(bearer(token)).expect(200);
      expect(one.body).toMatchObject({ _id: placed[0]._id, orderNumber: 1001 });
    }
    const changed = await t.http
      .put(`/api/v1/orders/${placed[0]._id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'delivered' })
      .expect(200);
    expect(changed.body.order).toMatchObject({ _id: placed[0]._id, orderNumber: 1001, status: 'delivered' });
  });

  it('finds an order by its number, as typed or as shown, and still by a part of its id', async () => {
    const all: Order[] = (await adminList()).body;
    // As shown: the number alone. As typed: the number, or an id that happens to hold those digits.
    for (const q of ['#1002', '  #1002 ']) {
      const res = await adminList({ q });
      expect(ids(res.body)).toEqual([placed[1]._id]);
      expect(total(res)).toBe(1);
    }
    const typed = await adminList({ q: '1002' });
    const expected = all.filter((o) => o.orderNumber === 1002 || o._id.includes('1002'));
    expect(ids(typed.body)).toEqual(ids(expected));
    expect(ids(typed.body)).toContain(placed[1]._id);
    expect(total(typed)).toBe(expected.length);

    const part = placed[2]._id.slice(9, 18).toUpperCase();
    expect(ids((await adminList({ q: part })).body)).toEqual([placed[2]._id]);

    // With a status filter: both must match.
    for (const status of ['delivered', 'cash on delivery'] as const) {
      const res = await adminList({ q: '#1001', status });
      expect(ids(res.body)).toEqual(ids(all.filter((o) => o.orderNumber === 1001 && o.status === status)));
    }

    // No number and no id: nothing, not everything. A number beyond any order's is searched in the ids only.
    for (const q of ['#', '#abc', '#10 01', '#1002x', '#9999']) {
      const none = await adminList({ q });
      expect(none.body).toEqual([]);
      expect(total(none)).toBe(0);
    }
    const huge = await adminList({ q: '4294967296' });
    expect(ids(huge.body)).toEqual(ids(all.filter((o) => o._id.includes('4294967296'))));

    // A customer's list ignores q: another customer's number neither widens nor narrows it.
    const own = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
    const searched = await t.http
      .get('/api/v1/orders')
      .query({ q: '#1002' })
      .set(bearer(t.customerToken))
      .expect(200);
    expect(ids(searched.body)).toEqual(ids(own.body));
  });

  it('exports the number in the column after the order id, and exports what a number search finds', async () => {
    const exportCsv = (query: Record<string, string> = {}) =>
      t.http.get('/api/v1/orders/export.csv').query(query).set(bearer(t.adminToken)).buffer(true).expect(200);
    const all: Order[] = (await adminList()).body;
    const [header, ...records] = parseCsv((await exportCsv()).text);
    expect(header.slice(0, 3)).toEqual(['Order ID', 'Order number', 'Date']);
    expect(records.map((r) => [r[0], r[1], r[2]])).toEqual(
      all.map((o) => [o._id, String(o.orderNumber), o.createdAt]),
    );
    const found = parseCsv((await exportCsv({ q: '#1002' })).text).slice(1);
    expect(found.map((r) => [r[0], r[1]])).toEqual([[placed[1]._id, '1002']]);
  });

  it('gives simultaneous orders a number each, and never gives a number again', async () => {
    const before = Math.max(...numbers((await adminList()).body));
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(t, payloadOf([lineOf(shawl, 1)]), t.customerToken).expect(201),
      ),
    );
    const given = responses.map((res) => res.body.order.orderNumber as number).sort((a, b) => a - b);
    expect(given).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));

    // The newest order is deleted by hand: its number stays spent.
    const newest = responses.find((res) => res.body.order.orderNumber === given[7])!.body.order as Order;
    await t.db.delete(orders).where(eq(orders.id, newest._id));
    const next = await placeOrder(t, payloadOf([lineOf(shawl, 1)]), t.customerToken).expect(201);
    expect(next.body.order.orderNumber).toBe(given[7] + 1);
  });
});

describe('migration 0009: the orders placed before it are numbered by when they were placed', () => {
  const MIGRATION = '0009_order_numbers_emails_and_password_resets';
  const DAY_MS = 86_400_000;

  /** An order as the shop wrote it before 0009 (no number): plain SQL, since the schema now has the column. */
  const oldOrder = (createdAt: Date, amountPaisa: number) => sql`
    insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address,
                        payment_method, created_at)
    values ('cash on delivery', ${amountPaisa}, 'Sita', 'sita@shop.test', '9841234567', 'Thamel', 'cash',
            ${createdAt.toISOString()})`;
  const newOrder = {
    status: 'cash on delivery',
    amountPaisa: 50_000,
    customerName: 'Hari',
    customerEmail: 'hari@shop.test',
    customerPhone: '9841234568',
    address: 'Patan',
    paymentMethod: 'cash',
  } as const;

  it('numbers them oldest first from #1001, not in the order they lie on disk, and goes on after the last', async () => {
    const shop = await shopBefore(MIGRATION);
    const { db } = shop;
    try {
      // Written in an order unrelated to their dates; two at the same instant (then the id decides).
      const base = Date.now();
      for (const [i, daysAgo] of [3, 10, 1, 7, 7, 20].entries())
        await db.execute(oldOrder(new Date(base - daysAgo * DAY_MS), 10_000 + i));
      // An update moves a row to the end of the table on disk, as a shop's status changes do.
      await db.execute(sql`update orders set status = 'delivered' where amount_paisa = 10005`);

      await shop.upgrade();

      const numbered = await db
        .select({ id: orders.id, createdAt: orders.createdAt, orderNumber: orders.orderNumber })
        .from(orders)
        .orderBy(asc(orders.orderNumber));
      expect(numbered.map((row) => row.orderNumber)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
      const byCreation = [...numbered].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
      );
      expect(numbered.map((row) => row.id)).toEqual(byCreation.map((row) => row.id));

      const [next] = await db.insert(orders).values(newOrder).returning();
      expect(next.orderNumber).toBe(1007);
    } finally {
      await shop.close();
    }
  });

  it('starts a shop without orders at #1001', async () => {
    const shop = await shopBefore(MIGRATION);
    try {
      await shop.upgrade();
      const [first] = await shop.db.insert(orders).values(newOrder).returning();
      expect(first.orderNumber).toBe(1001);
    } finally {
      await shop.close();
    }
  });
});
