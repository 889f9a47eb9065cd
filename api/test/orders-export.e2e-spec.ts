import { eq, sql } from 'drizzle-orm';
import { ORDER_EXPORT_COLUMNS, type Order, TOTAL_COUNT_HEADER } from '../src/contracts';
import { orders, type ProductRow, products } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { CUSTOMER_INFO, lineOf, parseCsv, payloadOf, placeOrder, prepareProducts } from './fixtures';

const EXPORT = '/api/v1/orders/export.csv';

describe('GET /orders/export.csv (admin)', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let muffler: ProductRow;
  /** Every value of this order tries to break the CSV or run in a spreadsheet. */
  let tricky: Order;
  let paid: Order;
  /** Awaiting its eSewa payment. */
  let esewa: Order;

  const exportCsv = (query: Record<string, string> = {}, token = t.adminToken) =>
    t.http.get(EXPORT).query(query).set(bearer(token)).buffer(true);
  const adminList = (query: Record<string, string | number> = {}) =>
    t.http
      .get('/api/v1/orders')
      .query({ limit: 100, ...query })
      .set(bearer(t.adminToken))
      .expect(200);
  /** The order ids of an export, in its order. */
  const idsOf = (text: string) =>
    parseCsv(text)
      .slice(1)
      .map((record) => record[0]);

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl, muffler] = await prepareProducts(t, [
      { pricePaisa: 250_000, stock: 500 },
      { pricePaisa: 120_050, stock: 500 },
    ]);
    // A product name that is a formula with a comma and quotes: the order line keeps it as it was at checkout.
    [muffler] = await t.db
      .update(products)
      .set({ name: '=HYPERLINK("http://evil.test","Click"), 2' })
      .where(eq(products.id, muffler.id))
      .returning();
    tricky = (
      await placeOrder(t, {
        ...payloadOf([lineOf(shawl, 2), lineOf(muffler, 1)]),
        customer_info: {
          ...CUSTOMER_INFO,
          name: '-Sita "Didi", Sharma',
          email: '+sita@pashmina.test',
          address: '@Thamel\nKathmandu',
        },
      }).expect(201)
    ).body.order;
    for (let i = 0; i < 4; i++) await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
    paid = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
    await t.http
      .put(`/api/v1/orders/${paid._id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'paid' })
      .expect(200);
    await t.db.update(orders).set({ transactionCode: '=cmd|x' }).where(eq(orders.id, paid._id));
    const started = await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'esewa')).expect(201);
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentMethod, 'esewa'));
    expect(started.body.data.payment_url).toContain('/api/v1/payments/esewa/start/');
    esewa = (await t.http.get(`/api/v1/orders/${row.id}`).set(bearer(t.adminToken)).expect(200)).body;
  });
  afterAll(() => t?.close());

  it('returns a CSV attachment named after today, with the header row first', async () => {
    const res = await exportCsv().expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith(`${ORDER_EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(parseCsv(res.text)[0]).toEqual([
      'Order ID',
      'Order number',
      'Date',
      'Status',
      'Courier',
      'Tracking number',
      'Payment method',
      'Transaction ID',
      'Customer name',
      'Email',
      'Phone',
      'Address',
      'Products',
      'Discount (Rs.)',
      'District',
      'Delivery (Rs.)',
      'Total (Rs.)',
      'Refunded (Rs.)',
    ]);
  });

  it('writes one record per order, newest first like the list', async () => {
    const res = await exportCsv().expect(200);
    const list = await adminList();
    expect(idsOf(res.text)).toEqual(list.body.map((o: Order) => o._id));
    expect(res.text.endsWith('\r\n')).toBe(true);
    const record = parseCsv(res.text).find((r) => r[0] === paid._id);
    expect(record).toEqual([
      paid._id,
      String(paid.orderNumber),
      paid.createdAt,
      'paid',
      // Not shipped: no courier, no tracking number.
      '',
      '',
      'Cash on delivery',
      "'=cmd|x",
      CUSTOMER_INFO.name,
      CUSTOMER_INFO.email,
      CUSTOMER_INFO.phone,
      CUSTOMER_INFO.address,
      `${shawl.name} × 1`,
      '0.00',
      CUSTOMER_INFO.district,
      '0.00',
      '2500.00',
      '0.00',
    ]);
  });

  it('quotes as RFC 4180 says, and prefixes every cell a spreadsheet would run as a formula', async () => {
    const res = await exportCsv().expect(200);
    const record = parseCsv(res.text).find((r) => r[0] === tricky._id);
    // Lines in the order's own order (by name, as the database collates them).
    const one = (await t.http.get(`/api/v1/orders/${tricky._id}`).set(bearer(t.adminToken)).expect(200))
      .body as Order;
    expect(one.products.map((p) => p.name).sort()).toEqual(
      [`=HYPERLINK("http://evil.test","Click"), 2`, shawl.name].sort(),
    );
    const productsCell = one.products.map((p) => `${p.name} × ${p.quantity}`).join('; ');
    expect(record).toEqual([
      tricky._id,
      String(tricky.orderNumber),
      tricky.createdAt,
      'cash on delivery',
      '',
      '',
      'Cash on delivery',
      '',
      `'-Sita "Didi", Sharma`,
      `'+sita@pashmina.test`,
      CUSTOMER_INFO.phone,
      `'@Thamel\nKathmandu`,
      productsCell.startsWith('=') ? `'${productsCell}` : productsCell,
      '0.00',
      CUSTOMER_INFO.district,
      '0.00',
      // Rs. 6,200.50 of goods, paid in cash as Rs. 6,200.
      '6200.00',
      '0.00',
    ]);
    // The raw text: quotes doubled inside a quoted field, the line break kept inside its quotes.
    expect(res.text).toContain(`,"'-Sita ""Didi"", Sharma",'+sita@pashmina.test,`);
    expect(res.text).toContain(`,"'@Thamel\nKathmandu",`);
    // No cell of any record starts with a formula character.
    for (const cell of parseCsv(res.text).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports what the list’s search and filter match, every page', async () => {
    const byStatus = await exportCsv({ status: 'paid' }).expect(200);
    expect(idsOf(byStatus.text)).toEqual([paid._id]);
    const q = tricky._id.slice(9, 18).toUpperCase();
    const bySearch = await exportCsv({ q }).expect(200);
    const listed = await adminList({ q });
    expect(idsOf(bySearch.text)).toEqual(listed.body.map((o: Order) => o._id));
    expect(idsOf(bySearch.text)).toContain(tricky._id);
    const paidSearch = await exportCsv({ q: paid._id.slice(-12), status: 'paid' }).expect(200);
    expect(idsOf(paidSearch.text)).toEqual([paid._id]);
    const neither = await exportCsv({ q: tricky._id, status: 'paid' }).expect(200);
    expect(idsOf(neither.text)).toEqual([]);
    // Nothing matches: the header row alone.
    const none = await exportCsv({ status: 'delivered' }).expect(200);
    expect(parseCsv(none.text)).toEqual([[...ORDER_EXPORT_COLUMNS]]);
  });

  it('names the way each order is paid as people read it, eSewa included', async () => {
    const res = await exportCsv().expect(200);
    const record = parseCsv(res.text).find((r) => r[0] === esewa._id);
    expect(record?.slice(3, 8)).toEqual(['awaiting payment', '', '', 'eSewa', '']);
    expect(parseCsv(res.text).find((r) => r[0] === paid._id)?.[6]).toBe('Cash on delivery');
  });

  it('filters the list and the export by the way an order is paid', async () => {
    const listed = await adminList({ payment_method: 'esewa' });
    expect(listed.body.map((o: Order) => o._id)).toEqual([esewa._id]);
    expect(listed.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    expect(listed.body[0].payment_method).toBe('esewa');
    const exported = await exportCsv({ payment_method: 'esewa' }).expect(200);
    expect(idsOf(exported.text)).toEqual([esewa._id]);
    const cash = await adminList({ payment_method: 'cash' });
    expect(cash.body.length).toBeGreaterThan(0);
    expect(cash.body.every((o: Order) => o.payment_method === 'cash')).toBe(true);
    expect(cash.body.map((o: Order) => o._id)).not.toContain(esewa._id);
    expect((await adminList({ payment_method: 'khalti' })).body).toEqual([]);
    // With the status filter: both apply.
    expect((await adminList({ payment_method: 'esewa', status: 'paid' })).body).toEqual([]);
    // A customer's own list takes the filter too.
    const own = await t.http
      .get('/api/v1/orders')
      .query({ payment_method: 'esewa' })
      .set(bearer(t.customerToken))
      .expect(200);
    expect(own.body.map((o: Order) => o._id)).toEqual([esewa._id]);
    // The stored names only: the checkout's id of cash on delivery is not one.
    const bad = await t.http
      .get('/api/v1/orders')
      .query({ payment_method: 'cashOnDelivery' })
      .set(bearer(t.adminToken))
      .expect(400);
    expect(bad.body).toMatchObject({ success: false, field: 'payment_method' });
    await exportCsv({ payment_method: 'fonepay' }).expect(400);
  });

  it('is for admins only, and refuses a bad filter', async () => {
    const customer = await exportCsv({}, t.customerToken).expect(403);
    expect(customer.body).toMatchObject({ success: false, message: 'You are not allowed to do this' });
    await t.http.get(EXPORT).expect(401);
    const bad = await exportCsv({ status: 'lost' }).expect(400);
    expect(bad.body).toMatchObject({ success: false, field: 'status' });
    await exportCsv({ q: 'x'.repeat(37) }).expect(400);
  });

  it('streams thousands of orders in batches, each exactly once, in the list’s order', async () => {
    // 1,234 orders, three to each second, so batches end inside a run of equal times and the id decides.
    await t.db.execute(sql`
      insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address,
                          payment_method, created_at)
      select 'cash on delivery', 100000, 'Bulk ' || g, 'bulk@pashmina.test', '9841234567', 'Bhaktapur', 'cash',
             timestamptz '2024-01-01 00:00:00+00' + (g / 3) * interval '1 second'
      from generate_series(1, 1234) g`);
    await t.db.execute(sql`
      insert into order_lines (order_id, product_id, product_name, unit_price_paisa, quantity)
      select id, null, 'Bulk shawl', 100000, 1 from orders where customer_name like 'Bulk %'`);
    const expected = await t.db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`);
    const res = await exportCsv().expect(200);
    const ids = idsOf(res.text);
    expect(ids).toHaveLength(expected.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected.map((row) => row.id));
    const list = await adminList({ limit: 1 });
    expect(list.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(ids.length));
    const bulk = parseCsv(res.text).find((r) => r[8] === 'Bulk 1234');
    // Written by SQL as orders before delivery charges were: no district, no delivery.
    expect(bulk?.slice(12)).toEqual(['Bulk shawl × 1', '0.00', '', '', '1000.00', '0.00']);
  });
});
