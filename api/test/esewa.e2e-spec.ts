// eSewa ePay v2 through the built-in sandbox (issue 52): the signed form, the signed return checked and confirmed by
// the status API, replays, the status job, a cancel left to expire, a refund by hand, and PAYMENT_METHODS.
import { eq, sql } from 'drizzle-orm';
import type { KhaltiOrderResponse } from '../src/contracts';
import { orderStatusHistory, orders, payments, type ProductRow } from '../src/database';
import { EsewaSandboxService, EsewaStatusJob, KhaltiRecheckService } from '../src/payments';
import { esewaSignature } from '../src/payments/methods/esewa/esewa-signature';
import { ESEWA_TEST_SECRET_KEY } from '../src/config';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer, lineOf, payloadOf, placeOrder, prepareProducts, productState } from './fixtures';

describe('eSewa payments through the built-in sandbox', () => {
  let t: TestApp;
  /** Rs. 2500, 50 in stock. */
  let shawl: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 50 }]);
  });
  afterAll(() => t?.close());

  let buyers = 0;
  const startEsewaOrder = async (quantity = 1): Promise<KhaltiOrderResponse> => {
    const buyer = (await createCustomer(t, { email: `esewa-buyer-${++buyers}@pashmina.test` })).token;
    return (await placeOrder(t, payloadOf([lineOf(shawl, quantity)], 'esewa'), buyer).expect(201)).body;
  };
  const pathOf = (url: string) => {
    // Relative when the test writes the return itself.
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.pathname + parsed.search;
  };
  /** The start page's form fields, as the browser would post them. */
  const formOf = async (paymentUrl: string) => {
    const page = await t.http.get(pathOf(paymentUrl)).expect(200);
    expect(page.text).toContain('Continue to eSewa');
    expect(page.headers['content-security-policy']).toContain('form-action');
    const fields: Record<string, string> = {};
    for (const [, name, value] of page.text.matchAll(/name="([^"]+)" value="([^"]*)"/g))
      fields[name] = value.replace(/&amp;/g, '&');
    return { fields, action: /action="([^"]+)"/.exec(page.text)![1] };
  };
  /** Posts the form to the sandbox and presses Pay or Cancel; returns where eSewa sends the browser. */
  const payInSandbox = async (paymentUrl: string, action: 'pay' | 'cancel') => {
    const { fields, action: formUrl } = await formOf(paymentUrl);
    await t.http.post(pathOf(formUrl)).type('form').send(fields).expect(200);
    const res = await t.http
      .post(`/sandbox/esewa/pay/${fields.transaction_uuid}`)
      .type('form')
      .send({ action })
      .expect(303);
    return res.headers.location as string;
  };
  const follow = async (url: string) =>
    (await t.http.get(pathOf(url)).expect(303)).headers.location as string;
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const historyOf = async (id: string) =>
    t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
  /** A return's `data` with these fields, signed with the test secret over the fields it lists. */
  const signedData = (fields: Record<string, unknown>) => {
    const names = Object.keys(fields).concat('signed_field_names').join(',');
    const all: Record<string, unknown> = { ...fields, signed_field_names: names };
    all.signature = esewaSignature(ESEWA_TEST_SECRET_KEY, all, names);
    return Buffer.from(JSON.stringify(all)).toString('base64');
  };

  it('lists the enabled methods for the cart', async () => {
    const res = await t.http.get('/api/v1/payments/methods').expect(200);
    expect(res.body).toEqual([
      { id: 'khalti', label: 'Khalti', kind: 'wallet' },
      { id: 'esewa', label: 'eSewa', kind: 'wallet' },
      { id: 'cashOnDelivery', label: 'Cash on delivery', kind: 'cash' },
    ]);
  });

  it('pays end to end: the signed form, the sandbox, the signed return and the status API', async () => {
    const body = await startEsewaOrder(2);
    expect(body.data.payment_url).toMatch(/\/api\/v1\/payments\/esewa\/start\/[A-Za-z0-9-]+$/);
    expect(await orderRow(body.order._id)).toMatchObject({
      status: 'awaiting payment',
      paymentMethod: 'esewa',
    });
    const { fields } = await formOf(body.data.payment_url);
    expect(fields).toMatchObject({
      amount: '5000',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '5000',
      product_code: 'EPAYTEST',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(fields.signature).toBe(esewaSignature(ESEWA_TEST_SECRET_KEY, fields, fields.signed_field_names));

    const back = await payInSandbox(body.data.payment_url, 'pay');
    expect(pathOf(back)).toMatch(/^\/api\/v1\/payments\/esewa\/return\?data=/);
    expect(await follow(back)).toBe(`${t.config.publicUrl}/success?order=${body.order._id}`);
    const paid = await orderRow(body.order._id);
    expect(paid.status).toBe('paid');
    expect(paid.transactionCode).toMatch(/^000/);
    expect((await historyOf(body.order._id)).map((e) => [e.status, e.source])).toEqual([
      ['awaiting payment', 'customer'],
      ['paid', 'esewa'],
    ]);
  });

  it('changes nothing for a tampered total, a forged signature or an unknown transaction', async () => {
    const body = await startEsewaOrder();
    const { fields } = await formOf(body.data.payment_url);
    const uuid = fields.transaction_uuid;
    const unconfirmed = `${t.config.publicUrl}/Cart?payment=esewa-unconfirmed`;
    const honest = {
      transaction_code: '000ABC',
      status: 'COMPLETE',
      total_amount: '2500.0',
      transaction_uuid: uuid,
      product_code: 'EPAYTEST',
    };
    // The total changed after signing: the old signature no longer holds.
    const original = JSON.parse(Buffer.from(signedData(honest), 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...original, total_amount: '25.0' })).toString('base64');
    const forged = Buffer.from(
      JSON.stringify({ ...original, signature: 'AAAA' + original.signature.slice(4) }),
    ).toString('base64');
    const unknown = signedData({ ...honest, transaction_uuid: 'no-such-uuid' });
    const cheaper = signedData({ ...honest, total_amount: '25.0' });
    for (const data of [tampered, forged, unknown, cheaper, 'not base64 json'])
      expect(await follow(`/api/v1/payments/esewa/return?data=${encodeURIComponent(data)}`)).toBe(
        unconfirmed,
      );
    expect(await orderRow(body.order._id)).toMatchObject({
      status: 'awaiting payment',
      transactionCode: null,
    });
    expect(await historyOf(body.order._id)).toHaveLength(1);
    // Signed right but never paid at eSewa: the status API says so, and the order waits.
    expect(await follow(`/api/v1/payments/esewa/return?data=${encodeURIComponent(signedData(honest))}`)).toBe(
      `${t.config.publicUrl}/Cart?payment=pending`,
    );
    expect((await orderRow(body.order._id)).status).toBe('awaiting payment');
  });

  it('gives one paid order for 20 simultaneous replays of one return', async () => {
    const body = await startEsewaOrder();
    const back = await payInSandbox(body.data.payment_url, 'pay');
    const answers = await Promise.all(Array.from({ length: 20 }, () => follow(back)));
    expect(new Set(answers)).toEqual(new Set([`${t.config.publicUrl}/success?order=${body.order._id}`]));
    const history = await historyOf(body.order._id);
    expect(history.filter((e) => e.status === 'paid')).toHaveLength(1);
    const confirmed = (await t.db.execute(
      sql`select count(*)::int as n from emails where payload->>'orderNumber' = ${String(body.order.orderNumber)} and kind = 'order-confirmed'`,
    )) as unknown as { rows: { n: number }[] };
    const [{ n }] = confirmed.rows;
    expect(n).toBe(1);
  });

  it('settles with the status job a payment whose return never came', async () => {
    const body = await startEsewaOrder();
    await payInSandbox(body.data.payment_url, 'pay'); // the shopper closes the tab here
    expect((await orderRow(body.order._id)).status).toBe('awaiting payment');
    expect(await t.app.get(EsewaStatusJob).checkAwaiting()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(body.order._id)).toMatchObject({ status: 'paid' });
  });

  it('leaves a cancelled payment awaiting until its hour is up, then cancels it with its stock back', async () => {
    const before = await productState(t, shawl.id);
    const body = await startEsewaOrder(3);
    const failure = await payInSandbox(body.data.payment_url, 'cancel');
    expect(pathOf(failure)).toMatch(/^\/api\/v1\/payments\/esewa\/failure\?transaction_uuid=/);
    expect(await follow(failure)).toBe(`${t.config.publicUrl}/Cart?payment=esewa-cancelled`);
    await t.app.get(EsewaStatusJob).checkAwaiting();
    expect((await orderRow(body.order._id)).status).toBe('awaiting payment');
    expect((await productState(t, shawl.id)).stock).toBe(before.stock - 3);

    // The attempt's hour passes.
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.orderId, body.order._id));
    await t.app.get(EsewaStatusJob).checkAwaiting();
    expect((await orderRow(body.order._id)).status).toBe('cancelled');
    expect((await productState(t, shawl.id)).stock).toBe(before.stock);
    expect((await historyOf(body.order._id)).map((e) => [e.status, e.source])).toEqual([
      ['awaiting payment', 'customer'],
      ['cancelled', 'esewa'],
    ]);
    // The Khalti re-check, which serves every wallet, finds nothing left to do.
    await t.app.get(KhaltiRecheckService).recheckStale();
    expect((await orderRow(body.order._id)).status).toBe('cancelled');
  });

  it('records a refund of an eSewa order as made by hand, and notes a refund eSewa reports that nobody recorded', async () => {
    const body = await startEsewaOrder();
    await follow(await payInSandbox(body.data.payment_url, 'pay'));
    const res = await t.http
      .post(`/api/v1/orders/${body.order._id}/refunds`)
      .set(bearer(t.adminToken))
      .send({ amount: 500, reason: 'Sent back from the eSewa merchant portal' })
      .expect(201);
    expect(res.body.refund).toMatchObject({ method: 'esewa', status: 'succeeded', amount: 500 });
    expect(await orderRow(body.order._id)).toMatchObject({ status: 'paid', refundedPaisa: 50_000 });

    // Another order, refunded in eSewa's portal with nothing recorded here.
    const other = await startEsewaOrder();
    const back = await payInSandbox(other.data.payment_url, 'pay');
    await follow(back);
    // What eSewa's status API shows once the owner refunded in its merchant portal without recording it here.
    await t.app.get(EsewaSandboxService).setStatus(other.data.pidx, 'FULL_REFUND');
    await follow(back);
    await follow(back);
    const notes = (await historyOf(other.order._id)).filter((e) => e.note);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ source: 'esewa', status: 'paid' });
    expect(notes[0].note).toBe('eSewa reports this payment fully refunded, but no refund is recorded here.');
    expect(await orderRow(other.order._id)).toMatchObject({ status: 'paid', refundedPaisa: 0 });
    const seen = await t.http.get(`/api/v1/orders/${other.order._id}`).set(bearer(t.adminToken)).expect(200);
    expect(JSON.stringify(seen.body)).toContain('fully refunded');
  });
});

describe('PAYMENT_METHODS without eSewa', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 3, env: { PAYMENT_METHODS: 'khalti,cashOnDelivery' } });
  });
  afterAll(() => t?.close());

  it('refuses an eSewa checkout with 400 and changes nothing', async () => {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 5 }]);
    const before = await productState(t, shawl.id);
    const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'esewa')).expect(400);
    expect(res.body.message).toBe('Please choose a payment method.');
    await placeOrder(t, { ...payloadOf([lineOf(shawl, 1)]), payment_method: 'bitcoin' }).expect(400);
    expect(await productState(t, shawl.id)).toEqual(before);
    expect(
      (await t.http.get('/api/v1/payments/methods').expect(200)).body.map((m: { id: string }) => m.id),
    ).toEqual(['khalti', 'cashOnDelivery']);
  });
});

describe("eSewa's own host (a merchant key set)", () => {
  let t: TestApp;
  const FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
  beforeAll(async () => {
    t = await startTestApp({
      products: 3,
      env: { ESEWA_SECRET_KEY: 'a-merchant-key', ESEWA_FORM_URL: FORM_URL },
    });
  });
  afterAll(() => t?.close());

  it("posts the start page's form to eSewa's host, and its policy lets forms post there and nowhere else", async () => {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 5 }]);
    const buyer = (await createCustomer(t, { email: 'esewa-host@pashmina.test' })).token;
    const order: KhaltiOrderResponse = (
      await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'esewa'), buyer).expect(201)
    ).body;
    const start = await t.http.get(new URL(order.data.payment_url).pathname).expect(200);
    expect(start.text).toContain(`action="${FORM_URL}"`);
    const formAction = /form-action ([^;]+)/.exec(start.headers['content-security-policy'])?.[1];
    // Khalti and cash on delivery post no form: only eSewa's origin, not the shop's own nor any other.
    expect(formAction).toBe('https://rc-epay.esewa.com.np');
  });
});
