import { eq } from 'drizzle-orm';
import type { Order, RefundResponse } from '../src/contracts';
import { emails, orders, type ProductRow, refunds } from '../src/database';
import { RefundSettler } from '../src/orders';
import { bearer, startTestApp, type TestApp } from './harness';
import { lineOf, payloadOf, placeOrder, prepareProducts, pressSandbox, productState } from './fixtures';

// Issue 40: refunds through the built-in Khalti sandbox and in cash (docs/rules.md, Refunds).
describe('refunds', () => {
  let t: TestApp;
  /** Rs. 2,500. */
  let shawl: ProductRow;
  /** Rs. 1,200. */
  let muffler: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl, muffler] = await prepareProducts(t, [
      { pricePaisa: 250_000, stock: 100 },
      { pricePaisa: 120_000, stock: 100 },
    ]);
  });
  afterAll(() => t?.close());

  const admin = () => bearer(t.adminToken);
  const refund = (id: string, body: object) =>
    t.http.post(`/api/v1/orders/${id}/refunds`).set(admin()).send(body);
  const getOrder = async (id: string): Promise<Order> =>
    (await t.http.get(`/api/v1/orders/${id}`).set(admin()).expect(200)).body;
  const setStatus = (id: string, status: string) =>
    t.http.put(`/api/v1/orders/${id}`).set(admin()).send({ status });

  /** A Khalti order of 2 shawls and 1 muffler (Rs. 6,200), paid in the sandbox. */
  const paidKhaltiOrder = async (): Promise<{ id: string; pidx: string; transactionCode: string }> => {
    const body = (
      await placeOrder(t, payloadOf([lineOf(shawl, 2), lineOf(muffler, 1)], 'khalti')).expect(201)
    ).body;
    const returnUrl = await pressSandbox(t, body.data.pidx, 'pay');
    const parsed = new URL(returnUrl);
    await t.http.get(parsed.pathname + parsed.search).expect(303);
    const order = await getOrder(body.order._id);
    expect(order.status).toBe('paid');
    return { id: order._id, pidx: body.data.pidx, transactionCode: order.transaction_code as string };
  };
  const cashOrder = async (): Promise<string> =>
    (await placeOrder(t, payloadOf([lineOf(shawl, 1), lineOf(muffler, 2)])).expect(201)).body.order._id;

  it('is for admins only: a customer 403, anonymous 401', async () => {
    const { id } = await paidKhaltiOrder();
    await t.http.post(`/api/v1/orders/${id}/refunds`).send({ amount: 10, reason: 'x' }).expect(401);
    await t.http
      .post(`/api/v1/orders/${id}/refunds`)
      .set(bearer(t.customerToken))
      .send({ amount: 10, reason: 'x' })
      .expect(403);
    expect((await getOrder(id)).refunded).toBe(0);
  });

  it('refunds part, then the rest, of a paid Khalti order through the sandbox; the order ends refunded', async () => {
    const { id, pidx } = await paidKhaltiOrder();
    const before = await productState(t, shawl.id);
    const first = await refund(id, {
      amount: 2500,
      reason: 'One shawl was damaged',
      restock: [{ identity: shawl.id, quantity: 1 }],
    }).expect(201);
    const body = first.body as RefundResponse<Order>;
    expect(body.refund).toEqual({
      _id: expect.any(String),
      amount: 2500,
      reason: 'One shawl was damaged',
      method: 'khalti',
      status: 'succeeded',
      createdAt: expect.any(String),
      by: { name: expect.any(String), email: t.config.adminEmail },
      restock: [{ identity: shawl.id, quantity: 1 }],
      failure: null,
      checkInKhalti: false,
    });
    expect(body.order).toMatchObject({ _id: id, status: 'paid', refunded: 2500, amount: 6200 });
    expect(body.order.refunds).toHaveLength(1);
    // The stock came back in the refund's transaction, and no longer counts as sold.
    expect(await productState(t, shawl.id)).toEqual({
      stock: before.stock + 1,
      quantitySold: before.quantitySold - 1,
    });
    // The sandbox's lookup shows it.
    const lookup = await t.http
      .post('/sandbox/khalti/epayment/lookup/')
      .set('Authorization', 'Key test')
      .send({ pidx })
      .expect(200);
    expect(lookup.body).toMatchObject({
      status: 'Partially Refunded',
      refunded: true,
      refunded_amount: 250_000,
    });

    // More than what is left: 400 naming what is left.
    expect((await refund(id, { amount: 3700.01, reason: 'too much' }).expect(400)).body.message).toBe(
      'You can refund at most Rs. 3,700.',
    );
    const rest = (await refund(id, { amount: 3700, reason: 'Customer changed their mind' }).expect(201))
      .body as RefundResponse<Order>;
    expect(rest.refund.status).toBe('succeeded');
    expect(rest.order).toMatchObject({ status: 'refunded', refunded: 6200 });
    expect(rest.order.refunds?.map((r) => r.amount)).toEqual([2500, 3700]);
    // Each refund's entry says it is a refund, the part one too (the order stayed paid).
    expect(rest.order.statusHistory?.slice(-2)).toEqual([
      expect.objectContaining({
        status: 'refunded',
        source: 'admin',
        refund: { amount: 2500, method: 'khalti' },
      }),
      expect.objectContaining({
        status: 'refunded',
        source: 'admin',
        refund: { amount: 3700, method: 'khalti' },
      }),
    ]);
    const after = await t.http
      .post('/sandbox/khalti/epayment/lookup/')
      .set('Authorization', 'Key test')
      .send({ pidx })
      .expect(200);
    expect(after.body).toMatchObject({ status: 'Refunded', refunded_amount: 620_000 });

    expect((await refund(id, { amount: 1, reason: 'again' }).expect(409)).body.message).toBe(
      'This order has nothing left to refund.',
    );
    // An admin may not set refunded by hand, and a refunded order is final.
    await setStatus(id, 'refunded').expect(400);
    expect((await setStatus(id, 'delivered').expect(409)).body.message).toBe('This order is final');
    // Each succeeded refund e-mails the customer.
    const queued = await t.db.select().from(emails).where(eq(emails.orderId, id));
    expect(
      queued
        .filter((e) => e.kind === 'order-refunded')
        .map((e) => e.subject)
        .sort(),
    ).toEqual(
      [
        `Your refund of Rs. 2,500 for order #${rest.order.orderNumber}`,
        `Your refund of Rs. 3,700 for order #${rest.order.orderNumber}`,
      ].sort(),
    );
  });

  it('refunds the whole payment at once with an empty body', async () => {
    const { id, pidx } = await paidKhaltiOrder();
    const done = (await refund(id, { amount: 6200, reason: 'Out of stock after all' }).expect(201))
      .body as RefundResponse<Order>;
    expect(done.order).toMatchObject({ status: 'refunded', refunded: 6200 });
    const lookup = await t.http
      .post('/sandbox/khalti/epayment/lookup/')
      .set('Authorization', 'Key test')
      .send({ pidx })
      .expect(200);
    expect(lookup.body).toMatchObject({ status: 'Refunded', refunded: true });
  });

  it('gives one refund of two posted at once', async () => {
    const { id } = await paidKhaltiOrder();
    const answers = await Promise.all([
      refund(id, { amount: 1000, reason: 'double click' }),
      refund(id, { amount: 1000, reason: 'double click' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // The second either waited for the first's lock and found it pending, or came after it succeeded.
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
    if (statuses[1] === 409) {
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(
        'A refund of this order is already in progress.',
      );
      expect(rows).toHaveLength(1);
    } else {
      // Both succeeded one after the other: two refunds that add up, never more than the order.
      expect(rows).toHaveLength(2);
    }
    expect((await getOrder(id)).refunded).toBe(1000 * rows.length);
  });

  it('answers 409 while a refund is pending', async () => {
    const { id } = await paidKhaltiOrder();
    const [row] = await t.db
      .insert(refunds)
      .values({ orderId: id, amountPaisa: 10_000, reason: 'stuck', method: 'khalti', status: 'pending' })
      .returning();
    expect((await refund(id, { amount: 100, reason: 'another' }).expect(409)).body.message).toBe(
      'A refund of this order is already in progress.',
    );
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, row.id));
  });

  it('refuses orders without a payment to refund, and bad input', async () => {
    const awaiting = (await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti')).expect(201)).body.order
      ._id;
    const cod = await cashOrder();
    for (const id of [awaiting, cod])
      expect((await refund(id, { amount: 10, reason: 'x' }).expect(409)).body.message).toBe(
        'This order has no payment to refund.',
      );
    await setStatus(cod, 'cancelled').expect(200);
    expect((await refund(cod, { amount: 10, reason: 'x' }).expect(409)).body.message).toBe(
      'This order has no payment to refund.',
    );
    const { id } = await paidKhaltiOrder();
    await refund(id, { amount: 0, reason: 'x' }).expect(400);
    await refund(id, { amount: -5, reason: 'x' }).expect(400);
    await refund(id, { amount: 10, reason: '' }).expect(400);
    await refund(id, { amount: 10, reason: 'x'.repeat(301) }).expect(400);
    await refund(id, { amount: 10, reason: 'x', restock: [{ identity: 'nope', quantity: 1 }] }).expect(400);
    await refund('00000000-0000-4000-8000-000000000000', { amount: 10, reason: 'x' }).expect(404);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);
    // A paid order is closed by a refund, never a cancel.
    expect((await setStatus(id, 'cancelled').expect(409)).body.message).toMatch(/refund it instead/);
  });

  it('limits restock to what was ordered less what earlier refunds returned', async () => {
    const { id } = await paidKhaltiOrder();
    const before = await productState(t, shawl.id);
    await refund(id, {
      amount: 100,
      reason: 'one back',
      restock: [{ identity: shawl.id, quantity: 1 }],
    }).expect(201);
    const refused = await refund(id, {
      amount: 100,
      reason: 'two more',
      restock: [{ identity: shawl.id, quantity: 2 }],
    }).expect(400);
    expect(refused.body.message).toBe(`You can return at most 1 of ${shawl.name} to stock.`);
    expect(
      (
        await refund(id, {
          amount: 100,
          reason: 'x',
          restock: [{ identity: muffler.id, quantity: 2 }],
        }).expect(400)
      ).body.message,
    ).toBe(`You can return at most 1 of ${muffler.name} to stock.`);
    // Refused: nothing written, no stock moved.
    expect(await productState(t, shawl.id)).toEqual({
      stock: before.stock + 1,
      quantitySold: before.quantitySold - 1,
    });
    await refund(id, { amount: 100, reason: 'last', restock: [{ identity: shawl.id, quantity: 1 }] }).expect(
      201,
    );
    expect((await productState(t, shawl.id)).stock).toBe(before.stock + 2);
  });

  it('refunds a delivered cash order in cash at once, and revenue counts amount less refunded', async () => {
    const stats = async () => (await t.http.get('/api/v1/stats').set(admin()).expect(200)).body;
    const id = await cashOrder(); // Rs. 4,900
    expect((await refund(id, { amount: 100, reason: 'not yet' }).expect(409)).body.message).toBe(
      'This order has no payment to refund.',
    );
    await setStatus(id, 'delivered').expect(200);
    const start = await stats();
    const part = (await refund(id, { amount: 900.5, reason: 'A stain on the muffler' }).expect(201))
      .body as RefundResponse<Order>;
    expect(part.refund).toMatchObject({ method: 'cash', status: 'succeeded', amount: 900.5 });
    expect(part.order).toMatchObject({ status: 'delivered', refunded: 900.5 });
    const mid = await stats();
    expect(mid.totalRevenue).toBeCloseTo(start.totalRevenue - 900.5, 2);
    expect(mid.deliveredOrders).toBe(start.deliveredOrders);
    const rest = (await refund(id, { amount: 3999.5, reason: 'All of it came back' }).expect(201))
      .body as RefundResponse<Order>;
    expect(rest.order).toMatchObject({ status: 'refunded', refunded: 4900 });
    const end = await stats();
    expect(end.totalRevenue).toBeCloseTo(start.totalRevenue - 4900, 2);
    expect(end.deliveredOrders).toBe(start.deliveredOrders - 1);
    const mail = await t.db.select().from(emails).where(eq(emails.orderId, id));
    expect(mail.filter((e) => e.kind === 'order-refunded')).toHaveLength(2);
    // The admin's filter and the CSV.
    const listed = await t.http.get('/api/v1/orders?status=refunded').set(admin()).expect(200);
    expect(listed.body.map((o: Order) => o._id)).toContain(id);
    const csv = await t.http.get('/api/v1/orders/export.csv?status=refunded').set(admin()).expect(200);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header.split(',').at(-1)).toBe('Refunded (Rs.)');
    expect(
      rows
        .find((row) => row.startsWith(id))
        ?.split(',')
        .at(-1),
    ).toBe('4900.00');
  });

  it("leaves refunded orders out of 'Orders to deliver'", async () => {
    const { id } = await paidKhaltiOrder();
    const before = (await t.http.get('/api/v1/stats').set(admin()).expect(200)).body.ordersToDeliver;
    await refund(id, { amount: 6200, reason: 'Out of stock' }).expect(201);
    const after = (await t.http.get('/api/v1/stats').set(admin()).expect(200)).body.ordersToDeliver;
    expect(after).toBe(before - 1);
  });

  it("picks up a refund made only in Khalti's dashboard, on the return and on Check again", async () => {
    const { id, pidx, transactionCode } = await paidKhaltiOrder();
    // The owner refunds Rs. 1,000 by hand in the (sandbox's) merchant dashboard.
    await t.http
      .post(`/sandbox/khalti/api/merchant-transaction/${transactionCode}/refund/`)
      .set('Authorization', 'Key test')
      .send({ amount: 100_000 })
      .expect(200, { detail: 'Transaction refund successful.' });
    expect((await getOrder(id)).refunded).toBe(0);
    await t.http.get(`/api/v1/payments/khalti/return?pidx=${pidx}`).expect(303);
    const seen = await getOrder(id);
    expect(seen.refunded).toBe(1000);
    expect(seen.refunds).toEqual([
      expect.objectContaining({
        amount: 1000,
        by: null,
        reason: 'Refunded in Khalti',
        status: 'succeeded',
        method: 'khalti',
      }),
    ]);
    expect(seen.statusHistory?.at(-1)).toMatchObject({
      source: 'khalti',
      refund: { amount: 1000, method: 'khalti' },
    });
    // Seen once: a replay records nothing more.
    await t.http.get(`/api/v1/payments/khalti/return?pidx=${pidx}`).expect(303);
    expect((await getOrder(id)).refunds).toHaveLength(1);

    // The rest, by hand again: Check again finds it.
    await t.http
      .post(`/sandbox/khalti/api/merchant-transaction/${transactionCode}/refund/`)
      .set('Authorization', 'Key test')
      .send({})
      .expect(200);
    const checked = (await t.http.post(`/api/v1/orders/${id}/refunds/check`).set(admin()).expect(200))
      .body as Order;
    expect(checked).toMatchObject({ status: 'refunded', refunded: 6200 });
    expect(checked.refunds?.map((r) => r.amount)).toEqual([1000, 5200]);
  });

  it('the settling job leaves settled refunds alone', async () => {
    expect(await t.app.get(RefundSettler).settleDue()).toBe(0);
    const rows = await t.db.select().from(orders).where(eq(orders.status, 'refunded'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
