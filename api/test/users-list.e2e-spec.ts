import { eq } from 'drizzle-orm';
import {
  type AdminUser,
  LAST_ADMIN,
  OWNER_NOT_DELETABLE,
  OWNER_NOT_DEMOTABLE,
  SELF_DELETE,
  TOTAL_COUNT_HEADER,
  USER_SEARCH_MAX,
} from '../src/contracts';
import { users } from '../src/database';
import { ADMIN_EMAIL, bearer, startTestApp, type TestApp } from './harness';
import { createAdmin, createCustomer } from './fixtures';
import { errorBody } from './error-body';

describe('GET /auth/users: searched and paged on the server (admin)', () => {
  let t: TestApp;
  /** Every account, newest first. */
  let all: AdminUser[];
  /** The e-mails of the seven accounts made here, oldest first. */
  const made: string[] = [];

  const list = (query: Record<string, string | number | undefined> = {}, token = t.adminToken) =>
    t.http.get('/api/v1/auth/users').query(query).set(bearer(token));
  const total = (res: { headers: Record<string, string> }) =>
    Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  const emails = (body: AdminUser[]) => body.map((user) => user.email);

  beforeAll(async () => {
    t = await startTestApp({ products: 1 });
    // Seven more accounts, each registered a minute after the one before.
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 7; i++) {
      const email =
        i === 3 ? 'Mixed.Case_100%@Pashmina.test' : `shopper${i}@${i % 2 ? 'gmail.test' : 'pashmina.test'}`;
      const { id } = await createCustomer(t, { email });
      made.push(email.toLowerCase());
      await t.db
        .update(users)
        .set({ createdAt: new Date(start + i * 60_000) })
        .where(eq(users.id, id));
    }
    all = (await list().expect(200)).body;
  });
  afterAll(() => t?.close());

  it('returns newest first, with the total in X-Total-Count', async () => {
    const res = await list().expect(200);
    // The owner and the demo customer of the seed, and the seven above.
    expect(res.body).toHaveLength(9);
    expect(total(res)).toBe(9);
    const times = (res.body as AdminUser[]).map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // The seed's accounts are the newest; the seven made an hour ago follow, last made first.
    expect(emails(res.body).slice(2)).toEqual([...made].reverse());
    expect(emails(res.body).slice(0, 2)).toContain(ADMIN_EMAIL);
  });

  it('pages: every page holds `limit` users or the rest; past the end an empty page, the total still there', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list({ page, limit: 4 }).expect(200);
      expect(total(res)).toBe(9);
      seen.push(...emails(res.body));
    }
    expect(seen).toEqual(emails(all));
    const beyond = await list({ page: 4, limit: 4 }).expect(200);
    expect(beyond.body).toEqual([]);
    expect(total(beyond)).toBe(9);
  });

  it('searches by a part of the e-mail, in any case, taking wildcards literally', async () => {
    const gmail = await list({ q: 'GMAIL' }).expect(200);
    expect(emails(gmail.body)).toEqual(emails(all).filter((email) => email.includes('gmail')));
    expect(total(gmail)).toBe(2);
    const paged = await list({ q: 'gmail', limit: 1, page: 2 }).expect(200);
    expect(emails(paged.body)).toEqual(emails(gmail.body).slice(1));
    expect(total(paged)).toBe(2);
    // The address was stored lower-cased at registration; % and _ are plain characters.
    expect(emails((await list({ q: 'case_100%' }).expect(200)).body)).toEqual([
      'mixed.case_100%@pashmina.test',
    ]);
    expect(total(await list({ q: '_' }).expect(200))).toBe(1);
    expect(total(await list({ q: '%' }).expect(200))).toBe(1);
    const none = await list({ q: 'nobody' }).expect(200);
    expect(none.body).toEqual([]);
    expect(total(none)).toBe(0);
  });

  it('refuses bad paging and a too long q', async () => {
    for (const query of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { q: 'q'.repeat(USER_SEARCH_MAX + 1) }])
      expect((await list(query).expect(400)).body.success).toBe(false);
  });

  it('is for admins only', async () => {
    await list({}, t.customerToken).expect(403);
    await t.http.get('/api/v1/auth/users').expect(401);
  });

  it("returns the rules' own messages: owner, self, last admin", async () => {
    const owner = all.find((user) => user.isOwner) as AdminUser;
    const del = await t.http.delete(`/api/v1/auth/users/${owner._id}`).set(bearer(t.adminToken)).expect(403);
    expect(del.body).toEqual(errorBody({ message: OWNER_NOT_DELETABLE }));
    expect(OWNER_NOT_DELETABLE).toBe("You can't delete this admin");
    const demote = await t.http
      .put(`/api/v1/auth/users/${owner._id}`)
      .set(bearer(t.adminToken))
      .send({ role: 0 })
      .expect(409);
    expect(demote.body).toEqual(errorBody({ message: OWNER_NOT_DEMOTABLE }));
    const second = await createAdmin(t, { email: 'second@pashmina.test' });
    const self = await t.http.delete(`/api/v1/auth/users/${second.id}`).set(bearer(second.token)).expect(409);
    expect(self.body).toEqual(errorBody({ message: SELF_DELETE }));
    // Without the owner mark, the one remaining admin cannot be demoted.
    await t.http.delete(`/api/v1/auth/users/${second.id}`).set(bearer(t.adminToken)).expect(200);
    await t.db.update(users).set({ isOwner: false }).where(eq(users.id, owner._id));
    try {
      const last = await t.http
        .put(`/api/v1/auth/users/${owner._id}`)
        .set(bearer(t.adminToken))
        .send({ role: 0 })
        .expect(409);
      expect(last.body).toEqual(errorBody({ message: LAST_ADMIN }));
    } finally {
      await t.db.update(users).set({ isOwner: true }).where(eq(users.id, owner._id));
    }
  });
});
