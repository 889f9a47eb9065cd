import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { and, desc, eq } from 'drizzle-orm';
import {
  LOGIN_LOCKED,
  LOGIN_SLOWDOWN_FIRST_MS,
  LOGIN_SLOWDOWN_MAX_MS,
  slowdownFor,
} from '../src/auth/login-attempts';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
} from '../src/contracts';
import { emails } from '../src/database';
import { CUSTOMER_FIELDS, createCustomer } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from './harness';
import { startShellProxy } from './security/shell-proxy';
import { errorBody } from './error-body';

// Issue 24, section 8: anyone could lock any account (six wrong passwords from one address locked it for everyone).
// Failed logins now count per account AND client address (429 for that address past LOGIN_FAILURE_LIMIT), and the
// account's failures from every address slow its logins down instead of refusing them. The client address comes
// from X-Forwarded-For, which the API believes from the test client on loopback (TRUST_PROXY's default).

const LIMIT = 5;
const nobody = () => `nobody-${randomBytes(4).toString('hex')}@pashmina.test`;
let lastAddress = 0;
const freshAddress = () => `10.80.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

describe('the login slow-down schedule', () => {
  it('waits nothing up to the limit, then 0.5 s doubling, never more than 4 s', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 1000].map((failures) => slowdownFor(failures, 5))).toEqual([
      0, 0, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
    expect(LOGIN_SLOWDOWN_FIRST_MS).toBe(500);
    expect(LOGIN_SLOWDOWN_MAX_MS).toBe(4000);
  });
});

describe(`failed logins: per account and address (LOGIN_FAILURE_LIMIT=${LIMIT}), the account slowed down`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // AUTH_RATE_LIMIT stays the harness's 1000 a minute: one address can reach the account's limit.
    t = await startTestApp({ products: 1, env: { LOGIN_FAILURE_LIMIT: String(LIMIT) } });
  });
  afterAll(() => t?.close());

  const login = (from: string, email: string, password: string) =>
    t.http.post('/api/v1/auth/login').set('X-Forwarded-For', from).send({ email, password });
  /** Logins through the shop's server at `shopUrl`, from behind a terminator on loopback that says `from`. */
  const loginThrough = (shopUrl: string) => (from: string, email: string, password: string) =>
    fetch(`${shopUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ email, password }),
    });
  /** A login and how long its response took. */
  const timedLogin = async (from: string, email: string, password: string) => {
    const started = performance.now();
    const res = await login(from, email, password);
    return { res, ms: performance.now() - started };
  };
  let customers = 0;
  const newCustomer = async () => {
    const email = `lockout-${++customers}@pashmina.test`;
    await createCustomer(t, { email });
    return { email, password: CUSTOMER_FIELDS.password };
  };

  it('seven wrong passwords from one address still let the right password in from another address', async () => {
    const sita = await newCustomer();
    const guesser = '203.0.113.7';
    const responses: number[] = [];
    for (let i = 0; i < 7; i++) responses.push((await login(guesser, sita.email, 'wrong-password')).status);
    expect(responses).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const owner = await login('198.51.100.7', sita.email, sita.password).expect(200);
    expect(owner.body).toMatchObject({ success: true, user: { email: sita.email } });
  });

  it('behind a TLS terminator in front of the shop’s server, tells the shoppers apart as the API alone does (and takes Expect)', async () => {
    // Issue 37, item 2: the shop's server replaced X-Forwarded-For with its peer's address, so behind nginx or Caddy
    // on the same machine every shopper was 127.0.0.1, and five wrong logins locked the owner out for everyone.
    // This test client on loopback is that terminator (the shop's TRUST_PROXY default, loopback, believes it).
    const shop = await startShellProxy([t.baseUrl]);
    try {
      const through = loginThrough(shop.url);
      const mina = await newCustomer();
      for (let i = 0; i < LIMIT; i++)
        expect((await through('203.0.113.7', mina.email, 'wrong')).status).toBe(401);
      const owner = await through('198.51.100.9', mina.email, mina.password);
      expect(owner.status).toBe(200);
      expect(await owner.json()).toMatchObject({ success: true, user: { email: mina.email } });
      // The guesser is still held to its own limit, through the shop as straight to the API.
      expect((await through('203.0.113.7', mina.email, mina.password)).status).toBe(429);

      // Item 3: `Expect: 100-continue` (curl's, on an upload over 1 MB) is answered by the shop's server, never
      // passed on (the proxy's HTTP client refused it: 502). The login answers as the API does.
      const body = JSON.stringify({ email: mina.email, password: mina.password });
      const { hostname, port } = new URL(shop.url);
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect({ host: hostname, port: Number(port) }, () =>
          socket.write(
            'POST /api/v1/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
              `X-Forwarded-For: 198.51.100.9\r\nContent-Length: ${body.length}\r\n` +
              'Expect: 100-continue\r\nConnection: close\r\n\r\n',
          ),
        );
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if (text === 'HTTP/1.1 100 Continue\r\n\r\n') socket.write(body);
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
      expect(answer).toContain('"success":true');
    } finally {
      await shop.close();
    }
  });

  it('behind the shop’s server, tells apart clients whose terminator wrote a port or no readable address', async () => {
    // Issue 49, item 6: each such client was the terminator (127.0.0.1): five wrong logins from one locked out
    // another shopper. A port is read without it; what names no address is an unknown client of its own.
    // Each guesser guesses at an account of its own, LIMIT times: its account's failures stay within the limit, so
    // no login here waits for the account's slow-down (the last two tests' subject).
    const shop = await startShellProxy([t.baseUrl]);
    try {
      const through = loginThrough(shop.url);
      const guessed = new Map<string, { email: string; password: string }>();
      for (const guesser of ['08.8.8.8', '198.51.100.8:5555']) {
        const account = await newCustomer();
        guessed.set(guesser, account);
        for (let i = 0; i < LIMIT; i++)
          expect((await through(guesser, account.email, 'wrong')).status).toBe(401);
        expect((await through(guesser, account.email, account.password)).status).toBe(429);
      }
      // The guesser with another port is the same address, still held to its limit.
      const ported = guessed.get('198.51.100.8:5555')!;
      expect((await through('198.51.100.8:6666', ported.email, ported.password)).status).toBe(429);
      // Every other client, on either guessed account, is a client of its own.
      for (const shopper of ['[2001:db8::1]:443', '8.8.8.8%eth0', 'unknown', '198.51.100.9:5555'])
        for (const account of guessed.values()) {
          const answer = await through(shopper, account.email, account.password);
          expect([shopper, answer.status]).toEqual([shopper, 200]);
        }
      // The API itself behind a terminator that writes ports: the same reading.
      const gita = await newCustomer();
      for (let i = 0; i < LIMIT; i++) await login('203.0.113.20:1111', gita.email, 'wrong').expect(401);
      await login('203.0.113.20:2222', gita.email, gita.password).expect(429);
      await login('203.0.113.21:1111', gita.email, gita.password).expect(200);
    } finally {
      await shop.close();
    }
  });

  it('still limits the guessing address: 429 with Retry-After even for the right password; other accounts are not affected', async () => {
    const ram = await newCustomer();
    const guesser = '203.0.113.8';
    for (let i = 0; i < LIMIT; i++) await login(guesser, ram.email, 'wrong-password').expect(401);
    const refused = await login(guesser, ram.email, ram.password).expect(429);
    expect(refused.body).toEqual(errorBody({ message: LOGIN_LOCKED }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await login(guesser, ADMIN_EMAIL, ADMIN_PASSWORD).expect(200);
  });

  it("counts a profile's wrong current password like a login: 429 with Retry-After from that address", async () => {
    const email = `lockout-${++customers}@pashmina.test`;
    const { token } = await createCustomer(t, { email });
    const change = (currentPassword: string) =>
      t.http
        .put('/api/v1/auth/profile')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ ...CUSTOMER_FIELDS, email, password: 'a-new-password-1', currentPassword });
    for (let i = 0; i < LIMIT; i++)
      expect((await change('wrong-password').expect(400)).body.message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    const refused = await change(CUSTOMER_FIELDS.password).expect(429);
    expect(refused.body).toEqual(errorBody({ message: LOGIN_LOCKED }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an unknown e-mail alike, so the responses never tell which accounts exist', async () => {
    const email = nobody();
    for (let i = 0; i < LIMIT; i++) await login('203.0.113.9', email, 'wrong-password').expect(401);
    const refused = await login('203.0.113.9', email, 'wrong-password').expect(429);
    expect(refused.body).toEqual(errorBody({ message: LOGIN_LOCKED }));
  });

  it('starts an address afresh on the account after the right password from it', async () => {
    const gita = await newCustomer();
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < LIMIT; i++) await login('203.0.113.10', gita.email, 'wrong-password').expect(401);
      await login('203.0.113.10', gita.email, gita.password).expect(200);
    }
  });

  it('slows the account down past its failures from every address, and lets the right password in', async () => {
    const hari = await newCustomer();
    const untouched = await newCustomer();
    // LIMIT failures, then three more, each from an address of its own: none of them reaches its own limit.
    for (let i = 0; i < LIMIT + 3; i++) await login(freshAddress(), hari.email, 'wrong-password').expect(401);

    // Measured in this run: a login of an account nobody has been guessing at, and the slowed one (8 failures:
    // 2 s before the password is even checked).
    const baseline = await timedLogin(freshAddress(), untouched.email, untouched.password);
    expect(baseline.res.status).toBe(200);
    const expectedWait = slowdownFor(LIMIT + 3, LIMIT);
    expect(expectedWait).toBe(2000);
    const slowed = await timedLogin(freshAddress(), hari.email, hari.password);
    expect(slowed.res.status).toBe(200);
    expect(slowed.res.headers['retry-after']).toBeUndefined();
    expect(slowed.ms).toBeGreaterThanOrEqual(expectedWait);
    expect(slowed.ms).toBeGreaterThan(baseline.ms);

    // The owner's login does not forgive guesses made elsewhere: the next attempt still waits.
    const again = await timedLogin(freshAddress(), hari.email, hari.password);
    expect(again.res.status).toBe(200);
    expect(again.ms).toBeGreaterThanOrEqual(expectedWait);
  });

  it('sends the reset e-mail while the account is locked out and slowed; the reset clears both', async () => {
    const mina = await newCustomer();
    const guesser = '203.0.113.11';
    for (let i = 0; i < LIMIT; i++) await login(guesser, mina.email, 'wrong-password').expect(401);
    await login(guesser, mina.email, mina.password).expect(429);
    for (let i = 0; i < 3; i++) await login(freshAddress(), mina.email, 'wrong-password').expect(401);

    // From the locked-out address itself: the forgotten password is how the owner gets back in.
    await t.http
      .post('/api/v1/auth/forgot-password')
      .set('X-Forwarded-For', guesser)
      .send({ email: mina.email })
      .expect(200, { success: true, message: FORGOT_PASSWORD_MESSAGE });
    const [queued] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, mina.email), eq(emails.kind, 'password-reset')))
      .orderBy(desc(emails.createdAt));
    const { token } = queued.payload as { token: string };
    await t.http
      .post('/api/v1/auth/reset-password')
      .set('X-Forwarded-For', guesser)
      .send({ token, password: 'back-in-again' })
      .expect(200, { success: true, message: PASSWORD_RESET_DONE_MESSAGE });

    // That address may log in again, and without the account's wait (2 s before the reset).
    const back = await timedLogin(guesser, mina.email, 'back-in-again');
    expect(back.res.status).toBe(200);
    expect(back.ms).toBeLessThan(slowdownFor(LIMIT + 3, LIMIT));
  });
});
