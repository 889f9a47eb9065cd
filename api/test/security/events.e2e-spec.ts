import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type request from 'supertest';
import { LOGIN_LOCKED } from '../../src/auth/login-attempts';
import { SECURITY_EVENTS } from '../../src/common/security-events';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '../../src/contracts';
import { emails } from '../../src/database';
import { CUSTOMER_FIELDS, createCustomer } from '../fixtures';
import { ADMIN_EMAIL, bearer, captureLogs, startTestApp, type TestApp } from '../harness';
import { dropKeys, TEST_REDIS_URL, uniquePrefix } from './redis-keys';
import { errorBody } from '../error-body';

// Issue 12, item 6 and docs/rules.md "Security events": each event is exactly one warn line with its stable
// `event` name, written by the request that caused it, as production logs it (JSON lines, read from memory).

const FAILURES = 3;
/** Above FAILURES, so that one address can reach its limit on an account within a minute. */
const PER_ADDRESS = 6;
/** The profile form's fields without a new password. */
const { password: _password, ...PROFILE } = CUSTOMER_FIELDS;
const nobody = () => `nobody-${randomBytes(4).toString('hex')}@pashmina.test`;

/** Production, as a shop runs it; the limits low, so a few requests reach them. */
const productionEnv = {
  NODE_ENV: 'production',
  KHALTI_SECRET_KEY: 'live-key',
  ESEWA_SECRET_KEY: 'live-esewa-key',
  LOGIN_FAILURE_LIMIT: String(FAILURES),
  AUTH_RATE_LIMIT: String(PER_ADDRESS),
};

const login = (http: ReturnType<typeof request>, from: string, email: string, password = 'wrong-password') =>
  http.post('/api/v1/auth/login').set('X-Forwarded-For', from).send({ email, password });

describe('security events: one warn line each', () => {
  const logs = captureLogs();
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp({
      products: 1,
      env: productionEnv,
      logDestination: logs.destination,
      logLevels: ['log', 'warn', 'error'],
    });
    adminId = (await t.http.get('/api/v1/auth/users').query({ q: ADMIN_EMAIL }).set(bearer(t.adminToken)))
      .body[0]._id;
  });
  afterAll(() => t?.close());
  beforeEach(() => void (logs.lines.length = 0));

  it('auth.login_failed: a wrong password, and an unknown e-mail alike', async () => {
    await login(t.http, '198.51.100.1', ADMIN_EMAIL).expect(401);
    expect(logs.events(SECURITY_EVENTS.loginFailed)).toEqual([
      expect.objectContaining({
        level: 40,
        email: ADMIN_EMAIL,
        ip: '198.51.100.1',
        via: 'login',
        failures: 1,
      }),
    ]);
    const email = nobody();
    await login(t.http, '198.51.100.2', email).expect(401);
    expect(logs.events(SECURITY_EVENTS.loginFailed)).toHaveLength(2);
    expect(logs.events(SECURITY_EVENTS.loginFailed)[1]).toMatchObject({ email, ip: '198.51.100.2' });
  });

  it('auth.locked_out: an address past its failed logins on an account, logged once however often it is refused', async () => {
    const email = nobody();
    for (let i = 1; i <= FAILURES; i++) await login(t.http, '198.51.100.10', email).expect(401);
    for (let i = 0; i < 3; i++) await login(t.http, '198.51.100.10', email).expect(429);
    expect(logs.events(SECURITY_EVENTS.loginFailed)).toHaveLength(FAILURES);
    expect(logs.events(SECURITY_EVENTS.lockedOut)).toEqual([
      expect.objectContaining({
        level: 40,
        email,
        ip: '198.51.100.10',
        limit: 'account-address',
        retryAfterSeconds: expect.any(Number),
      }),
    ]);
  });

  it('auth.login_slowed: an account past its failed logins from every address, logged once', async () => {
    const email = nobody();
    for (let i = 1; i <= FAILURES + 2; i++) await login(t.http, `198.51.100.${10 + i}`, email).expect(401);
    expect(logs.events(SECURITY_EVENTS.lockedOut)).toEqual([]);
    expect(logs.events(SECURITY_EVENTS.loginSlowed)).toEqual([
      expect.objectContaining({
        level: 40,
        email,
        ip: `198.51.100.${10 + FAILURES + 1}`,
        retryAfterSeconds: expect.any(Number),
      }),
    ]);
  });

  it('auth.locked_out: an address past its attempts a minute, logged once per address and window', async () => {
    for (const address of ['192.0.2.50', '192.0.2.51']) {
      for (let i = 0; i < PER_ADDRESS; i++) await login(t.http, address, nobody()).expect(401);
      for (let i = 0; i < 4; i++) await login(t.http, address, nobody()).expect(429);
    }
    expect(logs.events(SECURITY_EVENTS.lockedOut)).toEqual([
      expect.objectContaining({ level: 40, client: '192.0.2.50', route: 'POST /api/v1/auth/login' }),
      expect.objectContaining({ level: 40, client: '192.0.2.51', route: 'POST /api/v1/auth/login' }),
    ]);
  });

  it('user.role_changed: an admin gives an account another role; the same role again is no change', async () => {
    const { id } = await createCustomer(t, { email: 'promoted@pashmina.test' });
    logs.lines.length = 0;
    const promote = () => t.http.put(`/api/v1/auth/users/${id}`).set(bearer(t.adminToken)).send({ role: 1 });
    await promote().expect(200);
    await promote().expect(200);
    expect(logs.events(SECURITY_EVENTS.roleChanged)).toEqual([
      expect.objectContaining({ level: 40, by: adminId, user: id, from: 0, to: 1 }),
    ]);
  });

  it('auth.password_reset: a password set with an e-mailed link; a refused link is no event', async () => {
    const { id } = await createCustomer(t, { email: 'forgetful@pashmina.test' });
    await t.http
      .post('/api/v1/auth/forgot-password')
      .set('X-Forwarded-For', '198.51.100.30')
      .send({ email: 'forgetful@pashmina.test' })
      .expect(200);
    const [queued] = await t.db.select().from(emails).where(eq(emails.to, 'forgetful@pashmina.test'));
    const { token } = queued.payload as { token: string };
    logs.lines.length = 0;
    const reset = (from: string) =>
      t.http
        .post('/api/v1/auth/reset-password')
        .set('X-Forwarded-For', from)
        .send({ token, password: 'a-new-secret' });
    await reset('198.51.100.31').expect(200);
    await reset('198.51.100.32').expect(400);
    expect(logs.events(SECURITY_EVENTS.passwordReset)).toEqual([
      expect.objectContaining({ level: 40, user: id, ip: '198.51.100.31' }),
    ]);
  });

  it('user.deleted: an admin deletes an account', async () => {
    const { id } = await createCustomer(t, { email: 'deleted@pashmina.test' });
    logs.lines.length = 0;
    await t.http.delete(`/api/v1/auth/users/${id}`).set(bearer(t.adminToken)).expect(200);
    await t.http.delete(`/api/v1/auth/users/${id}`).set(bearer(t.adminToken)).expect(404);
    expect(logs.events(SECURITY_EVENTS.accountDeleted)).toEqual([
      expect.objectContaining({ level: 40, by: adminId, user: id }),
    ]);
  });

  describe('a wrong current password on PUT /auth/profile', () => {
    const email = 'profile-guess@pashmina.test';
    let token: string;
    beforeAll(async () => {
      ({ token } = await createCustomer(t, { email }));
    });
    const changePassword = (from: string, currentPassword: string) =>
      t.http
        .put('/api/v1/auth/profile')
        .set('X-Forwarded-For', from)
        .set(bearer(token))
        .send({ ...PROFILE, email, password: 'a-new-password', currentPassword });

    it('is logged as a failed login and counted with the login’s failures, then locks that address out (429)', async () => {
      await login(t.http, '203.0.113.62', email).expect(401);
      const wrong = await changePassword('203.0.113.62', 'not-my-password').expect(400);
      expect(wrong.body.message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
      expect(logs.events(SECURITY_EVENTS.loginFailed)).toEqual([
        expect.objectContaining({ email, via: 'login', failures: 1 }),
        expect.objectContaining({ level: 40, email, ip: '203.0.113.62', via: 'profile', failures: 2 }),
      ]);
      await changePassword('203.0.113.62', 'still-not-it').expect(400);

      // The address reached its limit on the account: even the right password waits, on the profile and at the
      // login alike.
      const locked = await changePassword('203.0.113.62', CUSTOMER_FIELDS.password).expect(429);
      expect(locked.body).toEqual(errorBody({ message: LOGIN_LOCKED }));
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      await login(t.http, '203.0.113.62', email, CUSTOMER_FIELDS.password).expect(429);
      expect(logs.events(SECURITY_EVENTS.lockedOut)).toEqual([
        expect.objectContaining({ email, ip: '203.0.113.62', limit: 'account-address' }),
      ]);
      // A profile change that asks for no new password checks none: the lock does not stop it.
      await t.http
        .put('/api/v1/auth/profile')
        .set('X-Forwarded-For', '203.0.113.66')
        .set(bearer(token))
        .send({ ...PROFILE, email })
        .expect(200);
    });

    it('is not counted at all when no new password is asked for', async () => {
      const other = 'profile-plain@pashmina.test';
      const { token: own } = await createCustomer(t, { email: other });
      for (let i = 0; i < FAILURES + 1; i++)
        await t.http
          .put('/api/v1/auth/profile')
          .set('X-Forwarded-For', `203.0.113.${70 + i}`)
          .set(bearer(own))
          .send({ ...PROFILE, email: other })
          .expect(200);
      await login(t.http, '203.0.113.79', other, CUSTOMER_FIELDS.password).expect(200);
      expect(logs.events(SECURITY_EVENTS.loginFailed)).toEqual([]);
    });
  });
});

describe('security events: an address locked out on two instances sharing Redis is logged once', () => {
  const prefix = uniquePrefix('events');
  const logs = captureLogs();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Room for the harness's own admin login of each instance (from 127.0.0.1, counted in the same Redis).
    const env = { ...productionEnv, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix };
    const options = { products: 1, env, logDestination: logs.destination, logLevels: ['warn' as const] };
    a = await startTestApp(options);
    b = await startTestApp(options);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropKeys(prefix);
  });

  it('writes one auth.locked_out line for the address, whichever instance refuses it', async () => {
    logs.lines.length = 0;
    for (let i = 0; i < PER_ADDRESS; i++)
      await login((i % 2 ? b : a).http, '192.0.2.90', nobody()).expect(401);
    for (let i = 0; i < 4; i++) await login((i % 2 ? b : a).http, '192.0.2.90', nobody()).expect(429);
    expect(logs.events(SECURITY_EVENTS.lockedOut)).toEqual([
      expect.objectContaining({ level: 40, client: '192.0.2.90' }),
    ]);
  });
});
