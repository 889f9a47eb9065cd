import {
  type Order,
  TRACK_NOT_FOUND_MESSAGE,
  TRACK_TOO_MANY_MESSAGE,
  toDevanagariDigits,
} from '../src/contracts';
import type { ProductRow } from '../src/database';
import { errorBody } from './error-body';
import { bearer, startTestApp, type TestApp } from './harness';
import { CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';

describe('GET /orders/track: the public tracking page (issue 53)', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let order: Order;
  const LIMIT = 4;

  /** Each request from its own client address (X-Forwarded-For, believed from loopback), unless `from` is given. */
  const track = (query: Record<string, unknown>, from = '203.0.113.7') =>
    t.http.get('/api/v1/orders/track').query(query).set('X-Forwarded-For', from);

  beforeAll(async () => {
    t = await startTestApp({ products: 2, env: { TRACKING_FAILURE_LIMIT: String(LIMIT) } });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
    order = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
  });
  afterAll(() => t?.close());

  it('answers the number, status, history, shipment and district, and nothing else, without a login', async () => {
    const placed = await track(
      { number: order.orderNumber, phone: CUSTOMER_INFO.phone },
      '198.51.100.1',
    ).expect(200);
    expect(placed.body).toEqual({
      number: order.orderNumber,
      status: 'cash on delivery',
      placedAt: order.createdAt,
      history: [{ status: 'cash on delivery', at: order.createdAt }],
      shipment: null,
      delivery: { district: CUSTOMER_INFO.district },
    });
    await t.http
      .put(`/api/v1/orders/${order._id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'shipped', courier: 'Nepal Can Move', trackingNumber: 'NCM-77' })
      .expect(200);
    // '#1001' and Devanagari digits are the same number.
    const shipped = await track(
      { number: `#${toDevanagariDigits(order.orderNumber)}`, phone: CUSTOMER_INFO.phone },
      '198.51.100.1',
    ).expect(200);
    expect(Object.keys(shipped.body).sort()).toEqual(
      ['delivery', 'history', 'number', 'placedAt', 'shipment', 'status'].sort(),
    );
    expect(shipped.body.status).toBe('shipped');
    expect(shipped.body.history.map((e: { status: string }) => e.status)).toEqual([
      'cash on delivery',
      'shipped',
    ]);
    expect(shipped.body.shipment).toEqual({
      courier: 'Nepal Can Move',
      trackingNumber: 'NCM-77',
      trackingUrl: null,
      shippedAt: expect.any(String),
    });
    expect(JSON.stringify(shipped.body)).not.toContain(CUSTOMER_INFO.name);
    expect(JSON.stringify(shipped.body)).not.toContain(CUSTOMER_INFO.address);
  });

  it('gives a wrong phone and a wrong number the same 404', async () => {
    const wrongPhone = await track({ number: order.orderNumber, phone: '9811111111' }, '198.51.100.2').expect(
      404,
    );
    const wrongNumber = await track(
      { number: order.orderNumber + 50, phone: CUSTOMER_INFO.phone },
      '198.51.100.2',
    ).expect(404);
    expect(wrongPhone.body).toEqual(errorBody({ message: TRACK_NOT_FOUND_MESSAGE, code: 'TRACK_NOT_FOUND' }));
    expect(wrongNumber.body).toEqual(wrongPhone.body);
    await track({}, '198.51.100.3').expect(404);
  });

  it('answers 429 past TRACKING_FAILURE_LIMIT wrong tries from one address, not from another, apart from logins', async () => {
    const from = '192.0.2.44';
    for (let i = 0; i < LIMIT; i++) await track({ number: 1, phone: '9800000000' }, from).expect(404);
    const limited = await track({ number: order.orderNumber, phone: CUSTOMER_INFO.phone }, from).expect(429);
    expect(limited.body).toEqual(errorBody({ message: TRACK_TOO_MANY_MESSAGE }));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back; nor are logins from the held one.
    await track({ number: order.orderNumber, phone: CUSTOMER_INFO.phone }, '192.0.2.45').expect(200);
    await t.http
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', from)
      .send({ email: CUSTOMER_INFO.email, password: 'wrong-password-1' })
      .expect(401);
  });
});
