import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '../src/database/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, CUSTOMER_EMAIL, startTestApp, TEST_JWT_SECRET, type TestApp } from './harness';

const b64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, secret = TEST_JWT_SECRET) => {
  const unsigned = `${b64url(header)}.${b64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 4 });
  });
  afterAll(() => t?.close());

  describe('POST /auth/login', () => {
    it('answers the session user and a token', async () => {
      const res = await t.http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }).expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Login successfully',
        token: expect.any(String),
        user: { _id: expect.any(String), name: 'admin', email: ADMIN_EMAIL, phone: '', address: '', role: 1 },
      });
      expect(JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      expect(payloadOf(res.body.token)).toMatchObject({ sub: res.body.user._id, ver: 0 });
    });

    it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
      for (const body of [
        { email: ADMIN_EMAIL, password: 'wrong-password' },
        { email: 'nobody@pashmina.test', password: ADMIN_PASSWORD },
      ]) {
        const res = await t.http.post('/api/v1/auth/login').send(body).expect(401);
        expect(res.body).toEqual({ success: false, message: 'Invalid email or password' });
      }
    });

    it('answers 400 with a message for a malformed body', async () => {
      const res = await t.http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Password is required' });
      const extra = await t.http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL, password: 'x', role: 1 }).expect(400);
      expect(extra.body).toEqual({ success: false, message: 'Unknown field: role' });
    });

    it('answers 400, not 500, for broken JSON', async () => {
      const res = await t.http.post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    });
  });

  describe('GET /auth/user-auth and /auth/admin-auth', () => {
    it('accept a Bearer token and a bare token', async () => {
      await t.http.get('/api/v1/auth/user-auth').set(bearer(t.customerToken)).expect(200, { ok: true });
      await t.http.get('/api/v1/auth/user-auth').set('Authorization', t.customerToken).expect(200, { ok: true });
      await t.http.get('/api/v1/auth/admin-auth').set('Authorization', t.adminToken).expect(200, { ok: true });
    });

    it('answer 401 without a token', async () => {
      const res = await t.http.get('/api/v1/auth/user-auth').expect(401);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      await t.http.get('/api/v1/auth/admin-auth').expect(401);
    });

    it('answer 403 to a customer on the admin check', async () => {
      const res = await t.http.get('/api/v1/auth/admin-auth').set(bearer(t.customerToken)).expect(403);
      expect(res.body).toEqual({ success: false, message: 'You are not allowed to do this' });
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
      await t.http.get('/api/v1/auth/user-auth').set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload, 'another-secret-another-secret-123456'))).expect(401);
      const hs512 = `${b64url({ alg: 'HS512', typ: 'JWT' })}.${b64url(payload)}`;
      const hs512Token = `${hs512}.${createHmac('sha512', TEST_JWT_SECRET).update(hs512).digest('base64url')}`;
      await t.http.get('/api/v1/auth/user-auth').set(bearer(hs512Token)).expect(401);
      // Control: the same payload correctly signed is accepted.
      await t.http.get('/api/v1/auth/user-auth').set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload))).expect(200);
    });

    it('refuse an expired token', async () => {
      const payload = { ...payloadOf(t.adminToken), iat: 1_000, exp: 2_000 };
      await t.http.get('/api/v1/auth/user-auth').set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload))).expect(401);
    });

    it('refuse garbage', async () => {
      await t.http.get('/api/v1/auth/user-auth').set('Authorization', 'Bearer not.a.token').expect(401);
      await t.http.get('/api/v1/auth/user-auth').set('Authorization', 'Basic abc def').expect(401);
    });

    it('refuse tokens issued before the token version was bumped', async () => {
      const login = await t.http.post('/api/v1/auth/login').send({ email: CUSTOMER_EMAIL, password: 'customer123' }).expect(200);
      const token = login.body.token;
      await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(200);
      await t.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(sql`${users.id} = ${login.body.user._id}`);
      const res = await t.http.get('/api/v1/auth/user-auth').set(bearer(token)).expect(401);
      expect(res.body.success).toBe(false);
      // A fresh login carries the new version and works again.
      const again = await t.http.post('/api/v1/auth/login').send({ email: CUSTOMER_EMAIL, password: 'customer123' }).expect(200);
      expect(payloadOf(again.body.token).ver).toBe(1);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(again.body.token)).expect(200);
    });
  });
});
