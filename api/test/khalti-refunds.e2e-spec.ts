import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Order, RefundResponse } from '../src/contracts';
import { type ProductRow, refunds } from '../src/database';
import { RefundSettler } from '../src/orders';
import { bearer, startTestApp, type TestApp } from './harness';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';

/** What the test Khalti does with the next refund calls. */
type RefundCue =
  /** Refunds and answers as Khalti does. */
  | 'succeed'
  /** Refunds, but its answer never comes (the shop's call times out). */
  | 'refund-then-hang'
  /** Never answers, refunds nothing. */
  | 'hang'
  /** 502 without refunding. */
  | 'fail'
  /** 400 with Khalti's reason. */
  | 'refuse';

/**
 * A Khalti of the test's own on a real port: initiate, lookup (with Khalti's documented fields only: no refunded
 * amount) and the merchant refund call, which hangs, fails or succeeds on cue.
 */
async function startTestKhalti() {
  const payments = new Map<
    string,
    { amount: number; status: string; transactionId: string; refunded: number }
  >();
  const hanging: ServerResponse[] = [];
  const state = {
    cue: 'succeed' as RefundCue,
    refundCalls: [] as { transactionId: string; body: unknown }[],
  };
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = req.url ?? '';
    if (req.headers.authorization !== 'Key test-khalti-secret')
      return send(res, 401, { detail: 'Invalid token.' });
    if (url === '/api/v2/epayment/initiate/') {
      const pidx = `pidx${payments.size + 1}`;
      payments.set(pidx, {
        amount: body.amount as number,
        status: 'Initiated',
        transactionId: `txn${payments.size + 1}`,
        refunded: 0,
      });
      return send(res, 200, {
        pidx,
        payment_url: `https://test-khalti.invalid/pay/${pidx}`,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
    }
    if (url === '/api/v2/epayment/lookup/') {
      const payment = payments.get(body.pidx as string);
      if (!payment) return send(res, 404, { detail: 'Not found.' });
      return send(res, 200, {
        pidx: body.pidx,
        total_amount: payment.amount,
        status: payment.status,
        transaction_id: payment.transactionId,
        fee: 0,
        refunded: payment.refunded > 0,
      });
    }
    const refund = /^\/api\/merchant-transaction\/([^/]+)\/refund\/$/.exec(url);
    if (refund) {
      state.refundCalls.push({ transactionId: refund[1], body });
      const payment = [...payments.values()].find((p) => p.transactionId === refund[1]);
      if (!payment) return send(res, 404, { detail: 'Transaction not found.' });
      const doRefund = () => {
        payment.refunded += typeof body.amount === 'number' ? body.amount : payment.amount - payment.refunded;
        payment.status = payment.refunded >= payment.amount ? 'Refunded' : 'Partially Refunded';
      };
      switch (state.cue) {
        case 'succeed':
          doRefund();
          return send(res, 200, { detail: 'Transaction refund successful.' });
        case 'refund-then-hang':
          doRefund();
          hanging.push(res);
          return;
        case 'hang':
          hanging.push(res);
          return;
        case 'fail':
          return send(res, 502, { detail: 'Bad gateway' });
        case 'refuse':
          return send(res, 400, { detail: 'This transaction cannot be refunded.' });
      }
    }
    send(res, 404, { detail: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
    complete(pidx: string) {
      const payment = payments.get(pidx);
      if (payment) payment.status = 'Completed';
    },
    async close() {
      for (const res of hanging) res.destroy();
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Issue 40: a Khalti that hangs, fails and succeeds on cue; the refund written pending first, settled by the lookup.
describe('Khalti refunds against a Khalti that hangs, fails and succeeds on cue', () => {
  let t: TestApp;
  let khalti: Awaited<ReturnType<typeof startTestKhalti>>;
  let shawl: ProductRow;

  beforeAll(async () => {
    khalti = await startTestKhalti();
    t = await startTestApp({
      products: 2,
      env: { KHALTI_SECRET_KEY: 'test-khalti-secret', KHALTI_BASE_URL: khalti.url, KHALTI_TIMEOUT_MS: '400' },
    });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
  });
  afterAll(async () => {
    await t?.close();
    await khalti?.close();
  });

  const admin = () => bearer(t.adminToken);
  const refund = (id: string, body: object) =>
    t.http.post(`/api/v1/orders/${id}/refunds`).set(admin()).send(body);
  const getOrder = async (id: string): Promise<Order> =>
    (await t.http.get(`/api/v1/orders/${id}`).set(admin()).expect(200)).body;
  const settler = () => t.app.get(RefundSettler);
  /** The order's pending refund's last Khalti call as if claimed long ago: a retry is due (by the database's clock). */
  const waitOut = (orderId: string) =>
    t.db
      .update(refunds)
      .set({ attemptedAt: sql`now() - interval '10 minutes'` })
      .where(eq(refunds.orderId, orderId));

  /** Rs. 5,000 paid at the test Khalti. */
  const paidOrder = async (): Promise<Order> => {
    const placed = (await placeOrder(t, payloadOf([lineOf(shawl, 2)], 'khalti')).expect(201)).body;
    khalti.complete(placed.data.pidx);
    await t.http.get(`/api/v1/payments/khalti/return?pidx=${placed.data.pidx}`).expect(303);
    const order = await getOrder(placed.order._id);
    expect(order.status).toBe('paid');
    return order;
  };

  it("calls Khalti's refund with the secret key: an empty body for the whole payment, the paisa for a part", async () => {
    khalti.state.cue = 'succeed';
    const whole = await paidOrder();
    const part = await paidOrder();
    khalti.state.refundCalls.length = 0;
    await refund(whole._id, { amount: 5000, reason: 'Out of stock' }).expect(201);
    await refund(part._id, { amount: 1234.5, reason: 'A stain' }).expect(201);
    expect(khalti.state.refundCalls).toEqual([
      { transactionId: whole.transaction_code, body: {} },
      { transactionId: part.transaction_code, body: { amount: 123_450 } },
    ]);
  });

  it('times out with the refund made: pending, a second POST refused, then the lookup settles it without a second call', async () => {
    const order = await paidOrder();
    khalti.state.cue = 'refund-then-hang';
    khalti.state.refundCalls.length = 0;
    const [first, second] = await Promise.all([
      refund(order._id, { amount: 2000, reason: 'Damaged' }),
      // Sent while the first waits for Khalti: it sees the pending refund under the order's lock.
      new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
        refund(order._id, { amount: 2000, reason: 'Damaged' }),
      ),
    ]);
    expect(first.status).toBe(201);
    expect((first.body as RefundResponse<Order>).refund.status).toBe('pending');
    expect((first.body as RefundResponse<Order>).order.refunded).toBe(0);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A refund of this order is already in progress.');
    expect(khalti.state.refundCalls).toHaveLength(1);

    khalti.state.cue = 'succeed';
    await waitOut(order._id);
    await settler().settleDue();
    const settled = await getOrder(order._id);
    expect(settled.refunds).toEqual([expect.objectContaining({ amount: 2000, status: 'succeeded' })]);
    expect(settled).toMatchObject({ status: 'paid', refunded: 2000 });
    // Khalti's lookup already showed the refund: it was not asked for again.
    expect(khalti.state.refundCalls).toHaveLength(1);
  });

  it('a 5xx leaves it pending; the job asks again only once it has waited, and never while Khalti answers nothing', async () => {
    const order = await paidOrder();
    khalti.state.cue = 'fail';
    khalti.state.refundCalls.length = 0;
    const res = (await refund(order._id, { amount: 5000, reason: 'Out of stock' }).expect(201))
      .body as RefundResponse<Order>;
    expect(res.refund.status).toBe('pending');
    // Straight away: the lookup shows nothing refunded, but the refund is too young to ask again.
    await settler().settleDue();
    expect(khalti.state.refundCalls).toHaveLength(1);
    // Khalti hangs on the retry: still pending.
    khalti.state.cue = 'hang';
    await waitOut(order._id);
    await settler().settleDue();
    expect(khalti.state.refundCalls).toHaveLength(2);
    expect((await getOrder(order._id)).refunds?.[0].status).toBe('pending');
    // Asked again straight after: the retry is too young to be asked for again.
    await settler().settleDue();
    expect(khalti.state.refundCalls).toHaveLength(2);
    // Then it answers.
    khalti.state.cue = 'succeed';
    await waitOut(order._id);
    await settler().settleDue();
    expect(khalti.state.refundCalls).toHaveLength(3);
    expect(await getOrder(order._id)).toMatchObject({ status: 'refunded', refunded: 5000 });
    // Settled: the next runs ask nothing.
    await waitOut(order._id);
    await settler().settleDue();
    expect(khalti.state.refundCalls).toHaveLength(3);
  });

  it("a 4xx fails the refund with Khalti's message kept, and a new refund may follow", async () => {
    const order = await paidOrder();
    khalti.state.cue = 'refuse';
    const res = (await refund(order._id, { amount: 100, reason: 'Try' }).expect(201))
      .body as RefundResponse<Order>;
    expect(res.refund).toMatchObject({ status: 'failed', failure: 'This transaction cannot be refunded.' });
    expect(res.order.refunded).toBe(0);
    khalti.state.cue = 'succeed';
    const again = (await refund(order._id, { amount: 100, reason: 'Again' }).expect(201))
      .body as RefundResponse<Order>;
    expect(again.refund.status).toBe('succeeded');
    expect(again.order.refunds?.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows).toHaveLength(2);
  });

  it('Check again answers 502 when Khalti cannot be asked, and changes nothing', async () => {
    const order = await paidOrder();
    khalti.state.cue = 'hang';
    await refund(order._id, { amount: 100, reason: 'Slow' }).expect(201);
    await khalti.close();
    const res = await t.http.post(`/api/v1/orders/${order._id}/refunds/check`).set(admin());
    expect(res.status).toBe(502);
    expect((await getOrder(order._id)).refunds?.[0].status).toBe('pending');
  });
});
