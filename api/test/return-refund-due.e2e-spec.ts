import { deliveryZones, type ProductRow } from '../src/database';
import type { ReturnRequest } from '../src/contracts';
import { bearer, startTestApp, type TestApp } from './harness';
import { CUSTOMER_INFO, createCustomer, lineOf, placeOrder, prepareProducts } from './fixtures';

// Issue 51, item 3: a return's refund is what the customer paid for the returned units, their share of the goods
// after the discount, to the paisa (docs/rules.md, Returns).
describe('GET /returns/:id: refundDue', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let muffler: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 3, deliveryFees: true });
    [shawl, muffler] = await prepareProducts(t, [
      { pricePaisa: 1_249_900, stock: 100 },
      { pricePaisa: 300_000, stock: 100 },
    ]);
    // Rs. 100 to Kathmandu, never free: the orders below pay for their delivery.
    await t.db.update(deliveryZones).set({ feePaisa: 10_000, freeFromPaisa: null });
    for (const [code, type, value] of [
      ['TENOFF', 'percent', 10],
      ['THOUSANDOFF', 'fixed', 1000],
    ] as const)
      await t.http
        .post('/api/v1/discounts')
        .set(admin())
        .send({ code, type, value, perCustomerLimit: 10 })
        .expect(201);
  });
  afterAll(() => t?.close());

  const admin = () => bearer(t.adminToken);
  const customer = () => bearer(t.customerToken);

  /** A delivered cash order of these lines with the code, paying `amount` (goods − discount + Rs. 100, whole rupees). */
  const deliveredOrder = async (lines: [ProductRow, number][], code: string, amount: number) => {
    const order = (
      await placeOrder(t, {
        amount,
        discount_code: code,
        customer_info: CUSTOMER_INFO,
        payment_method: 'cashOnDelivery',
        products_details: lines.map(([product, quantity]) => lineOf(product, quantity)),
      }).expect(201)
    ).body.order;
    await t.http.put(`/api/v1/orders/${order._id}`).set(admin()).send({ status: 'delivered' }).expect(200);
    return order._id as string;
  };
  const ask = async (orderId: string, lines: { identity: string; quantity: number }[]) =>
    (
      await t.http
        .post(`/api/v1/orders/${orderId}/returns`)
        .set(customer())
        .send({ lines, reason: 'Not as pictured' })
        .expect(201)
    ).body as ReturnRequest;
  const due = async (id: string, who = admin()) =>
    (await t.http.get(`/api/v1/returns/${id}`).set(who).expect(200)).body as ReturnRequest;
  const refund = (orderId: string, amount: number) =>
    t.http
      .post(`/api/v1/orders/${orderId}/refunds`)
      .set(admin())
      .send({ amount, reason: 'Returned' })
      .expect(201);

  it('with 10% off: one shawl is Rs. 11,249.10, not its list price; the delivery only once every unit is back', async () => {
    // Rs. 15,499 less 10% (Rs. 1,549.90) plus Rs. 100 is Rs. 14,049.10, Rs. 14,049 in cash.
    const orderId = await deliveredOrder(
      [
        [shawl, 1],
        [muffler, 1],
      ],
      'TENOFF',
      14_049,
    );
    const first = await ask(orderId, [{ identity: shawl.id, quantity: 1 }]);
    // The customer who asked reads it too; the list of requests does not carry it.
    expect(await due(first._id, customer())).toMatchObject({ refundDue: 11_249.1, deliveryRefund: 0 });
    const listed = (await t.http.get('/api/v1/returns').set(admin()).expect(200)).body as ReturnRequest[];
    expect(listed.find((r) => r._id === first._id)).not.toHaveProperty('refundDue');
    await t.http.put(`/api/v1/returns/${first._id}`).set(admin()).send({ status: 'approved' }).expect(200);
    await refund(orderId, 11_249.1);
    await t.http.put(`/api/v1/returns/${first._id}`).set(admin()).send({ status: 'refunded' }).expect(200);

    // The muffler is the last unit: Rs. 2,700, and the delivery may be added, within the Rs. 2,799.90 left (the
    // cash rounding's 10 paisa were never paid).
    const last = await ask(orderId, [{ identity: muffler.id, quantity: 1 }]);
    expect(await due(last._id)).toMatchObject({ refundDue: 2_700, deliveryRefund: 99.9 });
  });

  it('with Rs. 1,000 off: one of two shawls is Rs. 11,999, and never more than is left to refund', async () => {
    // Rs. 24,998 less Rs. 1,000 plus Rs. 100.
    const orderId = await deliveredOrder([[shawl, 2]], 'THOUSANDOFF', 24_098);
    const request = await ask(orderId, [{ identity: shawl.id, quantity: 1 }]);
    expect(await due(request._id)).toMatchObject({ refundDue: 11_999, deliveryRefund: 0 });
    // A goodwill refund of Rs. 20,000 leaves Rs. 4,098.
    await refund(orderId, 20_000);
    expect(await due(request._id)).toMatchObject({ refundDue: 4_098, deliveryRefund: 0 });
  });

  it('is the asking customer’s and the admins’ only', async () => {
    const orderId = await deliveredOrder([[muffler, 1]], 'TENOFF', 2_800);
    const request = await ask(orderId, [{ identity: muffler.id, quantity: 1 }]);
    const other = await createCustomer(t);
    await t.http.get(`/api/v1/returns/${request._id}`).set(bearer(other.token)).expect(404);
    await t.http.get(`/api/v1/returns/${request._id}`).expect(401);
    await t.http.get('/api/v1/returns/not-a-uuid').set(admin()).expect(404);
    // The whole order back: Rs. 2,700 and its Rs. 100 delivery, Rs. 2,800 in all.
    expect(await due(request._id)).toMatchObject({ refundDue: 2_700, deliveryRefund: 100 });
  });
});
