import { Logger } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AWAITING_PAYMENT_LIMIT_MESSAGE,
  type KhaltiOrderResponse,
  MAX_AWAITING_PAYMENT_ORDERS,
  ORDER_CANCELLED_MESSAGE,
  ORDER_FINAL_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_PAID_AT_KHALTI_MESSAGE,
} from '../../src/contracts';
import {
  khaltiSandboxPayments,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  type ProductRow,
  products,
} from '../../src/database';
import { KhaltiRecheckService } from '../../src/payments';
import {
  LINK_LIFETIME_MS,
  RECHECK_BATCH,
  RECHECK_BATCHES_PER_RUN,
  RECHECK_EVERY_MS,
} from '../../src/payments/khalti-recheck.service';
import { PaymentReturnService } from '../../src/payments/payment-return.service';
import { PaymentsRepository } from '../../src/payments/payments.repository';
import {
  CUSTOMER_INFO,
  createCustomer,
  lineOf,
  payloadOf,
  placeOrder,
  prepareProducts,
  pressSandbox,
  productState,
} from '../fixtures';
import { bearer, startTestApp, type TestApp } from '../harness';
import { errorBody } from '../error-body';

// Issue 12, item 2: stock held by unpaid Khalti orders. At most 3 awaiting payment per customer, a way for the
// customer to cancel one, and the re-check job that cancels expired ones (oldest first, in bounded batches).

describe('stock held by orders awaiting payment', () => {
  let t: TestApp;
  /** Rs. 2500 a unit. */
  let shawl: ProductRow;
  let scarf: ProductRow;
  let customers = 0;

  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
    [shawl, scarf] = await prepareProducts(t, [
      { pricePaisa: 250_000, stock: 400 },
      { pricePaisa: 120_000, stock: 400 },
    ]);
  });
  afterAll(() => t?.close());

  const newCustomer = () => createCustomer(t, { email: `held-${++customers}@pashmina.test` });
  const khaltiOrder = async (token: string, product = shawl): Promise<KhaltiOrderResponse> =>
    (await placeOrder(t, payloadOf([lineOf(product, 1)], 'khalti'), token).expect(201)).body;
  const cancel = (token: string, id: string) => t.http.post(`/api/v1/orders/${id}/cancel`).set(bearer(token));
  const count = async (table: typeof orders | typeof payments | typeof khaltiSandboxPayments) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const statusOf = async (id: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

  describe('at most 3 orders awaiting payment per customer', () => {
    it('refuses the 4th Khalti checkout with 409 and takes nothing; cash on delivery still works', async () => {
      const { token } = await newCustomer();
      for (let i = 0; i < MAX_AWAITING_PAYMENT_ORDERS; i++) await khaltiOrder(token);
      const before = {
        stock: await productState(t, shawl.id),
        orders: await count(orders),
        payments: await count(payments),
        atKhalti: await count(khaltiSandboxPayments),
      };

      const res = await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti'), token).expect(409);
      expect(res.body).toEqual(errorBody({ message: AWAITING_PAYMENT_LIMIT_MESSAGE }));
      expect(AWAITING_PAYMENT_LIMIT_MESSAGE).toBe(
        'You already have 3 orders awaiting payment. Please finish paying for one of them, or cancel it, before placing another.',
      );
      expect({
        stock: await productState(t, shawl.id),
        orders: await count(orders),
        payments: await count(payments),
        atKhalti: await count(khaltiSandboxPayments),
      }).toEqual(before);

      // Cash on delivery holds nothing unpaid: it is not limited by this rule.
      await placeOrder(t, payloadOf([lineOf(shawl, 1)]), token).expect(201);
    });

    it('lets the customer place another once they cancel one of the 3', async () => {
      const { token } = await newCustomer();
      const held = [];
      for (let i = 0; i < MAX_AWAITING_PAYMENT_ORDERS; i++) held.push(await khaltiOrder(token));
      await placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti'), token).expect(409);
      const before = await productState(t, shawl.id);

      const res = await cancel(token, held[0].order._id).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: ORDER_CANCELLED_MESSAGE,
        order: { _id: held[0].order._id, status: 'cancelled', pendingPayment: null },
      });
      expect(await productState(t, shawl.id)).toEqual({ ...before, stock: before.stock + 1 });
      const [last] = await t.db
        .select({ status: orderStatusHistory.status, source: orderStatusHistory.source })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, held[0].order._id))
        .orderBy(sql`${orderStatusHistory.at} desc`)
        .limit(1);
      expect(last).toEqual({ status: 'cancelled', source: 'customer' });
      // Khalti was asked first: its payment is recorded as Khalti responded.
      const [payment] = await t.db.select().from(payments).where(eq(payments.pidx, held[0].data.pidx));
      expect(payment.status).toBe('Initiated');

      await khaltiOrder(token);
    });

    it('holds when the checkouts of a customer holding 2 arrive at the same moment: exactly one passes', async () => {
      const { token, id } = await newCustomer();
      await khaltiOrder(token);
      await khaltiOrder(token, scarf);
      const before = await productState(t, shawl.id);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => placeOrder(t, payloadOf([lineOf(shawl, 1)], 'khalti'), token)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const awaiting = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, id), eq(orders.status, 'awaiting payment')));
      expect(awaiting).toHaveLength(MAX_AWAITING_PAYMENT_ORDERS);
      expect((await productState(t, shawl.id)).stock).toBe(before.stock - 1);
      console.log(
        `security: held stock: ${results.length} simultaneous checkouts of a customer holding 2 (${t.driver}), 1 passed`,
      );
    });
  });

  describe('POST /orders/:id/cancel, the customer cancelling their own order awaiting payment', () => {
    it('refuses someone else’s order (404), a cash order (409) and a cancelled one (409)', async () => {
      const owner = await newCustomer();
      const other = await newCustomer();
      const { order } = await khaltiOrder(owner.token);
      await cancel(other.token, order._id).expect(404);
      await cancel(other.token, 'not-an-id').expect(404);
      expect(await statusOf(order._id)).toBe('awaiting payment');

      const cash = await placeOrder(t, payloadOf([lineOf(shawl, 1)]), owner.token).expect(201);
      expect((await cancel(owner.token, cash.body.order._id).expect(409)).body.message).toBe(
        ORDER_NOT_CANCELLABLE_MESSAGE,
      );
      await cancel(owner.token, order._id).expect(200);
      expect((await cancel(owner.token, order._id).expect(409)).body.message).toBe(ORDER_FINAL_MESSAGE);
    });

    it('never cancels an order Khalti reports paid: it becomes paid (409), and the stock stays sold', async () => {
      const { token } = await newCustomer();
      const { data, order } = await khaltiOrder(token);
      await pressSandbox(t, data.pidx, 'pay'); // paid, but the shopper never came back
      const before = await productState(t, shawl.id);
      const res = await cancel(token, order._id).expect(409);
      expect(res.body).toMatchObject({ message: ORDER_PAID_AT_KHALTI_MESSAGE, order: { status: 'paid' } });
      expect(await productState(t, shawl.id)).toEqual({ ...before, quantitySold: before.quantitySold + 1 });
    });
  });

  describe('security events', () => {
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(Logger.prototype, 'warn');
    });
    afterEach(() => warn.mockRestore());
    const events = (name: string) =>
      warn.mock.calls.map(([line]) => line).filter((line) => line?.event === name) as Record<
        string,
        unknown
      >[];

    it('writes one line for a refused status change: who, which order, the response, and no token', async () => {
      const { token } = await newCustomer();
      const cash = await placeOrder(t, payloadOf([lineOf(shawl, 1)]), token).expect(201);
      const id = cash.body.order._id as string;
      await t.http
        .put(`/api/v1/orders/${id}`)
        .set(bearer(t.adminToken))
        .send({ status: 'cancelled' })
        .expect(200);
      await t.http.put(`/api/v1/orders/${id}`).set(bearer(t.adminToken)).send({ status: 'paid' }).expect(409);
      await t.http
        .put(`/api/v1/orders/${id}`)
        .set(bearer(t.adminToken))
        .send({ status: 'refunded' })
        .expect(400);
      await cancel(token, id).expect(409);

      const lines = events('order.status_change_refused');
      expect(lines).toEqual([
        expect.objectContaining({ orderId: id, requested: 'paid', role: expect.anything(), answered: 409 }),
        expect.objectContaining({ orderId: id, requested: 'refunded', answered: 400 }),
        expect.objectContaining({ orderId: id, requested: 'cancelled', answered: 409 }),
      ]);
      const written = JSON.stringify(lines);
      expect(written).not.toContain(t.adminToken);
      expect(written).not.toContain(token);
      expect(written).not.toMatch(/bearer|password/i);
    });

    it('writes one line when Khalti reports another amount, without the payment’s token', async () => {
      const { token } = await newCustomer();
      const { data, order } = await khaltiOrder(token);
      const returnUrl = await pressSandbox(t, data.pidx, 'pay');
      await t.db
        .update(khaltiSandboxPayments)
        .set({ totalAmountPaisa: 100 })
        .where(eq(khaltiSandboxPayments.pidx, data.pidx));
      const url = new URL(returnUrl);
      await t.http.get(url.pathname + url.search).expect(303);
      expect(await statusOf(order._id)).toBe('awaiting payment');

      const lines = events('payment.amount_mismatch');
      expect(lines).toEqual([
        expect.objectContaining({ orderId: order._id, expectedPaisa: 250_000, reportedPaisa: 100 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain(data.pidx);
    });
  });

  describe('the re-check job', () => {
    /** Moves an order's placing and its link's expiry (at the shop and at Khalti) into the past. */
    const expire = async (orderId: string, pidx: string | undefined, agoMs: number) => {
      const expiry = new Date(Date.now() - agoMs);
      await t.db
        .update(orders)
        .set({ createdAt: new Date(expiry.getTime() - LINK_LIFETIME_MS) })
        .where(eq(orders.id, orderId));
      if (!pidx) return;
      await t.db.update(payments).set({ expiresAt: expiry }).where(eq(payments.pidx, pidx));
      await t.db
        .update(khaltiSandboxPayments)
        .set({ expiresAt: expiry })
        .where(eq(khaltiSandboxPayments.pidx, pidx));
    };

    it('runs often enough to settle an order within 5 minutes of its link expiring', () => {
      expect(RECHECK_EVERY_MS).toBeLessThanOrEqual(2 * 60 * 1000);
    });

    it('in one run, oldest first: cancels expired orders (stock back), marks one paid at Khalti paid, leaves live ones', async () => {
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => newCustomer()));
      const paidAtKhalti = await khaltiOrder(a.token);
      const oldest = await khaltiOrder(b.token, scarf);
      const justExpired = await khaltiOrder(c.token);
      const live = await khaltiOrder(d.token);
      await pressSandbox(t, paidAtKhalti.data.pidx, 'pay');
      await expire(oldest.order._id, oldest.data.pidx, 50 * 60 * 1000);
      await expire(paidAtKhalti.order._id, paidAtKhalti.data.pidx, 30 * 60 * 1000);
      await expire(justExpired.order._id, justExpired.data.pidx, 1000);
      // The API stopped between the order and its payment's record: no link was ever given, nothing to look up.
      const [unrecorded] = await t.db
        .insert(orders)
        .values({
          ...orderValues(a.id, shawl),
          createdAt: new Date(Date.now() - LINK_LIFETIME_MS - 40 * 60 * 1000),
        })
        .returning();
      await t.db.insert(orderLines).values(lineValues(unrecorded.id, shawl));
      await t.db
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, shawl.id));
      const before = { shawl: await productState(t, shawl.id), scarf: await productState(t, scarf.id) };

      const lookedUp: string[] = [];
      const khalti = t.app.get(PaymentReturnService);
      const handle = khalti.handleReturn.bind(khalti);
      const spy = jest.spyOn(khalti, 'handleReturn').mockImplementation(async (pidx) => {
        lookedUp.push(pidx as string);
        return handle(pidx);
      });
      try {
        expect(await t.app.get(KhaltiRecheckService).recheckStale()).toBe(4);
      } finally {
        spy.mockRestore();
      }
      expect(lookedUp).toEqual([oldest.data.pidx, paidAtKhalti.data.pidx, justExpired.data.pidx]);
      expect(await statusOf(oldest.order._id)).toBe('cancelled');
      expect(await statusOf(paidAtKhalti.order._id)).toBe('paid');
      expect(await statusOf(justExpired.order._id)).toBe('cancelled');
      expect(await statusOf(unrecorded.id)).toBe('cancelled');
      expect(await statusOf(live.order._id)).toBe('awaiting payment');
      expect(await productState(t, scarf.id)).toEqual({ ...before.scarf, stock: before.scarf.stock + 1 });
      // Two shawls back (just expired, unrecorded), one counted sold (paid at Khalti).
      expect(await productState(t, shawl.id)).toEqual({
        stock: before.shawl.stock + 2,
        quantitySold: before.shawl.quantitySold + 1,
      });
      expect(await t.app.get(KhaltiRecheckService).recheckStale()).toBe(0);
    });

    // 250 orders' lookups and cancellations: about 10 s of a quiet machine, over a minute of a busy one.
    it('handles 250 expired orders across runs, in bounded batches, in the order they expired', async () => {
      const { id: userId } = await newCustomer();
      const total = 250;
      const start = Date.now() - LINK_LIFETIME_MS - (total + 5) * 60_000;
      // Expiry i minutes after `start`, inserted in a shuffled order so that only the job's ordering sorts them.
      const ages = Array.from({ length: total }, (_, i) => i).sort(
        (x, y) => ((x * 7919) % total) - ((y * 7919) % total),
      );
      const placed = await t.db
        .insert(orders)
        .values(ages.map((i) => ({ ...orderValues(userId, scarf), createdAt: new Date(start + i * 60_000) })))
        .returning({ id: orders.id, createdAt: orders.createdAt });
      await t.db.insert(orderLines).values(placed.map((order) => lineValues(order.id, scarf)));
      const pidxOf = (orderId: string) => `bulk${orderId.replace(/-/g, '').slice(0, 20)}`;
      await t.db.insert(payments).values(
        placed.map((order) => ({
          orderId: order.id,
          provider: 'khalti',
          pidx: pidxOf(order.id),
          status: 'Initiated',
          amountPaisa: scarf.salePricePaisa,
          expiresAt: new Date(order.createdAt.getTime() + LINK_LIFETIME_MS),
        })),
      );
      await t.db.insert(khaltiSandboxPayments).values(
        placed.map((order) => ({
          pidx: pidxOf(order.id),
          status: 'Initiated',
          amountPaisa: scarf.salePricePaisa,
          totalAmountPaisa: scarf.salePricePaisa,
          returnUrl: `${t.config.publicUrl}/api/v1/payments/khalti/return`,
          websiteUrl: t.config.publicUrl,
          purchaseOrderId: order.id,
          purchaseOrderName: 'bulk',
          request: {},
          expiresAt: new Date(order.createdAt.getTime() + LINK_LIFETIME_MS),
        })),
      );
      await t.db
        .update(products)
        .set({ stock: sql`${products.stock} - ${total}` })
        .where(eq(products.id, scarf.id));
      const before = await productState(t, scarf.id);

      const repository = t.app.get(PaymentsRepository);
      const batchSizes: number[] = [];
      const due = repository.dueAwaiting.bind(repository);
      const spyDue = jest.spyOn(repository, 'dueAwaiting').mockImplementation(async (...args) => {
        const rows = await due(...args);
        batchSizes.push(rows.length);
        return rows;
      });
      const lookedUp: string[] = [];
      const khalti = t.app.get(PaymentReturnService);
      const handle = khalti.handleReturn.bind(khalti);
      const spyReturn = jest.spyOn(khalti, 'handleReturn').mockImplementation(async (pidx) => {
        lookedUp.push(pidx as string);
        return handle(pidx);
      });
      const job = t.app.get(KhaltiRecheckService);
      const runs: number[] = [];
      try {
        for (let run = 0; run < 4; run++) runs.push(await job.recheckStale());
      } finally {
        spyDue.mockRestore();
        spyReturn.mockRestore();
      }

      const perRun = RECHECK_BATCH * RECHECK_BATCHES_PER_RUN;
      expect(runs).toEqual([perRun, total - perRun, 0, 0]);
      expect(Math.max(...batchSizes)).toBeLessThanOrEqual(RECHECK_BATCH);
      const byExpiry = [...placed].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
      expect(lookedUp).toEqual(byExpiry.map((order) => pidxOf(order.id)));
      const left = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(
              orders.id,
              placed.map((order) => order.id),
            ),
            sql`${orders.status} <> 'cancelled'`,
          ),
        )
        .orderBy(asc(orders.id));
      expect(left).toEqual([]);
      expect(await productState(t, scarf.id)).toEqual({ ...before, stock: before.stock + total });
      console.log(
        `security: recheck: ${total} expired orders handled in runs of ${runs.join(', ')} (batches of at most ${RECHECK_BATCH}), oldest first, stock returned`,
      );
    }, 180_000);
  });
});

/** An order awaiting payment as checkout writes it, one unit of a product. */
function orderValues(userId: string, product: ProductRow) {
  return {
    userId,
    status: 'awaiting payment' as const,
    paymentMethod: 'khalti' as const,
    amountPaisa: product.salePricePaisa,
    customerName: CUSTOMER_INFO.name,
    customerEmail: CUSTOMER_INFO.email,
    customerPhone: CUSTOMER_INFO.phone,
    address: CUSTOMER_INFO.address,
  };
}

function lineValues(orderId: string, product: ProductRow) {
  return {
    orderId,
    productId: product.id,
    productName: product.name,
    unitPricePaisa: product.salePricePaisa,
    quantity: 1,
  };
}
