import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type AdminUser,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_MAX,
  ROLE_ADMIN,
  SHOP_CONTACT,
} from '../src/contracts';
import { feedback, emails, orders, users } from '../src/database';
import { createCustomer } from './fixtures';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  startTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from './harness';

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, secret = TEST_JWT_SECRET) => {
  const unsigned = `${b64url(header)}.${b64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** Login and register allow this many tries a minute from one address (AUTH_RATE_LIMIT). */
const LIMIT = 10;
let lastAddress = 0;
/**
 * The API trusts X-Forwarded-For from loopback proxies (the shell), so the helpers below play a new client address
 * on every call and stay clear of the rate limit, which its own tests exercise with fixed addresses.
 */
const freshAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 4, env: { AUTH_RATE_LIMIT: String(LIMIT) } });
  });
  afterAll(() => t?.close());

  describe('POST /auth/login', () => {
    it('returns the session user and a token', async () => {
      const res = await t.http
        .post('/api/v1/auth/login')
        .send({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD })
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Login successfully',
        token: expect.any(String),
        user: {
          _id: expect.any(String),
          name: 'admin',
          email: ADMIN_EMAIL,
          phone: '',
          address: '',
          district: '',
          phoneVerified: false,
          role: 1,
        },
      });
      expect(JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString())).toMatchObject({
        alg: 'HS256',
      });
      expect(payloadOf(res.body.token)).toMatchObject({ sub: res.body.user._id, ver: 0 });
    });

    it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
      for (const body of [
        { email: ADMIN_EMAIL, password: 'wrong-password' },
        { email: 'nobody@pashmina.test', password: ADMIN_PASSWORD },
      ]) {
        const res = await t.http.post('/api/v1/auth/login').send(body).expect(401);
        expect(res.body).toMatchObject({ success: false, message: 'Invalid email or password' });
      }
    });

    it('responds with 400 with a message for a malformed body', async () => {
      const res = await t.http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: 'Password is required' });
      const extra = await t.http
        .post('/api/v1/auth/login')
        .send({ email: ADMIN_EMAIL, password: 'x', role: 1 })
        .expect(400);
      expect(extra.body).toMatchObject({ success: false, message: 'Unknown field: role' });
    });

    it('responds with 400, not 500, for broken JSON', async () => {
      const res = await t.http
        .post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .send('{"email":')
        .expect(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('GET /auth/user-auth and /auth/admin-auth', () => {
    it('accept a Bearer token and a bare token', async () => {
      await t.http.get('/api/v1/auth/user-auth').set(bearer(t.customerToken)).expect(200, { ok: true });
      await t.http
        .get('/api/v1/auth/user-auth')
        .set('Authorization', t.customerToken)
        .expect(200, { ok: true });
      await t.http
        .get('/api/v1/auth/admin-auth')
        .set('Authorization', t.adminToken)
        .expect(200, { ok: true });
    });

    it('respond with 401 without a token', async () => {
      const res = await t.http.get('/api/v1/auth/user-auth').expect(401);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      await t.http.get('/api/v1/auth/admin-auth').expect(401);
    });

    it('respond with 403 to a customer on the admin check', async () => {
      const res = await t.http.get('/api/v1/auth/admin-auth').set(bearer(t.customerToken)).expect(403);
      expect(res.body).toMatchObject({ success: false, message: 'You are not allowed to do this' });
    });

    it('refuse a token with alg none', async () => {
      const forged = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payloadOf(t.adminToken))}.`;
      await t.http.get('/api/v1/auth/user-auth').set(bearer(forged)).expect(401);
    });

    it('refuse a token whose payload was edited', async () => {
      const [header, , signature] = t.customerToken.split('.');
      const admin = payloadOf(t.adminToken);
      const edited = `${header}.${b64url({ ...payloadOf(t.customerToken), sub: admin.sub })}.${signature}`;
      await t.http.get('/api/v1/auth/admin-auth').set(bearer(edited)).expect(401);
    });

    it('refuse a token signed with another secret or another algorithm', async () => {
      const payload = payloadOf(t.adminToken);
      await t.http
        .get('/api/v1/auth/user-auth')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload, 'another-secret-another-secret-123456')))
        .expect(401);
      const hs512 = `${b64url({ alg: 'HS512', typ: 'JWT' })}.${b64url(payload)}`;
      const hs512Token = `${hs512}.${createHmac('sha512', TEST_JWT_SECRET).update(hs512).digest('base64url')}`;
      await t.http.get('/api/v1/auth/user-auth').set(bearer(hs512Token)).expect(401);
      // Control: the same payload correctly signed is accepted.
      await t.http
        .get('/api/v1/auth/user-auth')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload)))
        .expect(200);
    });

    it('refuse an expired token', async () => {
      const payload = { ...payloadOf(t.adminToken), iat: 1_000, exp: 2_000 };
      await t.http
        .get('/api/v1/auth/user-auth')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload)))
        .expect(401);
    });

    it('refuse garbage', async () => {
      await t.http.get('/api/v1/auth/user-auth').set('Authorization', 'Bearer not.a.token').expect(401);
      await t.http.get('/api/v1/auth/user-auth').set('Authorization', 'Basic abc def').expect(401);
    });

    it('refuse tokens issued before the token version was bumped', async () => {
      const login = await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', freshAddress())
        .send({ email: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD })
        .expect(200);
      const token = login.body.token;
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(200);
      await t.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(sql`${users.id} = ${login.body.user._id}`);
      const res = await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(401);
      expect(res.body.success).toBe(false);
      // A fresh login carries the new version and works again.
      const again = await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', freshAddress())
        .send({ email: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD })
        .expect(200);
      expect(payloadOf(again.body.token).ver).toBe(1);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(again.body.token)).expect(200);
    });
  });

  const register = (body: object) =>
    t.http.post('/api/v1/auth/register').set('X-Forwarded-For', freshAddress()).send(body);
  const login = async (email: string, password: string) =>
    (
      await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', freshAddress())
        .send({ email, password })
        .expect(200)
    ).body;
  const VALID = {
    name: 'Ram Bahadur',
    email: 'ram@pashmina.test',
    password: 'secret1',
    phone: '9812345678',
    address: 'Bhaktapur',
  };
  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

  describe('POST /auth/register', () => {
    it('creates a customer account that can log in', async () => {
      const res = await register(VALID).expect(201);
      expect(res.body).toEqual({ success: true, message: 'User registered successfully' });
      const session = await login('RAM@pashmina.test', 'secret1');
      expect(session.user).toEqual({
        _id: expect.any(String),
        name: VALID.name,
        email: VALID.email,
        phone: VALID.phone,
        address: VALID.address,
        district: '',
        phoneVerified: false,
        role: 0,
      });
    });

    it('responds with 409 for an e-mail already registered, whatever its case', async () => {
      const res = await register({ ...VALID, email: 'Ram@Pashmina.TEST' }).expect(409);
      expect(res.body).toMatchObject({ success: false, message: 'Email is already registered' });
      await register({ ...VALID, email: CUSTOMER_EMAIL }).expect(409);
    });

    it('never takes a role from the body', async () => {
      const before = await userCount();
      for (const role of [1, '1', 0]) {
        const res = await register({ ...VALID, email: `sneaky${role}@pashmina.test`, role }).expect(400);
        expect(res.body).toMatchObject({ success: false, message: 'Unknown field: role' });
      }
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ name: 'Ram' }, 'Proper name is required'],
      [{ name: '    Ram    ' }, 'Proper name is required'],
      [{ name: undefined }, 'Proper name is required'],
      [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters long'],
      [{ email: 'not-an-email' }, 'Invalid email format'],
      [{ email: 'a b@c.de' }, 'Invalid email format'],
      [{ email: `${'a'.repeat(250)}@x.com` }, 'Invalid email format'],
      [{ email: undefined }, 'Invalid email format'],
      [{ password: '12345' }, 'Password must be at least 6 characters long'],
      [{ password: undefined }, 'Password must be at least 6 characters long'],
      [{ password: 'p'.repeat(201) }, 'Password must be at most 200 characters long'],
      [{ phone: '9912345678' }, 'Invalid phone number'],
      [{ phone: '7912345678' }, 'Invalid phone number'],
      [{ phone: '981234567' }, 'Invalid phone number'],
      [{ phone: '98123456789' }, 'Invalid phone number'],
      [{ phone: '98-1234567' }, 'Invalid phone number'],
      [{ phone: undefined }, 'Invalid phone number'],
      [{ address: '' }, 'Address is required'],
      [{ address: '   ' }, 'Address is required'],
      [{ address: 'a'.repeat(301) }, 'Address must be at most 300 characters long'],
    ])('refuses %p with its message', async (change, message) => {
      const before = await userCount();
      const res = await register({ ...VALID, email: 'invalid-case@pashmina.test', ...change }).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await userCount()).toBe(before);
    });

    it.each(['9812345678', '9012345678', '8012345678', '8912345678', 9712345678])(
      'accepts the phone number %p',
      async (phone) => {
        await register({ ...VALID, email: `phone${phone}@pashmina.test`, phone }).expect(201);
      },
    );
  });

  describe('PUT /auth/profile', () => {
    let token: string;
    beforeAll(async () => {
      token = (await createCustomer(t, { ...VALID, email: 'profile@pashmina.test' })).token;
    });
    // A fresh client address each time: the profile shares the login's rate limit (it may check a password).
    const update = (body: object, auth = token) =>
      t.http.put('/api/v1/auth/profile').set(bearer(auth)).set('X-Forwarded-For', freshAddress()).send(body);
    const PROFILE = {
      name: 'Hari Prasad',
      email: 'profile@pashmina.test',
      phone: '9701234567',
      address: 'Pokhara',
    };

    it('updates name, phone and address and returns the session user', async () => {
      const res = await update({ ...PROFILE, password: '' }).expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Profile updated successfully',
        updatedUser: {
          _id: expect.any(String),
          name: 'Hari Prasad',
          email: 'profile@pashmina.test',
          phone: '9701234567',
          address: 'Pokhara',
          district: '',
          phoneVerified: false,
          role: 0,
        },
      });
      // No password change: the session goes on.
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(200);
    });

    it('keeps the e-mail: another address is refused, the own one in any case accepted, none is fine', async () => {
      const res = await update({ ...PROFILE, email: 'other@pashmina.test' }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: 'The email address cannot be changed' });
      await update({ ...PROFILE, email: 'PROFILE@pashmina.test' }).expect(200);
      const { email: _email, ...withoutEmail } = PROFILE;
      await update(withoutEmail).expect(200);
    });

    it.each([
      [{ name: 'Hari' }, 'Proper name is required'],
      [{ phone: '12345' }, 'Invalid phone number'],
      [{ address: '' }, 'Address is required'],
      [{ password: '123' }, 'Password must be at least 6 characters long'],
      [{ role: 1 }, 'Unknown field: role'],
    ])('refuses %p', async (change, message) => {
      const res = await update({ ...PROFILE, ...change }).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      const [row] = await t.db.select().from(users).where(eq(users.email, 'profile@pashmina.test'));
      expect(row.role).toBe(0);
    });

    /** Reads the profile as the session sees it and checks that the old password still logs in. */
    const expectUnchanged = async () => {
      const [row] = await t.db.select().from(users).where(eq(users.email, 'profile@pashmina.test'));
      expect({ name: row.name, phone: row.phone, address: row.address }).toEqual({
        name: PROFILE.name,
        phone: PROFILE.phone,
        address: PROFILE.address,
      });
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(200);
      await login('profile@pashmina.test', 'secret1');
    };
    const OTHER_FIELDS = { name: 'Someone Else', phone: '9851234567', address: 'Bhaktapur' };

    it.each([{}, { currentPassword: '' }, { currentPassword: null }])(
      'refuses a new password without the current one (%p) and changes nothing, not even the name',
      async (current) => {
        await update(PROFILE).expect(200);
        const res = await update({ ...PROFILE, ...OTHER_FIELDS, password: 'new-secret', ...current }).expect(
          400,
        );
        expect(res.body).toMatchObject({ success: false, message: CURRENT_PASSWORD_REQUIRED_MESSAGE });
        await expectUnchanged();
      },
    );

    it.each(['wrong-secret', 'secret1 ', 'x'.repeat(PASSWORD_MAX + 1)])(
      'refuses a new password with a wrong current one (%p) and changes nothing',
      async (currentPassword) => {
        await update(PROFILE).expect(200);
        const res = await update({
          ...PROFILE,
          ...OTHER_FIELDS,
          password: 'new-secret',
          currentPassword,
        }).expect(400);
        expect(res.body).toMatchObject({ success: false, message: CURRENT_PASSWORD_WRONG_MESSAGE });
        await expectUnchanged();
      },
    );

    it('needs no current password when the password stays (blank or absent)', async () => {
      await update({ ...PROFILE, password: '', currentPassword: 'anything' }).expect(200);
      await update({ ...PROFILE, currentPassword: 'anything' }).expect(200);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(200);
    });

    /** The 'password changed' e-mails queued for the profile's account. */
    const passwordChangedEmails = () =>
      t.db
        .select()
        .from(emails)
        .where(and(eq(emails.to, 'profile@pashmina.test'), eq(emails.kind, 'password-changed')));

    it('changes the password, ends older sessions, hands over a fresh token and queues the “password changed” e-mail', async () => {
      // The changes above kept the password (or were refused): none was announced.
      expect(await passwordChangedEmails()).toEqual([]);
      const other = (await login('profile@pashmina.test', 'secret1')).token;
      const res = await update({ ...PROFILE, password: 'new-secret', currentPassword: 'secret1' }).expect(
        200,
      );
      expect(res.body.token).toEqual(expect.any(String));
      expect(await passwordChangedEmails()).toEqual([
        expect.objectContaining({
          subject: 'Your Pashmina Shop password was changed',
          userId: res.body.updatedUser._id,
          // The shop's contact lines go with it (the defaults here: the owner saved none).
          payload: { name: PROFILE.name, contact: SHOP_CONTACT },
          status: 'queued',
        }),
      ]);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(401);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(other)).expect(401);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(res.body.token)).expect(200);
      await t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', freshAddress())
        .send({ email: 'profile@pashmina.test', password: 'secret1' })
        .expect(401);
      token = (await login('profile@pashmina.test', 'new-secret')).token;
    });

    it('needs a login', async () => {
      await t.http.put('/api/v1/auth/profile').send(PROFILE).expect(401);
    });
  });

  describe('POST /auth/logout', () => {
    it('stops the token at once', async () => {
      const { token } = await login(CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      const res = await t.http.post('/api/v1/auth/logout').set(bearer(token)).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Logged out successfully' });
      const after = await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(401);
      expect(after.body.success).toBe(false);
      await t.http.post('/api/v1/auth/logout').set(bearer(token)).expect(401);
    });
  });

  describe('user management (admin)', () => {
    let admin: string;
    let ownerId: string;
    let customerId: string;
    beforeAll(async () => {
      const session = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      admin = session.token;
      ownerId = session.user._id;
      customerId = (await createCustomer(t, { ...VALID, email: 'managed@pashmina.test' })).id;
    });
    const setRole = (id: string, role: unknown, token = admin) =>
      t.http.put(`/api/v1/auth/users/${id}`).set(bearer(token)).send({ role });

    it('lists users without secrets', async () => {
      const res = await t.http.get('/api/v1/auth/users').set(bearer(admin)).expect(200);
      const owner = res.body.find((u: AdminUser) => u._id === ownerId);
      expect(owner).toEqual({
        _id: ownerId,
        name: 'admin',
        email: ADMIN_EMAIL,
        phone: '',
        address: '',
        district: '',
        phoneVerified: false,
        role: 1,
        isOwner: true,
        createdAt: expect.any(String),
      });
      for (const user of res.body)
        expect(Object.keys(user).sort()).toEqual([
          '_id',
          'address',
          'createdAt',
          'district',
          'email',
          'isOwner',
          'name',
          'phone',
          'phoneVerified',
          'role',
        ]);
      const one = await t.http.get(`/api/v1/auth/users/${customerId}`).set(bearer(admin)).expect(200);
      expect(one.body).toMatchObject({
        _id: customerId,
        name: VALID.name,
        email: 'managed@pashmina.test',
        role: 0,
        isOwner: false,
      });
      await t.http.get('/api/v1/auth/users/nope').set(bearer(admin)).expect(404);
    });

    it('responds with 403 to customers on every admin route', async () => {
      const { token } = await login('managed@pashmina.test', 'secret1');
      await t.http.get('/api/v1/auth/users').set(bearer(token)).expect(403);
      await t.http.get(`/api/v1/auth/users/${customerId}`).set(bearer(token)).expect(403);
      await setRole(customerId, 1, token).expect(403);
      await t.http.delete(`/api/v1/auth/users/${ownerId}`).set(bearer(token)).expect(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, customerId));
      expect(row.role).toBe(0);
    });

    it('promotes and demotes, ending the sessions of that user', async () => {
      const { token } = await login('managed@pashmina.test', 'secret1');
      const res = await setRole(customerId, 1).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Users updated sucessfully',
        user: { _id: customerId, role: 1 },
      });
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(401);
      const promoted = await login('managed@pashmina.test', 'secret1');
      await t.http.get('/api/v1/auth/admin-auth').set(bearer(promoted.token)).expect(200);
      await setRole(customerId, '0').expect(200);
      await t.http.get('/api/v1/auth/admin-auth').set(bearer(promoted.token)).expect(401);
      for (const role of [3, -1, 'admin', null]) {
        const bad = await setRole(customerId, role).expect(400);
        expect(bad.body).toMatchObject({
          success: false,
          message: 'Role must be 0 (customer), 1 (admin) or 2 (staff)',
        });
      }
    });

    it('never demotes the owner, nor the last admin', async () => {
      const res = await setRole(ownerId, 0).expect(409);
      expect(res.body).toMatchObject({
        success: false,
        message: "The shop owner's account cannot be demoted",
      });
      // A database without an owner mark: the last admin still stays an admin.
      await t.db.update(users).set({ isOwner: false }).where(eq(users.id, ownerId));
      try {
        const last = await setRole(ownerId, 0).expect(409);
        expect(last.body).toMatchObject({ success: false, message: 'The last admin cannot be demoted' });
      } finally {
        await t.db.update(users).set({ isOwner: true }).where(eq(users.id, ownerId));
      }
      admin = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
      await t.http.get('/api/v1/auth/admin-auth').set(bearer(admin)).expect(200);
    });

    it("refuses to delete the owner and one's own account", async () => {
      const res = await t.http.delete(`/api/v1/auth/users/${ownerId}`).set(bearer(admin)).expect(403);
      expect(res.body).toMatchObject({ success: false, message: "You can't delete this admin" });
      const second = await createCustomer(t, { ...VALID, email: 'second-admin@pashmina.test' });
      await setRole(second.id, ROLE_ADMIN).expect(200);
      const secondToken = (await login('second-admin@pashmina.test', 'secret1')).token;
      const self = await t.http
        .delete(`/api/v1/auth/users/${second.id}`)
        .set(bearer(secondToken))
        .expect(409);
      expect(self.body).toMatchObject({ success: false, message: "You can't delete your own account" });
    });

    it('deletes a user: their tokens stop, their orders and messages stay', async () => {
      const leaving = await createCustomer(t, { ...VALID, email: 'leaving@pashmina.test' });
      await t.http
        .post('/api/v1/contact')
        .set(bearer(leaving.token))
        .send({ name: 'Leaving', email: 'leaving@pashmina.test', message: 'Bye' })
        .expect(201);
      const res = await t.http.delete(`/api/v1/auth/users/${leaving.id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ success: true, message: 'User deleted successfully' });
      await t.http.get('/api/v1/auth/user-auth').set(bearer(leaving.token)).expect(401);
      await t.http.delete(`/api/v1/auth/users/${leaving.id}`).set(bearer(admin)).expect(404);
      const kept = await t.db.select().from(feedback).where(eq(feedback.message, 'Bye'));
      expect(kept).toHaveLength(1);
      expect(kept[0].userId).toBeNull();
      expect(await t.db.select().from(orders).where(eq(orders.userId, leaving.id))).toEqual([]);
    });
  });

  describe('rate limit of login and register', () => {
    const MESSAGE = 'Too many attempts. Please try again in a minute.';
    const loginFrom = (ip: string) =>
      t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: 'nobody@pashmina.test', password: 'wrong' });

    it(`responds with 429 past ${LIMIT} login attempts a minute from one address, and only to that address`, async () => {
      for (let i = 0; i < LIMIT; i++) await loginFrom('203.0.113.7').expect(401);
      const res = await loginFrom('203.0.113.7').expect(429);
      expect(res.body).toMatchObject({ success: false, message: MESSAGE });
      await loginFrom('203.0.113.8').expect(401);
    });

    it('limits register the same way, counting invalid attempts too', async () => {
      const from = (ip: string) => t.http.post('/api/v1/auth/register').set('X-Forwarded-For', ip).send({});
      for (let i = 0; i < LIMIT; i++) await from('198.51.100.1').expect(400);
      const res = await from('198.51.100.1').expect(429);
      expect(res.body).toMatchObject({ success: false, message: MESSAGE });
    });

    it('leaves the other routes alone', async () => {
      for (let i = 0; i < LIMIT + 2; i++) {
        await t.http
          .get('/api/v1/auth/user-auth')
          .set('X-Forwarded-For', '203.0.113.7')
          .set(bearer(t.adminToken))
          .expect(200);
      }
    });
  });
});
