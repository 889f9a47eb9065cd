import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { RATE_LIMIT_MESSAGE } from '../../src/auth';
import { LOGIN_LOCKED } from '../../src/auth/login-attempts';
import { ThrottlingModule } from '../../src/common/throttling';
import { type ConfigError, ConfigModule, loadConfig } from '../../src/config';
import { createCustomer } from '../fixtures';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  startTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../harness';
import { MAIN_START_MS, runMain } from './main-process';
import { dropKeys, TEST_REDIS_URL, uniquePrefix } from './redis-keys';
import { startShellProxy, type ShellProxy } from './shell-proxy';
import { errorBody } from '../error-body';

// Item 5 of issue 12: who the client is (TRUST_PROXY, the shell's proxy), login failures limited per account and
// per address (IPv6 by /64), checkout per account and per address, and the counters shared through Redis.

const LOGIN_FAILURES = 5;
const PER_ADDRESS = 3;
const nobody = () => `nobody-${randomBytes(4).toString('hex')}@pashmina.test`;
const retryAfterOf = (res: request.Response) => Number(res.headers['retry-after']);
let tried = 0;

function loginAs(
  http: ReturnType<typeof request>,
  from: string | undefined,
  email: string,
  password: string,
) {
  tried++;
  const call = http.post('/api/v1/auth/login');
  if (from !== undefined) call.set('X-Forwarded-For', from);
  return call.send({ email, password });
}

describe('rate limits: one instance, TRUST_PROXY=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      products: 2,
      env: {
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT: String(PER_ADDRESS),
        LOGIN_FAILURE_LIMIT: String(LOGIN_FAILURES),
        CHECKOUT_RATE_LIMIT: '2',
        CHECKOUT_ADDRESS_RATE_LIMIT: '4',
      },
    });
  });
  afterAll(() => t?.close());
  const login = (from: string, email: string, password = 'wrong-password') =>
    loginAs(t.http, from, email, password);

  // The failed logins per account and address, and the account's slow-down: test/auth-lockout.e2e-spec.ts (its
  // address limit is high enough for one address to reach the account's).
  it(`lets the right password in from an address that made no failures, after ${LOGIN_FAILURES} from as many others`, async () => {
    for (let i = 1; i <= LOGIN_FAILURES; i++) await login(`203.0.113.${i}`, CUSTOMER_EMAIL).expect(401);
    await login('203.0.113.99', CUSTOMER_EMAIL, CUSTOMER_PASSWORD).expect(200);
    // Other accounts from the same addresses are not affected.
    await login('203.0.113.1', ADMIN_EMAIL, ADMIN_PASSWORD).expect(200);
  });

  it(`limits each IPv6 /64 as one client (${PER_ADDRESS} logins a minute), with Retry-After`, async () => {
    for (const host of ['2001:db8:a:b::1', '2001:db8:a:b:1::2', '2001:db8:a:b:ffff:ffff:ffff:ffff'])
      await login(host, nobody()).expect(401);
    const refused = await login('2001:db8:a:b::99', nobody()).expect(429);
    expect(refused.body).toEqual(errorBody({ message: RATE_LIMIT_MESSAGE }));
    expect(retryAfterOf(refused)).toBeGreaterThan(0);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(60);
    // The next /64 is another client.
    await login('2001:db8:a:c::1', nobody()).expect(401);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    await login('198.51.100.20', nobody()).expect(401);
    await login('::ffff:198.51.100.20', nobody()).expect(401);
    await login('::ffff:c633:6414', nobody()).expect(401);
    await login('198.51.100.20', nobody()).expect(429);
  });

  it('takes the last hop of X-Forwarded-For (one trusted proxy), whatever the client wrote before it', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await login(`10.66.0.${i}, 192.0.2.30`, nobody()).expect(401);
    await login('10.66.0.200, 192.0.2.30', nobody()).expect(429);
    // The same forged first entry with another last hop is another client.
    await login('10.66.0.200, 192.0.2.31', nobody()).expect(401);
  });

  describe('checkout', () => {
    const checkout = (from: string, token: string) =>
      // An empty body: refused by validation after the limit counted it, so nothing is ever ordered.
      t.http.post('/api/v1/create-orders').set('X-Forwarded-For', from).set(bearer(token)).send({});

    it('limits one account (2 a minute here) from any address, with Retry-After', async () => {
      await checkout('10.9.0.1', t.customerToken).expect(400);
      await checkout('10.9.0.2', t.customerToken).expect(400);
      const refused = await checkout('10.9.0.3', t.customerToken).expect(429);
      expect(refused.body).toEqual(errorBody({ message: RATE_LIMIT_MESSAGE }));
      expect(retryAfterOf(refused)).toBeGreaterThan(0);
      // Another account is not affected.
      await checkout('10.9.0.3', t.adminToken).expect(400);
    });

    it('limits one address (4 a minute here) whatever the account', async () => {
      const accounts = [
        (await createCustomer(t, { email: 'buyer-a@pashmina.test' })).token,
        (await createCustomer(t, { email: 'buyer-b@pashmina.test' })).token,
        (await createCustomer(t, { email: 'buyer-c@pashmina.test' })).token,
      ];
      for (const token of [accounts[0], accounts[0], accounts[1], accounts[1]])
        await checkout('10.8.0.1', token).expect(400);
      await checkout('10.8.0.1', accounts[2]).expect(429);
      await checkout('10.8.0.2', accounts[2]).expect(400);
    });
  });
});

describe('rate limits: TRUST_PROXY as a list of addresses and CIDR blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      products: 1,
      // The test client connects from 127.0.0.1 (in 127.0.0.0/8); 10.1.2.3 and 2001:db8:ffff::/48 are proxies in front.
      env: { TRUST_PROXY: '127.0.0.0/8, 10.1.2.3,2001:db8:ffff::/48', AUTH_RATE_LIMIT: '2' },
    });
  });
  afterAll(() => t?.close());
  const login = (from: string) => loginAs(t.http, from, nobody(), 'wrong');

  it('takes the first address, from the right, that is not one of the listed proxies', async () => {
    // 203.0.113.40, whether or not it came through the proxy 10.1.2.3.
    await login('203.0.113.40, 10.1.2.3').expect(401);
    await login('203.0.113.40').expect(401);
    await login('203.0.113.40, 10.1.2.3').expect(429);
    // 198.51.100.41 is no listed proxy: it is the client, whatever it claims came before it.
    await login('203.0.113.40, 198.51.100.41').expect(401);
    await login('10.9.9.9, 198.51.100.41, 2001:db8:ffff:1::5').expect(401);
    await login('198.51.100.41, 10.1.2.3').expect(429);
  });

  it(
    'refuses a malformed list at start, naming TRUST_PROXY',
    async () => {
      const problem = /^TRUST_PROXY must be a hop count from 0 to 16 or a comma-separated list/;
      for (const value of [
        '10.0.0.0/33',
        '10.1.2.3, proxy.internal',
        '10.1.2.3,,10.1.2.4',
        '17',
        '::1/129',
      ]) {
        let problems: string[] = [];
        try {
          loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, TRUST_PROXY: value });
        } catch (error) {
          problems = (error as ConfigError).problems;
        }
        expect({ value, problems }).toEqual({ value, problems: [expect.stringMatching(problem)] });
      }
      // The API itself (src/main.ts) refuses to start with it, and says why.
      const { output, exitCode } = await runMain({ TRUST_PROXY: '10.1.2.3, proxy.internal' });
      expect(exitCode).toBe(1);
      expect(output).toContain('TRUST_PROXY must be a hop count');
      expect(output).not.toContain('API listening on');
    },
    MAIN_START_MS + 10_000,
  );
});

describe('rate limits: two instances sharing Redis, behind the shell’s proxy (TRUST_PROXY default: loopback)', () => {
  const prefix = uniquePrefix('rate-limits');
  // Room for the harness's own logins (two per instance, from 127.0.0.1, counted in the same Redis).
  const perAddress = 6;
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    AUTH_RATE_LIMIT: String(perAddress),
    LOGIN_FAILURE_LIMIT: String(LOGIN_FAILURES),
  };
  let a: TestApp;
  let b: TestApp;
  let shell: ShellProxy;
  beforeAll(async () => {
    a = await startTestApp({ products: 1, env });
    b = await startTestApp({ products: 1, env });
    // The shop's server believes no proxy here: this test client on loopback stands for a shopper, not a terminator.
    shell = await startShellProxy([a.baseUrl, b.baseUrl], undefined, { TRUST_PROXY: '0' });
  });
  afterAll(async () => {
    await shell?.close();
    await Promise.all([a?.close(), b?.close()]);
    await dropKeys(prefix);
  });

  it('counts the failed logins of one account from one address on either instance', async () => {
    const email = nobody();
    for (let i = 1; i <= LOGIN_FAILURES; i++)
      await loginAs((i % 2 ? a : b).http, '203.0.116.1', email, 'wrong').expect(401);
    // The address's next attempt on the account (its sixth request, within perAddress) is refused on either.
    const locked = await loginAs(b.http, '203.0.116.1', email, 'wrong').expect(429);
    expect(locked.body.message).toBe(LOGIN_LOCKED);
    expect(retryAfterOf(locked)).toBeGreaterThan(0);
  });

  it('counts the logins of one address on either instance', async () => {
    for (let i = 0; i < perAddress; i++)
      await loginAs((i % 2 ? b : a).http, '192.0.2.77', nobody(), 'wrong').expect(401);
    const refused = await loginAs(a.http, '192.0.2.77', nobody(), 'wrong').expect(429);
    expect(retryAfterOf(refused)).toBeGreaterThan(0);
  });

  it('through the shell’s proxy, a forged X-Forwarded-For does not change the address the limit counts', async () => {
    // Every request through the proxy comes from its socket's address, 127.0.0.1, which the harness's logins
    // already used: a forged address per request must still run into that address's limit within perAddress tries.
    // (A peer the shop's server trusts, a TLS terminator, is believed: auth-lockout.e2e-spec.ts.)
    const http = request(shell.url);
    const responses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i <= perAddress && !refused; i++) {
      const res = await loginAs(http, `10.77.0.${i}`, nobody(), 'wrong');
      responses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(responses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(refused?.body.message).toBe(RATE_LIMIT_MESSAGE);
    expect(retryAfterOf(refused!)).toBeGreaterThan(0);
    console.log(
      `security: rate limits: ${tried} logins tried from forged, IPv6 and IPv4-mapped addresses over 2 instances sharing Redis; every limit held`,
    );
  });

  it('refuses to start when REDIS_URL cannot be reached, rather than counting per instance', async () => {
    // The throttling module alone: a whole app failing half-way would leave its database opening in the background.
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    const start = Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), ThrottlingModule],
    }).compile();
    await expect(start).rejects.toThrow(/REDIS_URL cannot be reached/);
  });
});
