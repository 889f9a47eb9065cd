import { eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '../src/contracts';
import { contacts } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { createCustomer } from './fixtures';

describe('contacts', () => {
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
  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0].n;
  const list = async (token: string): Promise<ContactMessage[]> =>
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
      expect(res.body).toEqual({ success: false, message });
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
      expect(bad.body).toEqual({ success: false, message: 'isFeatured must be true or false' });
    });

    it('answers 403 to customers on the admin routes', async () => {
      await t.http.get(`/api/v1/contact/${id}`).set(bearer(t.customerToken)).expect(403);
      await t.http
        .put(`/api/v1/contact/${id}`)
        .set(bearer(t.customerToken))
        .send({ isFeatured: true })
        .expect(403);
      await t.http.delete(`/api/v1/contact/${id}`).set(bearer(t.customerToken)).expect(403);
      const [row] = await t.db.select().from(contacts).where(eq(contacts.id, id));
      expect(row.isFeatured).toBe(false);
    });

    it('deletes a message', async () => {
      const res = await t.http.delete(`/api/v1/contact/${id}`).set(bearer(t.adminToken)).expect(200);
      expect(res.body).toEqual({ success: true, message: 'feedback deleted successfully' });
      await t.http.delete(`/api/v1/contact/${id}`).set(bearer(t.adminToken)).expect(404);
      expect((await list(t.customerToken)).map((m) => m._id)).not.toContain(id);
    });
  });
});
