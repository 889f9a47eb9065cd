import { performance } from 'node:perf_hooks';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../src/contracts';
import { CUSTOMER_FIELDS, CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';

/**
 * Input crafted to make the usual e-mail pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$` backtrack quadratically: every dot is a
 * candidate for the domain's dot, and each candidate rescans the rest. 60 kB of it blocked the event loop for
 * seconds; half of it, which fits under the body limit, still for about a second.
 */
const hostileEmail = (length: number) => `a@${'.'.repeat(length)}@`;
// The pattern the API used to apply, kept here only to prove the input is hostile.
// eslint-disable-next-line regexp/no-super-linear-backtracking
const QUADRATIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Just under the 32 kB body limit once wrapped in JSON with the other fields. */
const UNDER_LIMIT = 30_000;
const OVER_LIMIT = 60_000;

describe('input that cannot stall the server', () => {
  let t: TestApp;
  /**
   * What the old pattern costs on half a body that fits the limit, on this machine in this run (about a second when
   * it is quiet): the bound for a request. The cost is quadratic, so the old pattern on a whole body takes four times it.
   */
  let oldPatternMs: number;
  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
    const started = performance.now();
    QUADRATIC_EMAIL.test(hostileEmail(UNDER_LIMIT / 2));
    oldPatternMs = performance.now() - started;
  });
  afterAll(() => t?.close());

  const elapsed = async <T>(work: () => PromiseLike<T>): Promise<{ result: T; ms: number }> => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  /**
   * Sends `hostile` and, while it is being handled, a health check: both must respond within `oldPatternMs`, a bound
   * that moves with the machine's load.
   */
  const expectHarmless = async (hostile: () => PromiseLike<{ status: number; body: unknown }>) => {
    const [attack, health] = await Promise.all([
      elapsed(hostile),
      elapsed(() => t.http.get('/api/v1/health')),
    ]);
    expect(attack.result.status).toBeGreaterThanOrEqual(400);
    expect(attack.result.status).toBeLessThan(500);
    expect(health.result.status).toBe(200);
    expect(attack.ms).toBeLessThan(oldPatternMs);
    expect(health.ms).toBeLessThan(oldPatternMs);
    return attack.result;
  };

  it('is input the old pattern really chokes on, and the contracts pattern reads in linear time', () => {
    const sample = hostileEmail(8_000);
    const slow = performance.now();
    QUADRATIC_EMAIL.test(sample);
    const slowMs = performance.now() - slow;
    const fast = performance.now();
    for (const length of [UNDER_LIMIT, OVER_LIMIT]) EMAIL_PATTERN.test(hostileEmail(length));
    const fastMs = performance.now() - fast;
    // 8 kB already costs the old pattern tens of milliseconds; 90 kB costs the new one next to nothing.
    expect(fastMs * 10).toBeLessThan(slowMs);
  });

  describe.each([
    ['60 kB', OVER_LIMIT, 413],
    ['30 kB', UNDER_LIMIT, 400],
  ])('a %s e-mail', (_size, length, status) => {
    const email = hostileEmail(length);

    it('is refused by register without stalling other requests', async () => {
      const res = await expectHarmless(() =>
        t.http.post('/api/v1/auth/register').send({ ...CUSTOMER_FIELDS, email }),
      );
      expect(res.status).toBe(status);
      if (status === 400) expect(res.body).toMatchObject({ success: false, message: EMAIL_MESSAGE });
    });

    it('is refused by the contact form without stalling other requests', async () => {
      const res = await expectHarmless(() =>
        t.http
          .post('/api/v1/contact')
          .set(bearer(t.customerToken))
          .send({ name: 'Sita Sharma', email, message: 'Hello' }),
      );
      expect(res.status).toBe(status);
      if (status === 400) expect(res.body).toMatchObject({ success: false, message: EMAIL_MESSAGE });
    });

    it("is refused in an order's billing details without stalling other requests", async () => {
      const [product] = await prepareProducts(t, [{ pricePaisa: 100_000, stock: 5 }]);
      const payload = payloadOf([lineOf(product, 1)]);
      const res = await expectHarmless(() =>
        placeOrder(t, { ...payload, customer_info: { ...CUSTOMER_INFO, email } }),
      );
      expect(res.status).toBe(status);
      if (status === 400) expect(res.body).toMatchObject({ success: false, message: EMAIL_MESSAGE });
    });
  });

  it.each(['json', 'form'])(
    'responds with 413 with the error shape to a %s body over 32 kB',
    async (type) => {
      const res = await t.http
        .post('/api/v1/auth/login')
        .type(type)
        .send({ email: 'sita@pashmina.test', password: 'x'.repeat(33 * 1024) })
        .expect(413);
      expect(res.body).toMatchObject({ success: false, message: 'Request body is too large' });
    },
  );

  it('still reads a JSON body just under the limit', async () => {
    const res = await t.http
      .post('/api/v1/contact')
      .set(bearer(t.customerToken))
      .send({ name: 'Sita Sharma', email: 'sita@pashmina.test', message: 'x'.repeat(30 * 1024) })
      .expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Message must be at most 2000 characters long',
    });
  });
});
