import { eq, sql } from 'drizzle-orm';
import type { EmailLogEntry, ResendEmailResponse } from '../../src/contracts';
import { emails, users } from '../../src/database';
import { EmailOutbox, type OutgoingEmail } from '../../src/mail';
import { bearer, startTestApp, type TestApp } from '../harness';
import { errorBody } from '../error-body';

// Issue 24: the admin's e-mail log, GET /api/v1/emails and POST /api/v1/emails/{id}/resend. This app has no mail
// server (a test app without SMTP_URL): what is queued stays queued, and the rows are set up as each test needs.

/** These rows stand for no order of the database (an order's id would have to exist). */
const NO_ORDER = null as unknown as string;
const order = (n: number) => ({
  orderId: NO_ORDER,
  orderNumber: n,
  customerName: 'Sita',
  lines: [{ name: 'Shawl', quantity: 1, unitPrice: 2500 }],
  total: 2500,
  paymentMethod: 'cash' as const,
  address: 'Thamel',
});

describe('the e-mail log', () => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await startTestApp({ products: 1 });
    const outbox = t.app.get(EmailOutbox);
    const messages: OutgoingEmail[] = [
      { kind: 'order-confirmed', to: 'Maya.Gurung@Example.com', payload: order(1001) },
      { kind: 'new-order', to: 'orders@pashmina.test', payload: order(1001) },
      { kind: 'order-delivered', to: 'maya.gurung@example.com', payload: order(1001) },
      { kind: 'order-cancelled', to: 'ram_k@example.com', payload: order(1002) },
      { kind: 'order-confirmed', to: 'ramk@example.com', payload: order(1003) },
      { kind: 'order-confirmed', to: '100%real@example.com', payload: order(1004) },
    ];
    // One transaction each, a second apart, so that "newest first" has a response.
    ids = [];
    for (const [index, message] of messages.entries()) {
      await t.db.transaction((tx) => outbox.enqueue(tx, message));
      const [row] = await t.db
        .select()
        .from(emails)
        .orderBy(sql`${emails.createdAt} desc`)
        .limit(1);
      await t.db
        .update(emails)
        .set({ createdAt: sql`now() - ${(messages.length - index) * 60}::integer * interval '1 second'` })
        .where(eq(emails.id, row.id));
      ids.push(row.id);
    }
    await t.db
      .update(emails)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: 1 })
      .where(eq(emails.id, ids[0]));
    await t.db
      .update(emails)
      .set({ status: 'failed', attempts: 1, lastError: '550 Mailbox unavailable' })
      .where(eq(emails.id, ids[3]));
  });
  afterAll(() => t?.close());

  const get = (query: Record<string, string | number> = {}, token = t.adminToken) =>
    t.http.get('/api/v1/emails').query(query).set(bearer(token));
  const idsOf = (body: EmailLogEntry[]) => body.map((entry) => ids.indexOf(entry._id));

  it('is for admins only', async () => {
    await t.http.get('/api/v1/emails').expect(401);
    await get({}, t.customerToken).expect(403);
    await t.http.post(`/api/v1/emails/${ids[0]}/resend`).expect(401);
    await t.http.post(`/api/v1/emails/${ids[0]}/resend`).set(bearer(t.customerToken)).expect(403);
  });

  it('returns the newest first, each entry in the contract shape, with the total in X-Total-Count', async () => {
    const res = await get().expect(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(idsOf(res.body)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(res.body[5]).toEqual({
      _id: ids[0],
      to: 'Maya.Gurung@Example.com',
      subject: 'Your Pashmina Shop order #1001 is confirmed',
      kind: 'order-confirmed',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      orderId: null,
    });
    expect(res.body[2]).toMatchObject({
      status: 'failed',
      lastError: '550 Mailbox unavailable',
      sentAt: null,
    });
  });

  it('pages like the other lists', async () => {
    const res = await get({ page: 2, limit: 4 }).expect(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(idsOf(res.body)).toEqual([1, 0]);
    expect((await get({ page: 3, limit: 4 }).expect(200)).body).toEqual([]);
    expect((await get({ limit: 101 }).expect(400)).body).toEqual(
      errorBody({
        message: 'limit must be a whole number from 1 to 100',
        field: 'limit',
      }),
    );
  });

  it('filters by status, and refuses a status that does not exist', async () => {
    expect(idsOf((await get({ status: 'queued' }).expect(200)).body)).toEqual([5, 4, 2, 1]);
    expect(idsOf((await get({ status: 'failed' }).expect(200)).body)).toEqual([3]);
    const sent = await get({ status: 'sent' }).expect(200);
    expect(idsOf(sent.body)).toEqual([0]);
    expect(sent.headers['x-total-count']).toBe('1');
    expect((await get({ status: 'bounced' }).expect(400)).body).toEqual(
      errorBody({
        message: 'status must be one of queued, sent, failed',
        field: 'status',
      }),
    );
  });

  it('searches a part of the recipient, in any case, taking % and _ literally', async () => {
    expect(idsOf((await get({ q: 'GURUNG@example' }).expect(200)).body)).toEqual([2, 0]);
    expect(idsOf((await get({ q: 'ram_' }).expect(200)).body)).toEqual([3]);
    expect(idsOf((await get({ q: '%' }).expect(200)).body)).toEqual([5]);
    const both = await get({ q: 'maya', status: 'queued' }).expect(200);
    expect(idsOf(both.body)).toEqual([2]);
    expect(both.headers['x-total-count']).toBe('1');
    expect((await get({ q: 'x'.repeat(255) }).expect(400)).body.message).toBe(
      'q must be at most 254 characters',
    );
  });

  it('queues a copy on Resend: a new entry, the original unchanged', async () => {
    const res = await t.http.post(`/api/v1/emails/${ids[3]}/resend`).set(bearer(t.adminToken)).expect(201);
    const { email } = res.body as ResendEmailResponse;
    expect(res.body).toEqual({
      success: true,
      message: 'The e-mail has been queued again',
      email: expect.any(Object),
    });
    expect(email).toMatchObject({
      to: 'ram_k@example.com',
      subject: 'Your Pashmina Shop order #1002 has been cancelled',
      kind: 'order-cancelled',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    const list = (await get().expect(200)).body as EmailLogEntry[];
    expect(list[0]._id).toBe(email._id);
    expect(list.find((entry) => entry._id === ids[3])).toMatchObject({ status: 'failed', attempts: 1 });
    const [copy] = await t.db.select().from(emails).where(eq(emails.id, email._id));
    const [original] = await t.db.select().from(emails).where(eq(emails.id, ids[3]));
    expect(copy.payload).toEqual(original.payload);
  });

  it('refuses to resend a password reset (its link is gone), and responds with 404 for an unknown e-mail', async () => {
    const outbox = t.app.get(EmailOutbox);
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db.transaction((tx) =>
      outbox.enqueue(tx, {
        kind: 'password-reset',
        to: 'sita@pashmina.test',
        userId: user.id,
        payload: { name: 'Sita', token: null, validMinutes: 60 },
      }),
    );
    const [reset] = await t.db.select().from(emails).where(eq(emails.kind, 'password-reset'));
    const count = async () => (await t.db.select().from(emails)).length;
    const before = await count();
    expect(
      (await t.http.post(`/api/v1/emails/${reset.id}/resend`).set(bearer(t.adminToken)).expect(409)).body,
    ).toEqual(
      errorBody({
        message: 'A password reset link cannot be sent again: the customer can ask for a new one.',
      }),
    );
    for (const id of ['00000000-0000-4000-8000-000000000001', 'not-an-id'])
      expect(
        (await t.http.post(`/api/v1/emails/${id}/resend`).set(bearer(t.adminToken)).expect(404)).body,
      ).toEqual(
        errorBody({
          message: 'E-mail not found',
        }),
      );
    expect(await count()).toBe(before);
  });
});
