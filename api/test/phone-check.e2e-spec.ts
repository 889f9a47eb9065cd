import { eq, sql } from 'drizzle-orm';
import {
  PHONE_CODE_TOO_MANY_MESSAGE,
  PHONE_CODE_WRONG_MESSAGE,
  PHONE_NOT_VERIFIED_MESSAGE,
  SHOP_CONTACT,
} from '../src/contracts';
import { phoneCodes, type ProductRow, users } from '../src/database';
import { errorBody } from './error-body';
import { bearer, startTestApp, type TestApp } from './harness';
import {
  CUSTOMER_INFO,
  createCustomer,
  lineOf,
  orderCount,
  payloadOf,
  placeOrder,
  prepareProducts,
} from './fixtures';
import { until } from './sparrow-server';

describe('The phone check before cash on delivery (issue 53)', () => {
  let t: TestApp;
  let shawl: ProductRow;
  let buyer: { token: string; id: string };
  const PHONE = '9812345678';
  let addresses = 0;

  /** Each from an address of its own: the auth routes' per-address rate limit is not what these test. */
  const post = (path: string, body: object, token: string) =>
    t.http
      .post(`/api/v1/auth/phone/${path}`)
      .set(bearer(token))
      .set('X-Forwarded-For', `198.18.0.${++addresses}`)
      .send(body);
  /** The codes the development SMS outbox received for a number, newest first. */
  const codesTo = async (phone: string): Promise<string[]> => {
    const res = await t.http.get('/sandbox/sms/messages').query({ to: phone }).expect(200);
    return (res.body as { text: string }[])
      .map((m) => /^Pashmina Shop code: (\d{6})\. It expires in 10 minutes\.$/.exec(m.text)?.[1])
      .filter((code): code is string => Boolean(code));
  };
  const newCode = async (phone: string, token = buyer.token): Promise<string> => {
    const before = (await codesTo(phone)).length;
    await post('code', { phone }, token).expect(202);
    await until(async () => (await codesTo(phone)).length > before);
    return (await codesTo(phone))[0];
  };
  const codOrder = (token = buyer.token, phone = PHONE) =>
    placeOrder(t, { ...payloadOf([lineOf(shawl, 1)]), customer_info: { ...CUSTOMER_INFO, phone } }, token);

  beforeAll(async () => {
    t = await startTestApp({ products: 2, env: { SMS_OUTBOX: '1', MAIL_POLL_MS: '20' } });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
    buyer = await createCustomer(t, { email: 'phone-buyer@pashmina.test', phone: PHONE });
  });
  afterAll(() => t?.close());

  it("holds the switch off on a new shop, with the shop's contact lines, for admins only", async () => {
    const res = await t.http.get('/api/v1/settings').set(bearer(t.adminToken)).expect(200);
    expect(res.body).toEqual({ verifyPhoneForCashOnDelivery: false, contact: { ...SHOP_CONTACT } });
    await t.http.get('/api/v1/settings').set(bearer(t.customerToken)).expect(403);
    await t.http.put('/api/v1/settings').set(bearer(t.customerToken)).send({}).expect(403);
    // Off: cash on delivery needs nothing.
    await codOrder().expect(201);
    const on = await t.http
      .put('/api/v1/settings')
      .set(bearer(t.adminToken))
      .send({ verifyPhoneForCashOnDelivery: true, contact: { phone: '+977 1-5550000' } })
      .expect(200);
    expect(on.body.settings).toEqual({
      verifyPhoneForCashOnDelivery: true,
      contact: { ...SHOP_CONTACT, phone: '+977 1-5550000' },
    });
    await t.http
      .put('/api/v1/settings')
      .set(bearer(t.adminToken))
      .send({ contact: { address: 'two\nlines' } })
      .expect(400);
  });

  it('refuses cash on delivery with 409 PHONE_NOT_VERIFIED and makes no order; a wallet is not held back', async () => {
    const before = await orderCount(t);
    const refused = await codOrder().expect(409);
    expect(refused.body).toEqual(
      errorBody({ message: PHONE_NOT_VERIFIED_MESSAGE, code: 'PHONE_NOT_VERIFIED' }),
    );
    expect(await orderCount(t)).toBe(before);
    await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti'), buyer.token).expect(201);
  });

  it('texts a code to the SMS outbox (this machine only); a wrong or expired code is 400', async () => {
    const code = await newCode(PHONE);
    const page = await t.http.get('/sandbox/sms').expect(200);
    expect(page.text).toContain(PHONE);
    expect(page.text).toContain(`Pashmina Shop code: ${code}.`);
    await t.http.get('/sandbox/sms').set('X-Forwarded-For', '203.0.113.9').expect(403);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('verify', { phone: PHONE, code: wrong }, buyer.token).expect(400);
    expect(res.body).toEqual(errorBody({ message: PHONE_CODE_WRONG_MESSAGE }));
    // The right code for another number is wrong too.
    await post('verify', { phone: '9800000001', code }, buyer.token).expect(400);
    await t.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, buyer.id));
    await post('verify', { phone: PHONE, code }, buyer.token).expect(400);
  });

  it('ends a code at the fifth wrong try', async () => {
    const code = await newCode(PHONE);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await post('verify', { phone: PHONE, code: wrong }, buyer.token).expect(400);
    await post('verify', { phone: PHONE, code }, buyer.token).expect(400);
  });

  it('verifies the phone, and then cash on delivery goes through; only with that phone on the order', async () => {
    await t.db.delete(phoneCodes).where(eq(phoneCodes.userId, buyer.id));
    const code = await newCode(PHONE);
    const ok = await post('verify', { phone: PHONE, code }, buyer.token).expect(200);
    expect(ok.body.user).toMatchObject({ phone: PHONE, phoneVerified: true });
    // A used code does not work twice.
    await post('verify', { phone: PHONE, code }, buyer.token).expect(400);
    await codOrder(buyer.token, '9800000002').expect(409);
    const placed = await codOrder().expect(201);
    expect(placed.body.order.status).toBe('cash on delivery');
  });

  it('clears phoneVerified when the profile changes the phone', async () => {
    const profile = { name: 'Phone Buyer', phone: PHONE, address: 'Patan, Lalitpur' };
    await t.http
      .put('/api/v1/auth/profile')
      .set(bearer(buyer.token))
      .set('X-Forwarded-For', '198.19.0.1')
      .send(profile)
      .expect(200);
    const [same] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(same.phoneVerified).toBe(true);
    const changed = await t.http
      .put('/api/v1/auth/profile')
      .set(bearer(buyer.token))
      .set('X-Forwarded-For', '198.19.0.2')
      .send({ ...profile, phone: '9800000003' })
      .expect(200);
    expect(changed.body.updatedUser.phoneVerified).toBe(false);
    await codOrder(buyer.token, '9800000003').expect(409);
  });

  it('sends at most 3 codes a phone an hour and 10 an account a day: 429 beyond', async () => {
    const other = await createCustomer(t, { email: 'limits@pashmina.test', phone: '9800000010' });
    await t.db.delete(phoneCodes);
    for (let i = 0; i < 3; i++) await post('code', { phone: '9800000011' }, other.token).expect(202);
    const tooMany = await post('code', { phone: '9800000011' }, other.token).expect(429);
    expect(tooMany.body).toEqual(errorBody({ message: PHONE_CODE_TOO_MANY_MESSAGE }));
    // Another number, until the account's ten of the day.
    for (let i = 0; i < 3; i++) await post('code', { phone: '9800000012' }, other.token).expect(202);
    for (let i = 0; i < 3; i++) await post('code', { phone: '9800000013' }, other.token).expect(202);
    await post('code', { phone: '9800000014' }, other.token).expect(202);
    await post('code', { phone: '9800000015' }, other.token).expect(429);
    // An hour on, a phone may have three more; the account still has its day's ten.
    await t.db.update(phoneCodes).set({ createdAt: sql`now() - interval '61 minutes'` });
    await post('code', { phone: '9800000011' }, buyer.token).expect(202);
    await post('code', { phone: '9800000015' }, other.token).expect(429);
    await post('code', { phone: '98' }, other.token).expect(400);
  });

  it('counts a verified phone as the customer for a once-per-customer discount code', async () => {
    await t.http
      .put('/api/v1/settings')
      .set(bearer(t.adminToken))
      .send({ verifyPhoneForCashOnDelivery: false })
      .expect(200);
    await t.http
      .post('/api/v1/discounts')
      .set(bearer(t.adminToken))
      .send({ code: 'ONCE-PHONE', type: 'percent', value: 10, perCustomerLimit: 1 })
      .expect(201);
    // The buyer's phone is verified as 9812345678 again; an order by another account with that phone used the code.
    await t.db.update(users).set({ phone: PHONE, phoneVerified: true }).where(eq(users.id, buyer.id));
    const second = await createCustomer(t, { email: 'second@pashmina.test', phone: '9800000020' });
    const amount = (payloadOf([lineOf(shawl, 1)]).amount * 9) / 10;
    await placeOrder(
      t,
      {
        ...payloadOf([lineOf(shawl, 1)]),
        amount,
        discount_code: 'ONCE-PHONE',
        customer_info: { ...CUSTOMER_INFO, phone: PHONE },
      },
      second.token,
    ).expect(201);
    const check = await t.http
      .post('/api/v1/discounts/check')
      .set(bearer(buyer.token))
      .send({ code: 'ONCE-PHONE', products_details: [lineOf(shawl, 1)] })
      .expect(200);
    expect(check.body.messageId).toBe('DISCOUNT_ALREADY_USED');
    // An order with another phone still counts the buyer's verified one.
    const refused = await placeOrder(
      t,
      {
        ...payloadOf([lineOf(shawl, 1)]),
        amount,
        discount_code: 'ONCE-PHONE',
        customer_info: { ...CUSTOMER_INFO, phone: '9800000021' },
      },
      buyer.token,
    ).expect(409);
    expect(refused.body.code).toBe('DISCOUNT_ALREADY_USED');
  });
});
