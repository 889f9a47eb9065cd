import { eq, sql } from 'drizzle-orm';
import type { Feedback } from '../src/contracts';
import { feedback } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer } from './fixtures';

describe('feedback', () => {
  let t: TestApp;
  let other: { token: string; id: string };
  beforeAll(async () => {
    t = await startTestApp({ products: 1 });
    other = await createCustomer(t, { email: 'writer@pashmina.test' });
  });
  afterAll(() => t?.close());

  const send = (body: object, token = t.customerToken) =>
    t.http.post('/api/v1/contact').set(bearer(token)).send(body);
  const MESSAGE = { name: 'Sita Sharma', email: 'sita@pashmina.test', message: 'Lovely shawls!' };
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(feedback))[0].n;
  const list = async (token: string): Promise<Feedback[]> =>
    (await t.http.get('/api/v1/contact').set(bearer(token)).expect(200)).body;

  describe('POST /contact', () => {
    it('stores the message with its author', async () => {
      const res = await send(MESSAGE).expect(201);
      expect(res.body).toEqual({ success: true, message: 'Message sent successfully' });
      await send(
        { name: 'Someone Else', email: 'else@pashmina.test', message: 'From the other account' },
        other.token,
      ).expect(201);
    });

    it('needs a login', async () => {
      const res = await t.http.post('/api/v1/contact').send(MESSAGE).expect(401);
      expect(res.body.success).toBe(false);
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: 'n'.repeat(81) }, 'Name must be at most 80 characters long'],
      [{ email: 'nope' }, 'Invalid email format'],
      [{ email: `${'e'.repeat(250)}@x.com` }, 'Invalid email format'],
      [{ message: '   ' }, 'Message is required'],
      [{ message: 'm'.repeat(2001) }, 'Message must be at most 2000 characters long'],
      [{ isFeatured: true }, 'Unknown field: isFeatured'],
    ])('refuses %p', async (change, message) => {
      const before = await count();
      const res = await send({ ...MESSAGE, ...change }).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await count()).toBe(before);
    });
  });

  describe('GET /contact', () => {
    it('gives an admin every message, newest first', async () => {
      const all = await list(t.adminToken);
      expect(all.map((m) => m.message)).toEqual(['From the other account', 'Lovely shawls!']);
      expect(all[1]).toEqual({
        _id: expect.any(String),
        ...MESSAGE,
        isFeatured: false,
        createdAt: expect.any(String),
      });
    });

    it('gives a customer only their own messages (by account, not by name)', async () => {
      expect((await list(t.customerToken)).map((m) => m.message)).toEqual(['Lovely shawls!']);
      expect((await list(other.token)).map((m) => m.message)).toEqual(['From the other account']);
    });
  });

  describe('admin moderation', () => {
    let id: string;
    beforeAll(async () => {
      id = (await list(t.adminToken)).find((m) => m.message === 'Lovely shawls!')!._id;
    });

    it('reads one message', async () => {
      const res = await t.http.get(`/api/v1/contact/${id}`).set(bearer(t.adminToken)).expect(200);
      expect(res.body).toMatchObject({ _id: id, ...MESSAGE, isFeatured: false });
      await t.http.get('/api/v1/contact/not-an-id').set(bearer(t.adminToken)).expect(404);
    });

    it('features a message: the public testimonials show its name and message, never the e-mail', async () => {
      await t.http.get('/api/v1/contact/testimonials').expect(200, []);
      const res = await t.http
        .put(`/api/v1/contact/${id}`)
        .set(bearer(t.adminToken))
        .send({ isFeatured: true })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Feedback updated sucessfully',
        contact: { _id: id, isFeatured: true },
      });
      const testimonials = await t.http.get('/api/v1/contact/testimonials').expect(200);
      expect(testimonials.body).toEqual([{ _id: id, name: MESSAGE.name, message: MESSAGE.message }]);
      await t.http
        .put(`/api/v1/contact/${id}`)
        .set(bearer(t.adminToken))
        .send({ isFeatured: 'false' })
        .expect(200);
      await t.http.get('/api/v1/contact/testimonials').expect(200, []);
      const bad = await t.http
        .put(`/api/v1/contact/${id}`)
        .set(bearer(t.adminToken))
        .send({ isFeatured: 'maybe' })
        .expect(400);
      expect(bad.body).toMatchObject({ success: false, message: 'isFeatured must be true or false' });
    });

    it('responds with 403 to customers on the admin routes', async () => {
      await t.http.get(`/api/v1/contact/${id}`).set(bearer(t.customerToken)).expect(403);
      await t.http
        .put(`/api/v1/contact/${id}`)
        .set(bearer(t.customerToken))
        .send({ isFeatured: true })
        .expect(403);
      await t.http.delete(`/api/v1/contact/${id}`).set(bearer(t.customerToken)).expect(403);
      const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row.isFeatured).toBe(false);
    });

    it('deletes a message', async () => {
      const res = await t.http.delete(`/api/v1/contact/${id}`).set(bearer(t.adminToken)).expect(200);
      expect(res.body).toEqual({ success: true, message: 'feedback deleted successfully' });
      await t.http.delete(`/api/v1/contact/${id}`).set(bearer(t.adminToken)).expect(404);
      expect((await list(t.customerToken)).map((m) => m._id)).not.toContain(id);
    });
  });

  describe('GET /contact by caller', () => {
    const get = (token?: string, query: Record<string, string | number | undefined> = {}) => {
      const req = t.http.get('/api/v1/contact').query(query);
      return token ? req.set(bearer(token)) : req;
    };
    const total = (res: { headers: Record<string, string> }) => Number(res.headers['x-total-count']);
    let third: { token: string; id: string };
    /** The admin's view, newest first, after the setup. */
    let all: Feedback[];

    beforeAll(async () => {
      third = await createCustomer(t, { email: 'third_100%@pashmina.test' });
      // Eight more: four from the third customer, two of them featured; each a minute older than the one before.
      const start = Date.now();
      for (let i = 0; i < 8; i++) {
        const author = i % 2 === 0 ? third.token : other.token;
        const email = i % 2 === 0 ? 'third_100%@pashmina.test' : `writer${i}@pashmina.test`;
        await send({ name: 'Some Writer', email, message: `Message number ${i}` }, author).expect(201);
      }
      const rows = await t.db.select().from(feedback);
      for (const row of rows) {
        const n = /Message number (\d)/.exec(row.message)?.[1];
        if (n === undefined) continue;
        await t.db
          .update(feedback)
          .set({ createdAt: new Date(start + 60_000 * (10 - Number(n))), isFeatured: ['0', '2'].includes(n) })
          .where(eq(feedback.id, row.id));
      }
      all = await list(t.adminToken);
    });
    afterAll(async () => {
      await t.db.update(feedback).set({ isFeatured: false });
    });

    it('gives anonymous callers (and bad tokens) the testimonials only: never an e-mail or a user id', async () => {
      for (const res of [await get().expect(200), await get('not-a-token').expect(200)]) {
        expect(res.body).toEqual([
          { _id: expect.any(String), name: 'Some Writer', message: 'Message number 0' },
          { _id: expect.any(String), name: 'Some Writer', message: 'Message number 2' },
        ]);
        expect(JSON.stringify(res.body)).not.toMatch(/@|email|user/i);
        expect(total(res)).toBe(2);
      }
      await t.http.get('/api/v1/contact/testimonials').expect(200, (await get()).body);
    });

    it("gives a customer only their own messages, newest first, never another's", async () => {
      const res = await get(third.token).expect(200);
      expect(res.body.map((m: Feedback) => m.message)).toEqual([
        'Message number 0',
        'Message number 2',
        'Message number 4',
        'Message number 6',
      ]);
      expect(total(res)).toBe(4);
      // q is the admin's filter: it never widens a customer's list.
      const q = await get(third.token, { q: 'writer' }).expect(200);
      expect(q.body.map((m: Feedback) => m._id)).toEqual(res.body.map((m: Feedback) => m._id));
      const paged = await get(third.token, { limit: 3, page: 2 }).expect(200);
      expect(paged.body.map((m: Feedback) => m.message)).toEqual(['Message number 6']);
      expect(total(paged)).toBe(4);
    });

    it('gives an admin every message, newest first, filtered by e-mail and paged, the total in X-Total-Count', async () => {
      // The eight above and the other account's first message (the moderation tests deleted the demo customer's).
      expect(all).toHaveLength(9);
      const times = all.map((m) => m.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const page = await get(t.adminToken, { page: 2, limit: 4 }).expect(200);
      expect(page.body).toEqual(all.slice(4, 8));
      expect(total(page)).toBe(9);
      const beyond = await get(t.adminToken, { page: 4, limit: 4 }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(total(beyond)).toBe(9);
      const q = await get(t.adminToken, { q: 'WRITER' }).expect(200);
      expect(q.body.map((m: Feedback) => m.email)).toEqual([
        'writer1@pashmina.test',
        'writer3@pashmina.test',
        'writer5@pashmina.test',
        'writer7@pashmina.test',
      ]);
      expect(total(q)).toBe(4);
      // LIKE wildcards are taken literally.
      const percent = await get(t.adminToken, { q: '_100%' }).expect(200);
      expect(total(percent)).toBe(4);
      expect(new Set(percent.body.map((m: Feedback) => m.email))).toEqual(
        new Set(['third_100%@pashmina.test']),
      );
      expect(total(await get(t.adminToken, { q: '%' }).expect(200))).toBe(4);
      expect(total(await get(t.adminToken, { q: 'r_1' }).expect(200))).toBe(0);
    });

    it('refuses bad paging and a too long q', async () => {
      for (const query of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { q: 'q'.repeat(255) }])
        expect((await get(t.adminToken, query).expect(400)).body.success).toBe(false);
    });
  });
});
