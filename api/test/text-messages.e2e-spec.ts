import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import {
  type Order,
  PHONE_CODE_NOT_RESENT_MESSAGE,
  TEXT_MESSAGE_MAX,
  toDevanagariDigits,
} from '../src/contracts';
import { type ProductRow, textMessages, users } from '../src/database';
import { errorBody } from './error-body';
import { bearer, startTestApp, type TestApp } from './harness';
import { CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { SPARROW_SENT, sparrowRefusal, startSparrow, until } from './sparrow-server';

describe('Text messages through Sparrow SMS (issue 53)', () => {
  let t: TestApp;
  let sparrow: Awaited<ReturnType<typeof startSparrow>>;
  let shawl: ProductRow;
  const phone = CUSTOMER_INFO.phone;

  const setStatus = (id: string, body: Record<string, unknown>) =>
    t.http.put(`/api/v1/orders/${id}`).set(bearer(t.adminToken)).send(body).expect(200);
  const textsTo = () => sparrow.delivered(phone).map((request) => request.text);

  beforeAll(async () => {
    sparrow = await startSparrow();
    t = await startTestApp({
      products: 2,
      env: {
        SPARROW_SMS_TOKEN: 'sparrow-test-token',
        SPARROW_SMS_URL: sparrow.url,
        SPARROW_SMS_FROM: 'PashminaShop',
        MAIL_POLL_MS: '20',
        MAIL_RETRY_FIRST_MS: '100',
        MAIL_RETRY_MAX_MS: '200',
      },
    });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
  });
  afterAll(async () => {
    await t?.close();
    await sparrow?.close();
  });

  it('texts each step of an order once, with the form fields Sparrow reads', async () => {
    const order: Order = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
    const n = order.orderNumber;
    await until(() => textsTo().length === 1);
    expect(sparrow.delivered(phone)[0]).toEqual({
      token: 'sparrow-test-token',
      from: 'PashminaShop',
      to: phone,
      text: `Pashmina Shop: order #${n} received, Rs. 2,500, Cash on delivery. We will call you before delivery.`,
    });
    await setStatus(order._id, { status: 'shipped', courier: 'Pathao Parcel', trackingNumber: 'PP-9' });
    await until(() => textsTo().length === 2);
    // No template: the link is the shop's tracking page, filled in.
    expect(textsTo()[1]).toBe(
      `Pashmina Shop: order #${n} is on its way with Pathao Parcel. Track: ${t.config.publicUrl}/track?number=${n}&phone=${phone}`,
    );
    await setStatus(order._id, { status: 'delivered' });
    await until(() => textsTo().length === 3);
    expect(textsTo()[2]).toBe(`Pashmina Shop: order #${n} was delivered. Thank you!`);
    await t.http
      .post(`/api/v1/orders/${order._id}/refunds`)
      .set(bearer(t.adminToken))
      .send({ amount: 500, reason: 'A loose thread' })
      .expect(201);
    await until(() => textsTo().length === 4);
    expect(textsTo()[3]).toBe(`Pashmina Shop: Rs. 500 refunded for order #${n}.`);
    // Once each, however long the worker runs on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsTo()).toHaveLength(4);
    for (const text of textsTo()) expect(text.length).toBeLessThanOrEqual(TEXT_MESSAGE_MAX);
    const rows = await t.db.select().from(textMessages).where(eq(textMessages.orderId, order._id));
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual(
      [
        ['order-delivered', 'sent', 1],
        ['order-placed', 'sent', 1],
        ['order-refunded', 'sent', 1],
        ['order-shipped', 'sent', 1],
      ].sort(),
    );
  });

  it('retries a text Sparrow refused twice with 403, shows the refusal on the dashboard meanwhile, and sends it once', async () => {
    const before = sparrow.requests.length;
    sparrow.script.push(sparrowRefusal(1002, 'Invalid Token'), sparrowRefusal(1013, 'Insufficient credit'));
    const order: Order = (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order;
    const alert = async () =>
      (await t.http.get('/api/v1/text-messages/alert').set(bearer(t.adminToken)).expect(200)).body.alert;
    // While Sparrow refuses the shop's token or credit, the admin's dashboard says so.
    await until(async () => (await alert()) !== null);
    expect([1002, 1013]).toContain((await alert())?.code ?? 1002);
    await t.http.get('/api/v1/text-messages/alert').set(bearer(t.customerToken)).expect(403);
    const row = async () =>
      (await t.db.select().from(textMessages).where(eq(textMessages.orderId, order._id)))[0];
    await until(async () => (await row()).status === 'sent');
    // Two refusals, then the one that went: three requests, one text received.
    expect(sparrow.requests.length - before).toBe(3);
    const received = sparrow
      .delivered(phone)
      .filter((r) => r.text.includes(`#${order.orderNumber} received`));
    expect(received).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, errorCode: 1013 });
    expect((await row()).lastError).toContain('1013');
    // Sent since: the dashboard no longer warns.
    expect(await alert()).toBeNull();
  });

  it('texts a customer who orders in Nepali in Nepali', async () => {
    // The language a customer orders in becomes the account's (docs/rules.md, Languages).
    const order: Order = (
      await t.http
        .post('/api/v1/create-orders')
        .set(bearer(t.customerToken))
        .set('Accept-Language', 'ne')
        .send(payloadOf([lineOf(shawl, 1)]))
        .expect(201)
    ).body.order;
    const label = `#${toDevanagariDigits(order.orderNumber)}`;
    await until(() => sparrow.delivered(phone).some((r) => r.text.includes(label)));
    const nepali = sparrow.delivered(phone).find((r) => r.text.includes(label))!;
    expect(nepali.text).toBe(
      `पश्मिना शप: अर्डर ${label} प्राप्त भयो, रु २,५००, डेलिभरीमा नगद। डेलिभरी अघि हामी फोन गर्नेछौं।`,
    );
    expect(nepali.text.length).toBeLessThanOrEqual(TEXT_MESSAGE_MAX);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, CUSTOMER_INFO.email));
  });

  it('lists the texts for admins, newest first, and resends one as a new row', async () => {
    const list = await t.http.get('/api/v1/text-messages').set(bearer(t.adminToken)).expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body[0]).toMatchObject({ to: phone, status: expect.any(String), kind: expect.any(String) });
    await t.http.get('/api/v1/text-messages').set(bearer(t.customerToken)).expect(403);
    const delivered = (list.body as { _id: string; kind: string }[]).find(
      (r) => r.kind === 'order-delivered',
    )!;
    const count = sparrow.delivered(phone).length;
    const resent = await t.http
      .post(`/api/v1/text-messages/${delivered._id}/resend`)
      .set(bearer(t.adminToken))
      .expect(201);
    expect(resent.body.textMessage).toMatchObject({ kind: 'order-delivered', status: 'queued' });
    await until(() => sparrow.delivered(phone).length === count + 1);
    await t.http
      .post(`/api/v1/text-messages/${delivered._id.replace(/./, '0')}/resend`)
      .set(bearer(t.adminToken));
    const [code] = await t.db
      .insert(textMessages)
      .values({ kind: 'phone-code', to: phone, text: '', status: 'sent' })
      .returning();
    const refused = await t.http
      .post(`/api/v1/text-messages/${code.id}/resend`)
      .set(bearer(t.adminToken))
      .expect(409);
    expect(refused.body).toEqual(errorBody({ message: PHONE_CODE_NOT_RESENT_MESSAGE }));
  });

  it('refuses to start production with texts on and no token; off by default there', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'a-strong-owner-password',
      KHALTI_SECRET_KEY: 'live_secret_key_x',
      ESEWA_SECRET_KEY: 'esewa-live-secret',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: '/tmp/pashmina-sms-config',
    };
    expect(() => loadConfig({ ...base, SMS_ENABLED: '1' })).toThrow(/SPARROW_SMS_TOKEN is required/);
    expect(loadConfig(base).sms).toMatchObject({ enabled: false, outbox: false });
    expect(loadConfig({ ...base, SMS_ENABLED: '1', SPARROW_SMS_TOKEN: 'live' }).sms).toMatchObject({
      enabled: true,
      outbox: false,
    });
    expect(SPARROW_SENT.status).toBe(200);
  });
});
