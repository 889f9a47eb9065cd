import { and, eq, sql } from 'drizzle-orm';
import {
  type CreateOrderLine,
  DISCOUNT_ACTIVE_MESSAGE,
  DISCOUNT_ALREADY_USED_MESSAGE,
  DISCOUNT_CODE_MESSAGE,
  DISCOUNT_DATES_ORDER_MESSAGE,
  DISCOUNT_DUPLICATE_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_FIXED_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_MIN_SUBTOTAL_MESSAGE,
  DISCOUNT_PER_CUSTOMER_MESSAGE,
  DISCOUNT_PERCENT_MESSAGE,
  DISCOUNT_TYPE_MESSAGE,
  DISCOUNT_USAGE_LIMIT_MESSAGE,
  DISCOUNT_USED_DELETE_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
  DISCOUNT_VALUE_MESSAGE,
  type DiscountCode,
  discountDateMessage,
  discountUsageBelowUsedMessage,
  KHALTI_MIN_AFTER_DISCOUNT_MESSAGE,
  type KhaltiOrderResponse,
  type Order,
  TOTAL_COUNT_HEADER,
} from '../src/contracts';
import {
  discountCodes,
  discountRedemptions,
  emails,
  khaltiSandboxPayments,
  orders,
  payments,
  type ProductRow,
} from '../src/database';
import { KhaltiRecheckService } from '../src/payments';
import { LINK_LIFETIME_MS } from '../src/payments/khalti-recheck.service';
import { KhaltiClient } from '../src/payments/khalti.client';
import { PRICES_CHANGED } from '../src/orders/checkout.service';
import {
  CUSTOMER_INFO,
  createCustomer,
  lineOf,
  orderCount,
  parseCsv,
  payloadOf,
  placeOrder,
  prepareProducts,
  pressSandbox,
} from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { shopBefore } from './shop-before';
import { errorBody } from './error-body';

// Issue 28: discount codes. The admin's codes and their rules, the cart's check, the checkout that takes a use in the
// order's transaction (and the cancellations that give it back), the per-customer limit by account and by phone, and
// a usage limit that holds under concurrent checkouts. Runs on PGlite and on PostgreSQL (jest.config.js).

const HOUR = 60 * 60 * 1000;

describe('discount codes', () => {
  let t: TestApp;
  /** Rs. 1,000 a unit. */
  let shawl: ProductRow;
  /** Rs. 12.50 a unit: percents of it fall between two paisa. */
  let pin: ProductRow;
  let customers = 0;

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl, pin] = await prepareProducts(t, [
      { pricePaisa: 100_000, stock: 100_000 },
      { pricePaisa: 1_250, stock: 100_000 },
    ]);
  });
  afterAll(() => t?.close());

  const newCustomer = (phone = '9801234567') =>
    createCustomer(t, { email: `discount-${++customers}@pashmina.test`, phone });
  const createCode = (fields: Record<string, unknown>, token = t.adminToken) =>
    t.http
      .post('/api/v1/discounts')
      .set(bearer(token))
      .send({ type: 'percent', value: 10, ...fields });
  const made = async (fields: Record<string, unknown>): Promise<DiscountCode> =>
    (await createCode(fields).expect(201)).body;
  const check = (code: string, lines: CreateOrderLine[], token = t.customerToken) =>
    t.http.post('/api/v1/discounts/check').set(bearer(token)).send({ code, products_details: lines });
  /** A checkout with a code: `amount` is the total after the discount, as the cart shows it. */
  const checkout = (
    lines: CreateOrderLine[],
    code: string,
    amount: number,
    { token = t.customerToken, phone = CUSTOMER_INFO.phone, method = 'cashOnDelivery' as const } = {} as {
      token?: string;
      phone?: string;
      method?: 'cashOnDelivery' | 'khalti';
    },
  ) =>
    placeOrder(
      t,
      {
        ...payloadOf(lines, method),
        amount,
        discount_code: code,
        customer_info: { ...CUSTOMER_INFO, phone },
      },
      token,
    );
  const codeRow = async (id: string) =>
    (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];
  const redemptionsOf = (orderId: string) =>
    t.db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));

  describe('the admin’s codes', () => {
    it('creates a code in capitals with its defaults, refuses a duplicate in any case, reads, lists, edits and deletes it', async () => {
      const created = await createCode({ code: ' dashain-25 ', value: 25 }).expect(201);
      expect(created.body).toEqual({
        _id: expect.any(String),
        code: 'DASHAIN-25',
        type: 'percent',
        value: 25,
        minSubtotal: 0,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: 1,
        active: true,
        used: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const dup = await createCode({ code: 'Dashain-25' }).expect(409);
      expect(dup.body).toEqual(errorBody({ message: DISCOUNT_DUPLICATE_MESSAGE }));

      const fixed = await made({
        code: 'TIHAR_500',
        type: 'fixed',
        value: 500.5,
        minSubtotal: 2000,
        startsAt: '2026-10-01T00:00:00.000Z',
        endsAt: '2026-11-15T00:00:00.000Z',
        usageLimit: 100,
        perCustomerLimit: 2,
        active: false,
      });
      expect(fixed).toMatchObject({ code: 'TIHAR_500', value: 500.5, minSubtotal: 2000, usageLimit: 100 });

      const list = await t.http
        .get('/api/v1/discounts')
        .query({ q: 'ashain', limit: 10 })
        .set(bearer(t.adminToken))
        .expect(200);
      expect(list.body.map((c: DiscountCode) => c.code)).toEqual(['DASHAIN-25']);
      expect(list.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
      const page = await t.http
        .get('/api/v1/discounts')
        .query({ page: 2, limit: 1 })
        .set(bearer(t.adminToken))
        .expect(200);
      expect(Number(page.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(2);
      expect(page.body).toHaveLength(1);

      const one = await t.http.get(`/api/v1/discounts/${fixed._id}`).set(bearer(t.adminToken)).expect(200);
      expect(one.body).toEqual(fixed);
      const edited = await t.http
        .put(`/api/v1/discounts/${fixed._id}`)
        .set(bearer(t.adminToken))
        .send({ active: true, usageLimit: null, endsAt: null })
        .expect(200);
      expect(edited.body).toMatchObject({ active: true, usageLimit: null, endsAt: null, value: 500.5 });

      await t.http.delete(`/api/v1/discounts/${fixed._id}`).set(bearer(t.adminToken)).expect(200);
      await t.http.get(`/api/v1/discounts/${fixed._id}`).set(bearer(t.adminToken)).expect(404);
      await t.http.get('/api/v1/discounts/not-an-id').set(bearer(t.adminToken)).expect(404);
    });

    it('responds with 403 to a customer and 401 to anyone signed out; the cart’s check needs a login', async () => {
      const { _id } = await made({ code: 'ROLES-1' });
      const calls = [
        () => t.http.get('/api/v1/discounts'),
        () => t.http.post('/api/v1/discounts').send({ code: 'NOPE-1', type: 'percent', value: 5 }),
        () => t.http.get(`/api/v1/discounts/${_id}`),
        () => t.http.put(`/api/v1/discounts/${_id}`).send({ active: false }),
        () => t.http.delete(`/api/v1/discounts/${_id}`),
      ];
      for (const call of calls) {
        await call().set(bearer(t.customerToken)).expect(403);
        await call().expect(401);
      }
      await t.http
        .post('/api/v1/discounts/check')
        .send({ code: 'ROLES-1', products_details: [lineOf(shawl, 1)] })
        .expect(401);
      expect(await codeRow(_id)).toMatchObject({ active: true, code: 'ROLES-1' });
    });

    it('refuses every bad field with its message and the field’s name, and creates nothing', async () => {
      const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(discountCodes))[0].n;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'AB' }, 'code', DISCOUNT_CODE_MESSAGE],
        [{ code: 'A'.repeat(33) }, 'code', DISCOUNT_CODE_MESSAGE],
        [{ code: 'SALE 10' }, 'code', DISCOUNT_CODE_MESSAGE],
        [{ code: 'SALÉ10' }, 'code', DISCOUNT_CODE_MESSAGE],
        // Upper-cased by Unicode's rules these would be SALE10 and ITEM10: their letters are checked as typed.
        [{ code: 'ſale10' }, 'code', DISCOUNT_CODE_MESSAGE],
        [{ code: 'ıtem10' }, 'code', DISCOUNT_CODE_MESSAGE],
        [{ code: 12345 }, 'code', DISCOUNT_CODE_MESSAGE],
        [{ code: 'OK-1', type: 'half' }, 'type', DISCOUNT_TYPE_MESSAGE],
        [{ code: 'OK-1', value: 'ten' }, 'value', DISCOUNT_VALUE_MESSAGE],
        [{ code: 'OK-1', value: 0 }, 'value', DISCOUNT_PERCENT_MESSAGE],
        [{ code: 'OK-1', value: 91 }, 'value', DISCOUNT_PERCENT_MESSAGE],
        [{ code: 'OK-1', value: 12.5 }, 'value', DISCOUNT_PERCENT_MESSAGE],
        [{ code: 'OK-1', type: 'fixed', value: 0.5 }, 'value', DISCOUNT_FIXED_MESSAGE],
        [{ code: 'OK-1', type: 'fixed', value: 10.005 }, 'value', DISCOUNT_FIXED_MESSAGE],
        [{ code: 'OK-1', minSubtotal: -1 }, 'minSubtotal', DISCOUNT_MIN_SUBTOTAL_MESSAGE],
        [{ code: 'OK-1', minSubtotal: 10.123 }, 'minSubtotal', DISCOUNT_MIN_SUBTOTAL_MESSAGE],
        [{ code: 'OK-1', startsAt: 'tomorrow' }, 'startsAt', discountDateMessage('startsAt')],
        [{ code: 'OK-1', endsAt: '2026-13-01' }, 'endsAt', discountDateMessage('endsAt')],
        [
          { code: 'OK-1', startsAt: '2026-10-10T00:00:00Z', endsAt: '2026-10-01T00:00:00Z' },
          'endsAt',
          DISCOUNT_DATES_ORDER_MESSAGE,
        ],
        [{ code: 'OK-1', usageLimit: 0 }, 'usageLimit', DISCOUNT_USAGE_LIMIT_MESSAGE],
        [{ code: 'OK-1', usageLimit: 2.5 }, 'usageLimit', DISCOUNT_USAGE_LIMIT_MESSAGE],
        [{ code: 'OK-1', perCustomerLimit: 0 }, 'perCustomerLimit', DISCOUNT_PER_CUSTOMER_MESSAGE],
        [{ code: 'OK-1', active: 'yes' }, 'active', DISCOUNT_ACTIVE_MESSAGE],
        [{ code: 'OK-1', used: 3 }, 'used', 'Unknown field: used'],
      ];
      for (const [fields, field, message] of cases) {
        const res = await createCode(fields).expect(400);
        expect({ fields, body: res.body }).toEqual({ fields, body: errorBody({ message, field }) });
      }
      expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(discountCodes))[0].n).toBe(before);

      // An edit is checked whole: a new type needs its value, and the value fits the type it will have.
      const { _id } = await made({ code: 'EDIT-1', value: 50 });
      const put = (body: object) =>
        t.http.put(`/api/v1/discounts/${_id}`).set(bearer(t.adminToken)).send(body);
      expect((await put({ value: 95 }).expect(400)).body).toMatchObject({
        message: DISCOUNT_PERCENT_MESSAGE,
        field: 'value',
      });
      expect((await put({ type: 'fixed', value: 0.25 }).expect(400)).body.message).toBe(
        DISCOUNT_FIXED_MESSAGE,
      );
      expect((await put({ type: 'fixed' }).expect(400)).body.field).toBe('value');
      expect((await put({ type: 'fixed', value: 300 }).expect(200)).body).toMatchObject({
        type: 'fixed',
        value: 300,
      });
    });
  });

  describe('the cart’s check', () => {
    it('rounds a percent down to the paisa and caps a fixed discount at the subtotal, any case typed', async () => {
      await made({ code: 'PCT15', value: 15, perCustomerLimit: 1000 });
      await made({ code: 'BIG5000', type: 'fixed', value: 5000, perCustomerLimit: 1000 });
      // 15% of Rs. 12.50 is Rs. 1.875: Rs. 1.87 off. Of Rs. 37.50, Rs. 5.625: Rs. 5.62.
      expect((await check(' pct15 ', [lineOf(pin, 1)]).expect(200)).body).toEqual({
        valid: true,
        code: 'PCT15',
        discount: 1.87,
        subtotal: 12.5,
        total: 10.63,
        message: 'Discount applied.',
        messageId: 'DISCOUNT_APPLIED',
      });
      expect((await check('PCT15', [lineOf(pin, 3)]).expect(200)).body).toMatchObject({
        discount: 5.62,
        total: 31.88,
      });
      expect((await check('big5000', [lineOf(shawl, 2)]).expect(200)).body).toMatchObject({
        valid: true,
        discount: 2000,
        subtotal: 2000,
        total: 0,
      });
    });

    it('says why a code does not apply: unknown, inactive, not yet or no longer valid, under its minimum', async () => {
      await made({ code: 'SLEEPY', active: false });
      await made({ code: 'LATER', startsAt: new Date(Date.now() + 24 * HOUR).toISOString() });
      await made({ code: 'OVER', endsAt: new Date(Date.now() - HOUR).toISOString() });
      await made({ code: 'MIN2000', minSubtotal: 2000 });
      await made({ code: 'SALE10' });
      const cases: [string, string][] = [
        ['NOSUCHCODE', DISCOUNT_INVALID_MESSAGE],
        // Not SALE10 with its first letter a long s: a code is only ever a–z folded to capitals.
        ['ſale10', DISCOUNT_INVALID_MESSAGE],
        ['no such code at all', DISCOUNT_INVALID_MESSAGE],
        ['SLEEPY', DISCOUNT_INVALID_MESSAGE],
        ['LATER', DISCOUNT_EXPIRED_MESSAGE],
        ['OVER', DISCOUNT_EXPIRED_MESSAGE],
        ['MIN2000', 'This code needs an order of at least Rs. 2,000.'],
      ];
      for (const [code, message] of cases) {
        const res = await check(code, [lineOf(shawl, 1)]).expect(200);
        expect({ code, body: res.body }).toEqual({
          code,
          body: expect.objectContaining({ valid: false, discount: 0, subtotal: 1000, total: 1000, message }),
        });
      }
      expect((await check('MIN2000', [lineOf(shawl, 2)]).expect(200)).body.valid).toBe(true);
    });
  });

  describe('checkout', () => {
    it('places a discounted cash-on-delivery order: the total after the discount, recorded and shown everywhere', async () => {
      const { _id } = await made({ code: 'SAVE100', type: 'fixed', value: 100 });
      const res = await checkout([lineOf(shawl, 2)], 'save100', 1900).expect(201);
      const order: Order = res.body.order;
      expect(order).toMatchObject({ amount: 1900, discount: { code: 'SAVE100', amount: 100 } });

      const one = await t.http.get(`/api/v1/orders/${order._id}`).set(bearer(t.adminToken)).expect(200);
      expect(one.body).toMatchObject({ amount: 1900, discount: { code: 'SAVE100', amount: 100 } });
      const mine = await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200);
      expect(mine.body.find((o: Order) => o._id === order._id).discount).toEqual({
        code: 'SAVE100',
        amount: 100,
      });
      const csv = await t.http.get('/api/v1/orders/export.csv').set(bearer(t.adminToken)).expect(200);
      expect(
        parseCsv(csv.text)
          .find((r) => r[0] === order._id)
          ?.slice(-5),
      ).toEqual(['100.00', CUSTOMER_INFO.district, '0.00', '1900.00', '0.00']);
      // The confirmation e-mails carry it.
      const queued = await t.db.select().from(emails).where(eq(emails.orderId, order._id));
      expect(queued.map((e) => (e.payload as { discount: unknown }).discount)).toEqual([
        { code: 'SAVE100', amount: 100 },
        { code: 'SAVE100', amount: 100 },
      ]);

      expect((await codeRow(_id)).used).toBe(1);
      expect(await redemptionsOf(order._id)).toEqual([
        expect.objectContaining({ discountId: _id, phone: CUSTOMER_INFO.phone, released: false }),
      ]);
      // A used code cannot be deleted; it can be deactivated.
      const del = await t.http.delete(`/api/v1/discounts/${_id}`).set(bearer(t.adminToken)).expect(409);
      expect(del.body.message).toBe(DISCOUNT_USED_DELETE_MESSAGE);
      await t.http
        .put(`/api/v1/discounts/${_id}`)
        .set(bearer(t.adminToken))
        .send({ active: false })
        .expect(200);
      expect((await checkout([lineOf(shawl, 2)], 'SAVE100', 1900).expect(409)).body.message).toBe(
        DISCOUNT_INVALID_MESSAGE,
      );
    });

    it('places a cash order whose percent code leaves paisa: a whole-rupee amount, the paisa given in cashRounding', async () => {
      await made({ code: 'PAISA15', value: 15 });
      const { token } = await newCustomer('9877777777');
      // 3 × Rs. 12.50 = Rs. 37.50, less 15 % (Rs. 5.62): Rs. 31.88, paid in cash as Rs. 31.
      const lines = [lineOf(pin, 3)];
      const seen = (await check('PAISA15', lines, token).expect(200)).body;
      expect(seen).toMatchObject({ valid: true, total: 31.88 });
      const before = await orderCount(t);
      // The total with its paisa is not what cash pays: the 409 names the lines' total, rounded as cash pays it.
      expect((await checkout(lines, 'PAISA15', 31.88, { token }).expect(409)).body).toMatchObject({
        message: PRICES_CHANGED,
        total: 37,
      });
      expect(await orderCount(t)).toBe(before);

      const res = await checkout(lines, 'PAISA15', 31, { token }).expect(201);
      const order: Order = res.body.order;
      expect(order).toMatchObject({
        amount: 31,
        discount: { code: 'PAISA15', amount: 5.62 },
        cashRounding: 0.88,
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ amountPaisa: 3_100, discountPaisa: 562, cashRoundingPaisa: 88 });
      // Its e-mails show the code, the rounding and the whole-rupee total (the subtotal they sum from the lines).
      const queued = await t.db.select().from(emails).where(eq(emails.orderId, order._id));
      expect(queued.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          discount: { code: 'PAISA15', amount: 5.62 },
          cashRounding: 0.88,
          total: 31,
        }),
        expect.objectContaining({
          discount: { code: 'PAISA15', amount: 5.62 },
          cashRounding: 0.88,
          total: 31,
        }),
      ]);
    });

    it('refuses a code the cart would refuse with 409 and its message, and a stale total; no order is made', async () => {
      await made({ code: 'GONE', endsAt: new Date(Date.now() - HOUR).toISOString() });
      await made({ code: 'MIN5000', minSubtotal: 5000 });
      await made({ code: 'TEN-OFF', perCustomerLimit: 1000 });
      const before = await orderCount(t);
      const refusals: [string, string][] = [
        ['WHATEVER', DISCOUNT_INVALID_MESSAGE],
        ['GONE', DISCOUNT_EXPIRED_MESSAGE],
        ['MIN5000', 'This code needs an order of at least Rs. 5,000.'],
      ];
      for (const [code, message] of refusals) {
        const res = await checkout([lineOf(shawl, 1)], code, 1000).expect(409);
        expect(res.body).toEqual(errorBody({ message }));
      }
      // The cart still showing the total before the discount: its figures are refreshed.
      expect((await checkout([lineOf(shawl, 1)], 'TEN-OFF', 1000).expect(409)).body.message).toBe(
        PRICES_CHANGED,
      );
      expect(await orderCount(t)).toBe(before);
    });

    it('starts a Khalti payment for the discounted amount, paid in the sandbox; refuses a total under Khalti’s minimum', async () => {
      await made({ code: 'KHALTI15', value: 15 });
      const { token } = await newCustomer('9811111111');
      const res = await checkout([lineOf(shawl, 1)], 'KHALTI15', 850, { token, method: 'khalti' }).expect(
        201,
      );
      const body: KhaltiOrderResponse = res.body;
      expect(body.order).toMatchObject({ amount: 850, discount: { code: 'KHALTI15', amount: 150 } });
      const [payment] = await t.db.select().from(payments).where(eq(payments.pidx, body.data.pidx));
      expect(payment.amountPaisa).toBe(85_000);

      const returnUrl = await pressSandbox(t, body.data.pidx, 'pay');
      expect(new URL(returnUrl).searchParams.get('total_amount')).toBe('85000');
      const lookup = await t.app
        .get(KhaltiClient)
        .lookup({ pidx: body.data.pidx, amountPaisa: 0, expiresAt: null });
      expect(lookup).toMatchObject({ state: 'paid', providerStatus: 'Completed', totalAmount: 85_000 });
      const back = new URL(returnUrl);
      await t.http.get(back.pathname + back.search).expect(303);
      const [paid] = await t.db.select().from(orders).where(eq(orders.id, body.order._id));
      expect(paid).toMatchObject({ status: 'paid', amountPaisa: 85_000, discountPaisa: 15_000 });

      // Rs. 12.50 less Rs. 5 is under Khalti's Rs. 10: refused before anything is taken.
      await made({ code: 'FIVE-OFF', type: 'fixed', value: 5 });
      const before = await orderCount(t);
      const small = await checkout([lineOf(pin, 1)], 'FIVE-OFF', 7.5, { token, method: 'khalti' }).expect(
        400,
      );
      expect(small.body).toEqual(errorBody({ message: KHALTI_MIN_AFTER_DISCOUNT_MESSAGE }));
      expect(await orderCount(t)).toBe(before);
    });
  });

  describe('limits', () => {
    it('limits each customer by account and by phone number; an order cancelled by an admin, at Khalti or by expiry gives its use back', async () => {
      const { _id } = await made({ code: 'ONCE', type: 'fixed', value: 50 });
      const first = await newCustomer('9822222222');
      const second = await newCustomer('9833333333');
      const placed = (
        await checkout([lineOf(shawl, 1)], 'ONCE', 950, { token: first.token, phone: '9822222222' }).expect(
          201,
        )
      ).body.order as Order;

      // The same account with another phone, another account with the same phone: both refused.
      const byAccount = await checkout([lineOf(shawl, 1)], 'ONCE', 950, {
        token: first.token,
        phone: '9844444444',
      });
      expect([byAccount.status, byAccount.body.message]).toEqual([409, DISCOUNT_ALREADY_USED_MESSAGE]);
      const byPhone = await checkout([lineOf(shawl, 1)], 'ONCE', 950, {
        token: second.token,
        phone: '9822222222',
      });
      expect([byPhone.status, byPhone.body.message]).toEqual([409, DISCOUNT_ALREADY_USED_MESSAGE]);
      // The cart's check knows the account, and the phone of the account.
      expect((await check('ONCE', [lineOf(shawl, 1)], first.token).expect(200)).body.message).toBe(
        DISCOUNT_ALREADY_USED_MESSAGE,
      );
      const samePhone = await createCustomer(t, {
        email: `discount-${++customers}@pashmina.test`,
        phone: '9822222222',
      });
      expect((await check('ONCE', [lineOf(shawl, 1)], samePhone.token).expect(200)).body.message).toBe(
        DISCOUNT_ALREADY_USED_MESSAGE,
      );
      expect((await codeRow(_id)).used).toBe(1);

      // The admin cancels the order: the use goes back, its redemption is released, the customer may use it again.
      await t.http
        .put(`/api/v1/orders/${placed._id}`)
        .set(bearer(t.adminToken))
        .send({ status: 'cancelled' })
        .expect(200);
      expect((await codeRow(_id)).used).toBe(0);
      expect((await redemptionsOf(placed._id))[0].released).toBe(true);
      const again = await checkout([lineOf(shawl, 1)], 'ONCE', 950, {
        token: first.token,
        phone: '9822222222',
      }).expect(201);

      // Cancelled at Khalti: the same.
      const third = await newCustomer('9855555555');
      await t.http
        .put(`/api/v1/discounts/${_id}`)
        .set(bearer(t.adminToken))
        .send({ perCustomerLimit: 1 })
        .expect(200);
      const khalti: KhaltiOrderResponse = (
        await checkout([lineOf(shawl, 1)], 'ONCE', 950, {
          token: third.token,
          phone: '9855555555',
          method: 'khalti',
        }).expect(201)
      ).body;
      expect((await codeRow(_id)).used).toBe(2);
      const back = new URL(await pressSandbox(t, khalti.data.pidx, 'cancel'));
      await t.http.get(back.pathname + back.search).expect(303);
      expect((await t.db.select().from(orders).where(eq(orders.id, khalti.order._id)))[0].status).toBe(
        'cancelled',
      );
      expect((await codeRow(_id)).used).toBe(1);
      expect((await redemptionsOf(khalti.order._id))[0].released).toBe(true);
      expect((await redemptionsOf(again.body.order._id))[0].released).toBe(false);

      // Expired unpaid: the re-check job cancels it, and the use goes back.
      const fourth = await newCustomer('9866666666');
      const unpaid: KhaltiOrderResponse = (
        await checkout([lineOf(shawl, 1)], 'ONCE', 950, {
          token: fourth.token,
          phone: '9866666666',
          method: 'khalti',
        }).expect(201)
      ).body;
      expect((await codeRow(_id)).used).toBe(2);
      const expiry = new Date(Date.now() - 60_000);
      await t.db
        .update(orders)
        .set({ createdAt: new Date(expiry.getTime() - LINK_LIFETIME_MS) })
        .where(eq(orders.id, unpaid.order._id));
      await t.db.update(payments).set({ expiresAt: expiry }).where(eq(payments.pidx, unpaid.data.pidx));
      await t.db
        .update(khaltiSandboxPayments)
        .set({ expiresAt: expiry })
        .where(eq(khaltiSandboxPayments.pidx, unpaid.data.pidx));
      await t.app.get(KhaltiRecheckService).recheckStale();
      expect((await t.db.select().from(orders).where(eq(orders.id, unpaid.order._id)))[0].status).toBe(
        'cancelled',
      );
      expect((await codeRow(_id)).used).toBe(1);
      expect((await redemptionsOf(unpaid.order._id))[0].released).toBe(true);
    });

    it('gives exactly 5 of 25 concurrent checkouts a code limited to 5 uses: 20 refusals, used = 5, no 5xx', async () => {
      const { _id } = await made({ code: 'FIRST5', value: 10, usageLimit: 5, perCustomerLimit: 1000 });
      const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => newCustomer(`98600000${10 + i}`)));
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          checkout([lineOf(shawl, 1)], 'FIRST5', 900, {
            token: buyers[i % 5].token,
            phone: `98700000${10 + i}`,
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(20);
      for (const r of results.filter((res) => res.status === 409))
        expect(r.body.message).toBe(DISCOUNT_USED_UP_MESSAGE);
      expect((await codeRow(_id)).used).toBe(5);
      const discounted = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.discountCode, 'FIRST5'), eq(orders.status, 'cash on delivery')));
      expect(discounted[0].n).toBe(5);
      expect((await check('FIRST5', [lineOf(shawl, 1)]).expect(200)).body.message).toBe(
        DISCOUNT_USED_UP_MESSAGE,
      );
      // Its limit cannot go below the uses taken.
      const lower = await t.http
        .put(`/api/v1/discounts/${_id}`)
        .set(bearer(t.adminToken))
        .send({ usageLimit: 4 });
      expect([lower.status, lower.body.message, lower.body.field]).toEqual([
        400,
        discountUsageBelowUsedMessage(5),
        'usageLimit',
      ]);
      console.log(
        `discounts (${t.driver}): 25 concurrent checkouts on a code limited to 5 → ${statuses.join(' ')}`,
      );
    });
  });
});

describe('migration 0010: the orders placed before discount codes keep their amounts, without a discount', () => {
  it('adds the columns with no discount, and the codes and redemptions tables empty', async () => {
    const shop = await shopBefore('0010_discount_codes');
    try {
      await shop.db.execute(sql`
        insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address, payment_method)
        values ('delivered', 123456, 'Sita', 'sita@shop.test', '9841234567', 'Thamel', 'cash')`);
      await shop.upgrade();
      const rows = await shop.db
        .select({ amountPaisa: orders.amountPaisa, code: orders.discountCode, off: orders.discountPaisa })
        .from(orders);
      expect(rows).toEqual([{ amountPaisa: 123_456, code: null, off: 0 }]);
      expect(await shop.db.select().from(discountCodes)).toEqual([]);
      expect(await shop.db.select().from(discountRedemptions)).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
