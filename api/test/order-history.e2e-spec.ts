import { eq, sql } from 'drizzle-orm';
import {
  KHALTI_CHECK_FAILED_MESSAGE,
  type KhaltiOrderResponse,
  type Order,
  ORDER_PAID_AT_KHALTI_MESSAGE,
  ORDER_PAYMENT_MISMATCH_MESSAGE,
  KHALTI_ORDER_NOT_CASH_MESSAGE,
  type OrderStatusEntry,
} from '../src/contracts';
import { khaltiSandboxPayments, orders, payments, type ProductRow } from '../src/database';
import { KhaltiRecheckService } from '../src/payments';
import { ADMIN_EMAIL, bearer, startTestApp, type TestApp } from './harness';
import {
  createAdmin,
  lineOf,
  payloadOf,
  placeOrder,
  prepareProducts,
  pressSandbox,
  productState,
} from './fixtures';
import { errorBody } from './error-body';

const OWNER = { name: 'admin', email: ADMIN_EMAIL };

describe('order status history, and the Khalti lookup before an admin changes a status', () => {
  let t: TestApp;
  /** Rs. 2500, plenty in stock. */
  let shawl: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 500 }]);
  });
  afterAll(() => t?.close());

  const getOrder = async (id: string, token = t.adminToken) =>
    (await t.http.get(`/api/v1/orders/${id}`).set(bearer(token)).expect(200)).body as Order;
  const history = async (id: string, token = t.adminToken) =>
    (await getOrder(id, token)).statusHistory as OrderStatusEntry[];
  /** The history without its times, which the tests check once. */
  const steps = async (id: string, token = t.adminToken) =>
    (await history(id, token)).map(({ status, source, by }) => ({ status, source, by }));
  const setStatus = (id: string, status: string, token = t.adminToken) =>
    t.http.put(`/api/v1/orders/${id}`).set(bearer(token)).send({ status });
  const cashOrder = async () =>
    (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body.order as Order;
  const khaltiOrder = async (quantity = 1): Promise<KhaltiOrderResponse> =>
    (await placeOrder(t, payloadOf([lineOf(shawl, quantity)], 'khalti')).expect(201)).body;
  const returnFrom = (returnUrl: string) => {
    const url = new URL(returnUrl);
    return t.http.get(url.pathname + url.search).expect(303);
  };
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paymentRow = async (pidx: string) =>
    (await t.db.select().from(payments).where(eq(payments.pidx, pidx)))[0];

  describe('GET /orders/:orderId carries statusHistory, oldest first', () => {
    it('starts with the creation by the customer, at the order’s creation time', async () => {
      const order = await cashOrder();
      expect(await history(order._id)).toEqual([
        { status: 'cash on delivery', at: order.createdAt, source: 'customer', by: null },
      ]);
      // Only the one order carries it, not the lists.
      const list = await t.http.get('/api/v1/orders').set(bearer(t.adminToken)).expect(200);
      expect(list.body[0]).not.toHaveProperty('statusHistory');
    });

    it('records every admin change with the admin, whom only admins see', async () => {
      const order = await cashOrder();
      await setStatus(order._id, 'paid').expect(200);
      await setStatus(order._id, 'delivered').expect(200);
      const entries = await history(order._id);
      expect(entries.map(({ status, source, by }) => ({ status, source, by }))).toEqual([
        { status: 'cash on delivery', source: 'customer', by: null },
        { status: 'paid', source: 'admin', by: OWNER },
        { status: 'delivered', source: 'admin', by: OWNER },
      ]);
      const times = entries.map((entry) => entry.at);
      expect([...times].sort()).toEqual(times);
      // The customer sees the same history, never who the admin was.
      expect(await steps(order._id, t.customerToken)).toEqual([
        { status: 'cash on delivery', source: 'customer', by: null },
        { status: 'paid', source: 'admin', by: null },
        { status: 'delivered', source: 'admin', by: null },
      ]);
    });

    it('keeps the entry of an admin whose account was since deleted, without naming them', async () => {
      const helper = await createAdmin(t, { name: 'Helper Admin', email: 'helper@pashmina.test' });
      const order = await cashOrder();
      await setStatus(order._id, 'cancelled', helper.token).expect(200);
      expect((await steps(order._id)).at(-1)).toEqual({
        status: 'cancelled',
        source: 'admin',
        by: { name: 'Helper Admin', email: 'helper@pashmina.test' },
      });
      await t.http.delete(`/api/v1/auth/users/${helper.id}`).set(bearer(t.adminToken)).expect(200);
      expect((await steps(order._id)).at(-1)).toEqual({ status: 'cancelled', source: 'admin', by: null });
    });

    it('records nothing for a refused change', async () => {
      const order = await cashOrder();
      await setStatus(order._id, 'delivered').expect(200);
      await setStatus(order._id, 'cancelled').expect(409);
      await setStatus(order._id, 'cancelled', t.customerToken).expect(403);
      expect(await steps(order._id)).toEqual([
        { status: 'cash on delivery', source: 'customer', by: null },
        { status: 'delivered', source: 'admin', by: OWNER },
      ]);
    });

    it('records a payment Khalti verified as khalti', async () => {
      const { data, order } = await khaltiOrder();
      await returnFrom(await pressSandbox(t, data.pidx, 'pay'));
      expect(await steps(order._id)).toEqual([
        { status: 'awaiting payment', source: 'customer', by: null },
        { status: 'paid', source: 'khalti', by: null },
      ]);
    });

    it('records a cancel at Khalti as khalti, and an expiry as system', async () => {
      const cancelled = await khaltiOrder();
      await returnFrom(await pressSandbox(t, cancelled.data.pidx, 'cancel'));
      expect((await steps(cancelled.order._id)).at(-1)).toEqual({
        status: 'cancelled',
        source: 'khalti',
        by: null,
      });

      // The shopper never came back; the link expired; the re-check job finds it.
      const expired = await khaltiOrder();
      await t.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '2 hours'` })
        .where(eq(orders.id, expired.order._id));
      await t.db
        .update(khaltiSandboxPayments)
        .set({ expiresAt: sql`now() - interval '1 hour'` })
        .where(eq(khaltiSandboxPayments.pidx, expired.data.pidx));
      expect(await t.app.get(KhaltiRecheckService).recheckStale()).toBe(1);
      expect(await steps(expired.order._id)).toEqual([
        { status: 'awaiting payment', source: 'customer', by: null },
        { status: 'cancelled', source: 'system', by: null },
      ]);
    });
  });

  describe('PUT /orders/:id on an order awaiting its Khalti payment asks Khalti first', () => {
    it('paid at Khalti but never returned: an admin cancel responds with 409, and the order ends paid', async () => {
      const before = await productState(t, shawl.id);
      const { data, order } = await khaltiOrder(2);
      // The shopper pays and closes the tab: the shop never hears of it.
      const returnUrl = await pressSandbox(t, data.pidx, 'pay');
      const transactionId = new URL(returnUrl).searchParams.get('transaction_id');
      expect(await orderRow(order._id)).toMatchObject({ status: 'awaiting payment' });

      const res = await setStatus(order._id, 'cancelled').expect(409);
      expect(res.body).toMatchObject({
        success: false,
        message: ORDER_PAID_AT_KHALTI_MESSAGE,
        order: { _id: order._id, status: 'paid', transaction_code: transactionId },
      });
      expect(await orderRow(order._id)).toMatchObject({ status: 'paid', transactionCode: transactionId });
      // The stock stays sold, and the sale counts.
      expect(await productState(t, shawl.id)).toEqual({
        stock: before.stock - 2,
        quantitySold: before.quantitySold + 2,
      });
      expect(await paymentRow(data.pidx)).toMatchObject({ status: 'Completed', transactionId });
      expect(await steps(order._id)).toEqual([
        { status: 'awaiting payment', source: 'customer', by: null },
        { status: 'paid', source: 'khalti', by: null },
      ]);
      // The shopper's late return finds it paid.
      expect((await returnFrom(returnUrl)).headers.location).toBe(
        `${t.config.publicUrl}/success?order=${order._id}`,
      );
      // Now the admin's changes apply as to any paid order.
      await setStatus(order._id, 'delivered').expect(200);
    });

    it('not paid at Khalti: the admin cancels, and the stock goes back', async () => {
      const before = await productState(t, shawl.id);
      const { data, order } = await khaltiOrder(3);
      const res = await setStatus(order._id, 'cancelled').expect(200);
      expect(res.body.order).toMatchObject({ _id: order._id, status: 'cancelled' });
      expect(await productState(t, shawl.id)).toEqual(before);
      expect(await paymentRow(data.pidx)).toMatchObject({ status: 'Initiated' });
      expect((await steps(order._id)).at(-1)).toEqual({ status: 'cancelled', source: 'admin', by: OWNER });
    });

    it('cancelled at Khalti but never returned: the admin’s cancel records Khalti’s word on the payment', async () => {
      const before = await productState(t, shawl.id);
      const { data, order } = await khaltiOrder(1);
      await pressSandbox(t, data.pidx, 'cancel');
      await setStatus(order._id, 'cancelled').expect(200);
      expect(await productState(t, shawl.id)).toEqual(before);
      expect(await paymentRow(data.pidx)).toMatchObject({ status: 'User canceled' });
      expect((await steps(order._id)).at(-1)).toEqual({ status: 'cancelled', source: 'admin', by: OWNER });
    });

    it('Khalti not responding: 502, and nothing changes', async () => {
      const before = await productState(t, shawl.id);
      const { data, order } = await khaltiOrder(1);
      t.config.khaltiBaseUrl = 'http://127.0.0.1:9/nowhere';
      try {
        for (const status of ['cancelled', 'paid']) {
          const res = await setStatus(order._id, status).expect(502);
          expect(res.body).toEqual(errorBody({ message: KHALTI_CHECK_FAILED_MESSAGE }));
        }
      } finally {
        t.config.khaltiBaseUrl = null;
      }
      expect(await orderRow(order._id)).toMatchObject({ status: 'awaiting payment' });
      expect(await productState(t, shawl.id)).toEqual({ ...before, stock: before.stock - 1 });
      expect(await paymentRow(data.pidx)).toMatchObject({ status: 'Initiated' });
      expect(await steps(order._id)).toHaveLength(1);
    });

    it('a completed payment of another amount cannot be cancelled; an admin may still mark the order paid', async () => {
      const { data, order } = await khaltiOrder(1);
      await pressSandbox(t, data.pidx, 'pay');
      await t.db
        .update(khaltiSandboxPayments)
        .set({ totalAmountPaisa: 100_000 })
        .where(eq(khaltiSandboxPayments.pidx, data.pidx));
      const res = await setStatus(order._id, 'cancelled').expect(409);
      expect(res.body).toEqual(errorBody({ message: ORDER_PAYMENT_MISMATCH_MESSAGE }));
      expect(await orderRow(order._id)).toMatchObject({ status: 'awaiting payment' });
      expect(await paymentRow(data.pidx)).toMatchObject({ status: 'Amount mismatch' });
      await setStatus(order._id, 'paid').expect(200);
      expect((await steps(order._id)).at(-1)).toEqual({ status: 'paid', source: 'admin', by: OWNER });
      // Paid through Khalti: never cash on delivery, and nothing moves.
      const cod = await setStatus(order._id, 'cash on delivery').expect(409);
      expect(cod.body).toEqual(errorBody({ message: KHALTI_ORDER_NOT_CASH_MESSAGE }));
      expect(await orderRow(order._id)).toMatchObject({ status: 'paid' });
    });
  });
});
