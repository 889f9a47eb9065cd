import { eq } from 'drizzle-orm';
import {
  cashOnDeliveryUnavailableMessage,
  DISTRICT_REQUIRED_MESSAGE,
  KHALTI_TOO_SMALL_MESSAGE,
  type KhaltiOrderResponse,
  type Order,
} from '../src/contracts';
import { emails, orders, type ProductRow } from '../src/database';
import { PRICES_CHANGED } from '../src/orders/checkout.service';
import { KhaltiClient } from '../src/payments/khalti.client';
import {
  CUSTOMER_INFO,
  lineOf,
  orderCount,
  parseCsv,
  payloadOf,
  placeOrder,
  prepareProducts,
  pressSandbox,
} from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';

// Issue 39, at checkout: the district in customer_info, the fee in the amount (free from the zone's amount, after the
// discount), cash on delivery refused where couriers take no cash, Khalti asked for the amount with delivery, and the
// order's delivery in its JSON, the CSV and the e-mails. On a shop with the default zones' fees.

describe('delivery at checkout', () => {
  let t: TestApp;
  /** Rs. 1,000 a unit. */
  let shawl: ProductRow;
  /** Rs. 4,500 a unit. */
  let blanket: ProductRow;
  /** Rs. 5 a unit. */
  let pin: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 3, deliveryFees: true });
    [shawl, blanket, pin] = await prepareProducts(t, [
      { pricePaisa: 100_000, stock: 10_000 },
      { pricePaisa: 450_000, stock: 10_000 },
      { pricePaisa: 500, stock: 10_000 },
    ]);
  });
  afterAll(() => t?.close());

  const zones = async () =>
    (await t.http.get('/api/v1/delivery/zones').set(bearer(t.adminToken)).expect(200)).body as {
      _id: string;
      name: string;
    }[];
  const order = (body: Record<string, unknown>, district: unknown = 'Kathmandu') =>
    placeOrder(t, { ...body, customer_info: { ...CUSTOMER_INFO, district } });

  it('refuses a missing or unknown district with 400, and makes no order', async () => {
    const before = await orderCount(t);
    const { district: _omitted, ...withoutDistrict } = CUSTOMER_INFO;
    const missing = await placeOrder(t, {
      ...payloadOf([lineOf(shawl, 1)]),
      amount: 1100,
      customer_info: withoutDistrict,
    }).expect(400);
    expect(missing.body).toMatchObject({
      message: DISTRICT_REQUIRED_MESSAGE,
      field: 'customer_info.district',
    });
    for (const district of [null, '', 'Gotham', 'kathmandu', 42]) {
      const res = await order({ ...payloadOf([lineOf(shawl, 1)]), amount: 1100 }, district).expect(400);
      expect(res.body.message).toBe(DISTRICT_REQUIRED_MESSAGE);
    }
    expect(await orderCount(t)).toBe(before);
  });

  it('charges the zone’s fee: the amount is goods + delivery, and a stale amount is 409 with the total including it', async () => {
    const stale = await order({ ...payloadOf([lineOf(shawl, 1)]), amount: 1000 }, 'Jhapa').expect(409);
    expect(stale.body).toMatchObject({ message: PRICES_CHANGED, total: 1200 });
    const placed = await order({ ...payloadOf([lineOf(shawl, 1)]), amount: 1200 }, 'Jhapa').expect(201);
    const made = placed.body.order as Order;
    expect(made).toMatchObject({
      amount: 1200,
      delivery: { district: 'Jhapa', zone: 'Outside the valley', fee: 200 },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, made._id));
    expect(row).toMatchObject({
      amountPaisa: 120_000,
      deliveryDistrict: 'Jhapa',
      deliveryZone: 'Outside the valley',
      deliveryPaisa: 20_000,
    });
    // The customer's list and one order carry it; the admin's CSV has District and Delivery (Rs.).
    const mine = await t.http.get(`/api/v1/orders/${made._id}`).set(bearer(t.customerToken)).expect(200);
    expect(mine.body.delivery).toEqual({ district: 'Jhapa', zone: 'Outside the valley', fee: 200 });
    const csv = await t.http.get('/api/v1/orders/export.csv').set(bearer(t.adminToken)).expect(200);
    const [header, ...records] = parseCsv(csv.text);
    const record = records.find((r) => r[0] === made._id)!;
    const at = header.indexOf('Discount (Rs.)');
    expect(header.slice(at, at + 4)).toEqual(['Discount (Rs.)', 'District', 'Delivery (Rs.)', 'Total (Rs.)']);
    expect(record.slice(at, at + 4)).toEqual(['0.00', 'Jhapa', '200.00', '1200.00']);
  });

  it('is free from the zone’s amount, counted on the goods after the discount', async () => {
    // Rs. 5,000 of goods in the valley: free.
    const free = await order({ ...payloadOf([lineOf(shawl, 5)]), amount: 5000 }).expect(201);
    expect(free.body.order.delivery).toEqual({ district: 'Kathmandu', zone: 'Kathmandu Valley', fee: 0 });
    // Rs. 5,500 less 10% is Rs. 4,950: under the free amount, so Rs. 100 is charged.
    const code = await t.http
      .post('/api/v1/discounts')
      .set(bearer(t.adminToken))
      .send({ code: 'DELIVERY10', type: 'percent', value: 10, perCustomerLimit: 100 })
      .expect(201);
    expect(code.body.code).toBe('DELIVERY10');
    const lines = [lineOf(blanket, 1), lineOf(shawl, 1)];
    const wrong = await order({ ...payloadOf(lines), amount: 4950, discount_code: 'delivery10' }).expect(409);
    // The 409's total: the lines' total with the delivery.
    expect(wrong.body).toMatchObject({ message: PRICES_CHANGED, total: 5600 });
    const charged = await order({ ...payloadOf(lines), amount: 5050, discount_code: 'delivery10' }).expect(
      201,
    );
    expect(charged.body.order).toMatchObject({
      amount: 5050,
      discount: { code: 'DELIVERY10', amount: 550 },
      delivery: { district: 'Kathmandu', fee: 100 },
    });
    // The public quote says the same of the goods after the discount.
    const quote = await t.http.get('/api/v1/delivery/quote?district=Kathmandu&subtotal=4950').expect(200);
    expect(quote.body.fee).toBe(100);
  });

  it('refuses cash on delivery where the zone takes no cash (409, no order), and Khalti is asked for the amount with delivery', async () => {
    const outside = (await zones()).find((zone) => zone.name === 'Outside the valley')!;
    await t.http
      .put(`/api/v1/delivery/zones/${outside._id}`)
      .set(bearer(t.adminToken))
      .send({ cashOnDelivery: false })
      .expect(200);
    try {
      const before = await orderCount(t);
      const refused = await order({ ...payloadOf([lineOf(shawl, 1)]), amount: 1200 }, 'Humla').expect(409);
      expect(refused.body.message).toBe(cashOnDeliveryUnavailableMessage('Humla'));
      expect(refused.body.message).toBe(
        'Cash on delivery is not available in Humla. Please pay with Khalti.',
      );
      expect(await orderCount(t)).toBe(before);

      const res = await order({ ...payloadOf([lineOf(shawl, 1)], 'khalti'), amount: 1200 }, 'Humla').expect(
        201,
      );
      const body = res.body as KhaltiOrderResponse;
      expect(body.order).toMatchObject({ amount: 1200, delivery: { district: 'Humla', fee: 200 } });
      const returnUrl = await pressSandbox(t, body.data.pidx, 'pay');
      expect(new URL(returnUrl).searchParams.get('total_amount')).toBe('120000');
      const lookup = await t.app
        .get(KhaltiClient)
        .lookup({ pidx: body.data.pidx, amountPaisa: 0, expiresAt: null });
      expect(lookup).toMatchObject({ state: 'paid', providerStatus: 'Completed', totalAmount: 120_000 });
      const back = new URL(returnUrl);
      await t.http.get(back.pathname + back.search).expect(303);
      const [paid] = await t.db.select().from(orders).where(eq(orders.id, body.order._id));
      expect(paid).toMatchObject({ status: 'paid', amountPaisa: 120_000, deliveryPaisa: 20_000 });
    } finally {
      await t.http
        .put(`/api/v1/delivery/zones/${outside._id}`)
        .set(bearer(t.adminToken))
        .send({ cashOnDelivery: true })
        .expect(200);
    }
  });

  it('applies the Khalti minimum to the amount with delivery', async () => {
    // Rs. 5 of goods: Rs. 105 with the valley's fee, above Khalti's Rs. 10.
    const res = await order({ ...payloadOf([lineOf(pin, 1)], 'khalti'), amount: 105 }).expect(201);
    expect(res.body.order).toMatchObject({ amount: 105, delivery: { fee: 100 } });
    // A zone that delivers for nothing leaves Rs. 5: told to choose cash on delivery.
    const valley = (await zones()).find((zone) => zone.name === 'Kathmandu Valley')!;
    await t.http
      .put(`/api/v1/delivery/zones/${valley._id}`)
      .set(bearer(t.adminToken))
      .send({ fee: 0 })
      .expect(200);
    try {
      const small = await order({ ...payloadOf([lineOf(pin, 1)], 'khalti'), amount: 5 }).expect(400);
      expect(small.body.message).toBe(KHALTI_TOO_SMALL_MESSAGE);
    } finally {
      await t.http
        .put(`/api/v1/delivery/zones/${valley._id}`)
        .set(bearer(t.adminToken))
        .send({ fee: 100 })
        .expect(200);
    }
  });

  it('queues the confirmation and the shop’s alert with the delivery in their payload', async () => {
    const placed = await order({ ...payloadOf([lineOf(shawl, 2)]), amount: 2100 }, 'Lalitpur').expect(201);
    const queued = await t.db.select().from(emails).where(eq(emails.orderId, placed.body.order._id));
    expect(queued.length).toBe(2);
    for (const mail of queued)
      expect(mail.payload).toMatchObject({
        total: 2100,
        delivery: { district: 'Lalitpur', zone: 'Kathmandu Valley', fee: 100 },
      });
  });
});
