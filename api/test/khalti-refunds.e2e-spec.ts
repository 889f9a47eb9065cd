import { eq, sql } from 'drizzle-orm';
import type { Order, RefundResponse } from '../src/contracts';
import { type ProductRow, refunds } from '../src/database';
import { RefundSettler } from '../src/orders';
import { startTestKhalti } from './fake-khalti';
import { bearer, startTestApp, type TestApp } from './harness';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';

// Issue 40: a Khalti that hangs, fails and succeeds on cue; the refund written pending first, settled by the lookup.
describe('Khalti refunds against a Khalti that hangs, fails and succeeds on cue', () => {
  let t: TestApp;
  let khalti: Awaited<ReturnType<typeof startTestKhalti>>;
  let shawl: ProductRow;

  beforeAll(async () => {
    khalti = await startTestKhalti();
    t = await startTestApp({ products: 2, env: khalti.env(400) });
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

  it("a shopper's return from Khalti never calls Khalti's refund, however due a retry is", async () => {
    const placed = (await placeOrder(t, payloadOf([lineOf(shawl, 2)], 'khalti')).expect(201)).body;
    khalti.complete(placed.data.pidx);
    const returnFromKhalti = () =>
      t.http.get(`/api/v1/payments/khalti/return?pidx=${placed.data.pidx}`).expect(303);
    await returnFromKhalti();
    khalti.state.cue = 'fail';
    khalti.state.refundCalls.length = 0;
    await refund(placed.order._id, { amount: 1000, reason: 'Torn' }).expect(201);
    await waitOut(placed.order._id);
    khalti.state.cue = 'succeed';
    await Promise.all(Array.from({ length: 6 }, returnFromKhalti));
    expect(khalti.state.refundCalls).toHaveLength(1);
    expect((await getOrder(placed.order._id)).refunds?.[0].status).toBe('pending');
    // The job (or Check again) makes the retry.
    await settler().settleDue();
    expect(khalti.state.refundCalls).toHaveLength(2);
    expect(await getOrder(placed.order._id)).toMatchObject({ refunded: 1000 });
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
