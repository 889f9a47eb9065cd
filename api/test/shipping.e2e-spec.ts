import { eq } from 'drizzle-orm';
import {
  COURIER_HAS_ORDERS_MESSAGE,
  COURIER_NAME_TAKEN_MESSAGE,
  COURIER_UNKNOWN_MESSAGE,
  DEFAULT_COURIERS,
  NOT_SHIPPABLE_MESSAGE,
  type Order,
  ORDER_EXPORT_COLUMNS,
  SHIPPED_NOT_CANCELLABLE_MESSAGE,
  SHIPPED_ONLY_DELIVERED_MESSAGE,
  TRACKING_NUMBER_MESSAGE,
} from '../src/contracts';
import { emails, orders, type ProductRow } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { lineOf, parseCsv, payloadOf, placeOrder, prepareProducts, productState } from './fixtures';
import { errorBody } from './error-body';

describe('Shipping: couriers, the shipped status and the shipment (issue 53)', () => {
  let t: TestApp;
  let shawl: ProductRow;

  const couriers = (token = t.adminToken) => t.http.get('/api/v1/couriers').set(bearer(token));
  const setStatus = (id: string, body: Record<string, unknown>) =>
    t.http.put(`/api/v1/orders/${id}`).set(bearer(t.adminToken)).send(body);
  const newCodOrder = async (): Promise<Order> =>
    (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
  const detail = async (id: string, token = t.customerToken): Promise<Order> =>
    (await t.http.get(`/api/v1/orders/${id}`).set(bearer(token)).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
  });
  afterAll(() => t?.close());

  it("lists a new shop's two couriers with empty templates, to admins only", async () => {
    const res = await couriers().expect(200);
    expect(res.body.map((c: { name: string; trackingUrl: string }) => [c.name, c.trackingUrl])).toEqual(
      DEFAULT_COURIERS.map((name) => [name, '']),
    );
    await couriers(t.customerToken).expect(403);
    await t.http.get('/api/v1/couriers').expect(401);
  });

  it('adds, renames and refuses a second courier of the same name in any case', async () => {
    const created = await t.http
      .post('/api/v1/couriers')
      .set(bearer(t.adminToken))
      .send({ name: ' Everest Express ', trackingUrl: 'https://everest.example.com.np/track?id={tracking}' })
      .expect(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      name: 'Everest Express',
      trackingUrl: 'https://everest.example.com.np/track?id={tracking}',
    });
    const taken = await t.http
      .post('/api/v1/couriers')
      .set(bearer(t.adminToken))
      .send({ name: 'EVEREST express' })
      .expect(409);
    expect(taken.body).toEqual(errorBody({ message: COURIER_NAME_TAKEN_MESSAGE }));
    // A template must say where the number goes.
    await t.http
      .post('/api/v1/couriers')
      .set(bearer(t.adminToken))
      .send({ name: 'Nowhere', trackingUrl: 'https://nowhere.example/track' })
      .expect(400);
    const renamed = await t.http
      .put(`/api/v1/couriers/${created.body._id}`)
      .set(bearer(t.adminToken))
      .send({ name: 'Everest Express Cargo' })
      .expect(200);
    expect(renamed.body.name).toBe('Everest Express Cargo');
    expect(renamed.body.trackingUrl).toBe(created.body.trackingUrl);
  });

  it('ships a cash order with a templated courier: the link is filled in, the history, e-mail and text know it', async () => {
    const order = await newCodOrder();
    const before = await productState(t, shawl.id);
    const res = await setStatus(order._id, {
      status: 'shipped',
      courier: 'everest express cargo',
      trackingNumber: ' EE 123/45 ',
    }).expect(200);
    expect(res.body.order.status).toBe('shipped');
    expect(res.body.order.shipment).toEqual({
      courier: 'Everest Express Cargo',
      trackingNumber: 'EE 123/45',
      trackingUrl: 'https://everest.example.com.np/track?id=EE%20123%2F45',
      shippedAt: expect.any(String),
    });
    // Shipping moves no stock and counts nothing twice.
    expect(await productState(t, shawl.id)).toEqual(before);
    const mine = await detail(order._id);
    expect(mine.shipment?.courier).toBe('Everest Express Cargo');
    expect(mine.statusHistory?.map((e) => e.status)).toEqual(['cash on delivery', 'shipped']);
    const shippedMail = await t.db.select().from(emails).where(eq(emails.orderId, order._id));
    expect(shippedMail.map((e) => e.kind)).toContain('order-shipped');
    const payload = shippedMail.find((e) => e.kind === 'order-shipped')?.payload as {
      shipment: { trackPage: string };
    };
    expect(payload.shipment.trackPage).toBe(
      `${t.config.publicUrl}/track?number=${order.orderNumber}&phone=${order.customer_information.phone}`,
    );
  });

  it('ships with a courier without a template: no link', async () => {
    const order = await newCodOrder();
    const res = await setStatus(order._id, {
      status: 'shipped',
      courier: 'Pathao Parcel',
      trackingNumber: 'P-1',
    }).expect(200);
    expect(res.body.order.shipment).toMatchObject({ courier: 'Pathao Parcel', trackingUrl: null });
  });

  it('refuses shipping without a known courier or with a bad tracking number', async () => {
    const order = await newCodOrder();
    for (const body of [
      { status: 'shipped', trackingNumber: 'X1' },
      { status: 'shipped', courier: 'Nobody Couriers', trackingNumber: 'X1' },
    ]) {
      const res = await setStatus(order._id, body).expect(400);
      expect(res.body.message).toBe(COURIER_UNKNOWN_MESSAGE);
    }
    for (const trackingNumber of [undefined, '', '   ', 'x'.repeat(41), 12]) {
      const res = await setStatus(order._id, { status: 'shipped', courier: 'Pathao Parcel', trackingNumber });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(TRACKING_NUMBER_MESSAGE);
    }
    expect((await detail(order._id)).status).toBe('cash on delivery');
    expect((await detail(order._id)).shipment).toBeNull();
    // 40 characters is the most.
    await setStatus(order._id, {
      status: 'shipped',
      courier: 'Pathao Parcel',
      trackingNumber: 'x'.repeat(40),
    }).expect(200);
  });

  it('ships only a paid or cash order, never cancels a shipped one, and delivers it', async () => {
    const awaiting = (await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti')).expect(201)).body.order;
    const notYet = await setStatus(awaiting._id, {
      status: 'shipped',
      courier: 'Pathao Parcel',
      trackingNumber: 'A1',
    }).expect(409);
    expect(notYet.body).toEqual(errorBody({ message: NOT_SHIPPABLE_MESSAGE }));

    const order = await newCodOrder();
    await setStatus(order._id, { status: 'shipped', courier: 'Pathao Parcel', trackingNumber: 'B2' }).expect(
      200,
    );
    const cancel = await setStatus(order._id, { status: 'cancelled' }).expect(409);
    expect(cancel.body).toEqual(errorBody({ message: SHIPPED_NOT_CANCELLABLE_MESSAGE }));
    const back = await setStatus(order._id, { status: 'cash on delivery' }).expect(409);
    expect(back.body).toEqual(errorBody({ message: SHIPPED_ONLY_DELIVERED_MESSAGE }));
    const delivered = await setStatus(order._id, { status: 'delivered' }).expect(200);
    expect(delivered.body.order.status).toBe('delivered');
    // The shipment stays on the delivered order.
    expect(delivered.body.order.shipment.trackingNumber).toBe('B2');
    // Paid or cash on delivery is still delivered straight away, as before.
    const direct = await newCodOrder();
    await setStatus(direct._id, { status: 'delivered' }).expect(200);
  });

  it('keeps a courier that shipped orders: 409 on delete; an unused one is deleted', async () => {
    const list = (await couriers().expect(200)).body as { _id: string; name: string }[];
    const pathao = list.find((c) => c.name === 'Pathao Parcel')!;
    const refused = await t.http
      .delete(`/api/v1/couriers/${pathao._id}`)
      .set(bearer(t.adminToken))
      .expect(409);
    expect(refused.body).toEqual(errorBody({ message: COURIER_HAS_ORDERS_MESSAGE }));
    const unused = list.find((c) => c.name === 'Nepal Can Move')!;
    await t.http.delete(`/api/v1/couriers/${unused._id}`).set(bearer(t.adminToken)).expect(200);
    await t.http.delete(`/api/v1/couriers/${unused._id}`).set(bearer(t.adminToken)).expect(404);
    // Renaming keeps what the shipped orders were told.
    await t.http
      .put(`/api/v1/couriers/${pathao._id}`)
      .set(bearer(t.adminToken))
      .send({ name: 'Pathao' })
      .expect(200);
    const shipped = await t.db.select().from(orders).where(eq(orders.courierId, pathao._id));
    expect(shipped.every((o) => o.courierName === 'Pathao Parcel')).toBe(true);
  });

  it('filters, exports and counts shipped orders; the others have no shipment', async () => {
    const list = await t.http
      .get('/api/v1/orders')
      .query({ status: 'shipped', limit: 100 })
      .set(bearer(t.adminToken))
      .expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((o: Order) => o.status === 'shipped' && o.shipment)).toBe(true);
    const all = (await t.http.get('/api/v1/orders').query({ limit: 100 }).set(bearer(t.adminToken)))
      .body as Order[];
    expect(all.filter((o) => !o.shipment).every((o) => o.status !== 'shipped')).toBe(true);

    const csv = await t.http
      .get('/api/v1/orders/export.csv')
      .set(bearer(t.adminToken))
      .buffer(true)
      .expect(200);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(header.slice(header.indexOf('Status'), header.indexOf('Status') + 3)).toEqual([
      'Status',
      'Courier',
      'Tracking number',
    ]);
    const shippedRow = rows.find((r) => r[header.indexOf('Status')] === 'shipped')!;
    expect(shippedRow[header.indexOf('Courier')]).not.toBe('');
    expect(shippedRow[header.indexOf('Tracking number')]).not.toBe('');

    const stats = (await t.http.get('/api/v1/stats').set(bearer(t.adminToken)).expect(200)).body;
    const toDeliver = all.filter((o) => ['paid', 'cash on delivery', 'shipped'].includes(o.status)).length;
    expect(stats.ordersToDeliver).toBe(toDeliver);
  });
});
