import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../src/bootstrap';
import type { Order, RefundResponse } from '../src/contracts';
import { type ProductRow, refunds } from '../src/database';
import { RefundSettler } from '../src/orders';
import { startTestKhalti } from './fake-khalti';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';

// Issue 49, item 1: six unauthenticated returns of one paid order made six refund calls, a pending Rs. 1,000 becoming
// Rs. 5,000 paid out. Here refunds, admins' checks, settler ticks and shoppers' returns race on one order against a
// Khalti whose refund call hangs, then fails, then succeeds; on PostgreSQL the settler runs in two API instances on
// one database. Khalti must receive exactly one call per attempt, and pay each refund out once.

const RACERS = 6;

describe('a Khalti refund paid out once, whoever retries it', () => {
  let t: TestApp;
  let khalti: Awaited<ReturnType<typeof startTestKhalti>>;
  let shawl: ProductRow;
  /** The API instances the settler and the checks run in: one on PGlite, two on one PostgreSQL database. */
  const instances: { app: INestApplication; http: ReturnType<typeof request> }[] = [];
  let second: INestApplication | undefined;

  beforeAll(async () => {
    khalti = await startTestKhalti();
    // Long enough that a loaded machine's answers are not cut off; the rounds wait out the retry in the database.
    t = await startTestApp({ products: 2, env: khalti.env(2000) });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
    instances.push({ app: t.app, http: t.http });
    if (t.driver === 'postgres') {
      // A second instance on the same database, as a second API process behind the proxy would be.
      ({ app: second } = await createApp({ config: t.config, logger: ['error'] }));
      await second.listen(0, '127.0.0.1');
      instances.push({ app: second, http: request(second.getHttpServer()) });
    }
  }, 90_000);
  afterAll(async () => {
    (second?.getHttpServer() as Server | undefined)?.closeAllConnections();
    await second?.close();
    await t?.close();
    await khalti?.close();
  });

  const admin = () => bearer(t.adminToken);
  const getOrder = async (id: string): Promise<Order> =>
    (await t.http.get(`/api/v1/orders/${id}`).set(admin()).expect(200)).body;
  /** The pending refund's last call as if claimed long ago (by the database's clock): a retry is due. */
  const waitOut = (orderId: string) =>
    t.db
      .update(refunds)
      .set({ attemptedAt: sql`now() - interval '10 minutes'` })
      .where(eq(refunds.orderId, orderId));
  /** An admin's refund of the order, expected to be written (201). */
  const refund = async (orderId: string, amount: number, reason: string) =>
    (await t.http.post(`/api/v1/orders/${orderId}/refunds`).set(admin()).send({ amount, reason }).expect(201))
      .body as RefundResponse<Order>;
  const callsFor = (paisa: number) =>
    khalti.state.refundCalls.filter((call) => (call.body as { amount?: number }).amount === paisa).length;

  /** Rs. 5,000 paid at the test Khalti. */
  const paidOrder = async (): Promise<{ order: Order; pidx: string }> => {
    const placed = (await placeOrder(t, payloadOf([lineOf(shawl, 2)], 'khalti')).expect(201)).body;
    khalti.complete(placed.data.pidx);
    await t.http.get(`/api/v1/payments/khalti/return?pidx=${placed.data.pidx}`).expect(303);
    return { order: await getOrder(placed.order._id), pidx: placed.data.pidx };
  };

  /**
   * Everyone at once, on every instance: new refunds (refused while one is pending), 'Check again', settler ticks and
   * the shopper's public return from Khalti, replayed.
   */
  const race = async (orderId: string, pidx: string) => {
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => {
        const { app, http } = instances[i % instances.length];
        return [
          http
            .post(`/api/v1/orders/${orderId}/refunds`)
            .set(admin())
            .send({ amount: 100, reason: 'Again' })
            .then((res) => res.status),
          http
            .post(`/api/v1/orders/${orderId}/refunds/check`)
            .set(admin())
            .then((res) => res.status),
          app
            .get(RefundSettler)
            .settleDue()
            .then(() => 200),
          http.get(`/api/v1/payments/khalti/return?pidx=${pidx}`).then((res) => res.status),
        ];
      }).flat(),
    );
    return answers;
  };

  it('makes one call per attempt however many retry it at once, and pays each refund out once', async () => {
    const { order, pidx } = await paidOrder();
    khalti.state.refundCalls.length = 0;
    // The racers' own new refunds, once one may be made, are refused by Khalti: no money moves but the one refund's.
    khalti.state.cue = 'refuse';

    // Rs. 1,000: Khalti hangs, and everyone races while the call is under way: nobody calls again.
    khalti.state.next = ['hang'];
    const [created] = await Promise.all([
      t.http
        .post(`/api/v1/orders/${order._id}/refunds`)
        .set(admin())
        .send({ amount: 1000, reason: 'Damaged' }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => race(order._id, pidx)),
    ]);
    expect(created.status).toBe(201);
    expect((created.body as RefundResponse<Order>).refund.status).toBe('pending');
    expect(callsFor(100_000)).toBe(1);

    // Its call has surely ended: everyone races to retry; Khalti fails the one retry that reaches it.
    khalti.state.next = ['fail'];
    await waitOut(order._id);
    const second = await race(order._id, pidx);
    // A new refund is refused while one is pending; the rest answer as usual.
    expect(new Set(second.filter((_, i) => i % 4 === 0))).toEqual(new Set([409]));
    expect(callsFor(100_000)).toBe(2);
    expect((await getOrder(order._id)).refunds?.[0].status).toBe('pending');

    // Again: Khalti succeeds, for the one retry that reaches it.
    khalti.state.next = ['succeed'];
    await waitOut(order._id);
    await race(order._id, pidx);
    expect(callsFor(100_000)).toBe(3);
    // Once it succeeded, the racers' own Rs. 100 refunds could be written, one at a time: each called once (refused).
    const afterRetries = await getOrder(order._id);
    const small = afterRetries.refunds?.filter((refund) => refund.amount === 100) ?? [];
    expect(small.every((refund) => refund.status === 'failed')).toBe(true);
    expect(callsFor(10_000)).toBe(small.length);
    expect(afterRetries).toMatchObject({ status: 'paid', refunded: 1000 });
    expect(khalti.refunded(pidx)).toBe(100_000);

    // The rest: Khalti refunds it and its answer never comes. Its lookup then says 'Refunded' (with no amount, as
    // documented): everyone settles by it and nobody calls again.
    const left = 5000 - afterRetries.refunded;
    khalti.state.next = ['refund-then-hang'];
    const rest = await refund(order._id, left, 'Returned');
    expect(rest.refund.status).toBe('pending');
    await waitOut(order._id);
    await race(order._id, pidx);
    expect(callsFor(left * 100)).toBe(1);

    const settled = await getOrder(order._id);
    expect(settled).toMatchObject({ status: 'refunded', refunded: 5000 });
    expect(
      settled.refunds?.filter((refund) => refund.status === 'succeeded').map((refund) => refund.amount),
    ).toEqual([1000, left]);
    expect(settled.refunds?.some((refund) => refund.by === null)).toBe(false);
    // Khalti paid out what the shop shows, once each: no 'Refunded in Khalti' left over from a double call.
    expect(khalti.refunded(pidx)).toBe(500_000);
    expect(khalti.state.refundCalls).toHaveLength(3 + small.length + 1);
    console.log(
      `refund race (${t.driver}, ${instances.length} instance(s), ${RACERS * 4} callers a round): ` +
        `Rs. 1,000: ${callsFor(100_000)} calls for its 3 attempts (hang, fail, succeed); ${small.length} racing ` +
        `Rs. 100 refunds (refused): ${callsFor(10_000)} calls; the rest, answer lost: ${callsFor(left * 100)} call`,
    );
  }, 60_000);

  it("shows 'Check in Khalti's dashboard' when the lookup cannot tell, never calls again, and takes the owner's word", async () => {
    const { order, pidx } = await paidOrder();
    khalti.state.refundCalls.length = 0;
    khalti.state.next = ['succeed'];
    await refund(order._id, 1000, 'Damaged');
    // A second part whose answer is lost: Khalti's lookup says 'Partially Refunded' either way.
    khalti.state.next = ['refund-then-hang'];
    const pending = await refund(order._id, 500, 'Stain');
    await waitOut(order._id);
    await race(order._id, pidx);
    expect(callsFor(50_000)).toBe(1);
    const toCheck = await getOrder(order._id);
    expect(toCheck.refunds?.[1]).toMatchObject({ status: 'pending', checkInKhalti: true });

    // Never asked of Khalti again, by anyone, however long it waits.
    await waitOut(order._id);
    await race(order._id, pidx);
    expect(callsFor(50_000)).toBe(1);

    const outcome = (status: unknown, refundId = pending.refund._id) =>
      t.http.post(`/api/v1/orders/${order._id}/refunds/${refundId}/outcome`).set(admin()).send({ status });
    expect((await outcome('pending').expect(400)).body.message).toBe(
      'Status must be one of succeeded, failed',
    );
    await t.http
      .post(`/api/v1/orders/${order._id}/refunds/${pending.refund._id}/outcome`)
      .set(bearer(t.customerToken))
      .send({ status: 'succeeded' })
      .expect(403);
    // Only a refund waiting for the owner's check.
    expect((await outcome('failed', toCheck.refunds?.[0]._id).expect(409)).body.message).toBe(
      "This refund is not waiting for a check in Khalti's dashboard: Khalti's own answer settles it.",
    );
    await outcome('succeeded', '00000000-0000-4000-8000-000000000000').expect(404);

    const recorded = (await outcome('succeeded').expect(200)).body as RefundResponse<Order>;
    expect(recorded.refund).toMatchObject({ status: 'succeeded', checkInKhalti: false });
    expect(recorded.order).toMatchObject({ status: 'paid', refunded: 1500 });
    expect(recorded.order.statusHistory?.at(-1)).toMatchObject({
      status: 'refunded',
      source: 'admin',
      refund: { amount: 500, method: 'khalti' },
    });
    await outcome('succeeded').expect(409);
    // Not pending for good: the next refund goes ahead.
    khalti.state.next = ['succeed'];
    const next = await refund(order._id, 200, 'Goodwill');
    expect(next.refund.status).toBe('succeeded');
    expect(khalti.refunded(pidx)).toBe(170_000);
  }, 60_000);
});
