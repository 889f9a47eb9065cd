import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import { RATE_LIMIT_MESSAGE } from '../src/auth';
import { FORGOT_PASSWORD_FLOOR_MS } from '../src/auth/password-reset.service';
import {
  EMAIL_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  SHOP_CONTACT,
} from '../src/contracts';
import { type Database, emails, passwordResetTokens, users } from '../src/database';
import { CUSTOMER_FIELDS, createCustomer } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { errorBody } from './error-body';

// Issue 24, section 7: password reset as OWASP's Forgot Password Cheat Sheet has it. The reset link's token is read
// from the queued e-mail's row (its payload), as the mail worker would render it into the link.

/** Forgot-password requests a minute from one address here (AUTH_RATE_LIMIT); the other tests play fresh addresses. */
const PER_ADDRESS = 5;
let lastAddress = 0;
const freshAddress = () => `10.24.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nobody = () => `nobody-${randomBytes(4).toString('hex')}@pashmina.test`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The SQL of every statement the API's database runs from now on, through drizzle's query logger: the session's
 * own, and the one each transaction's session is made with. Nothing else uses the database meanwhile here (no
 * mail server is named, so the mail worker does not poll).
 */
function recordStatements(db: Database): string[] & { stop(): void } {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const before = { logger: session.logger, option: session.options.logger };
  const statements = Object.assign([] as string[], {
    stop() {
      session.logger = before.logger;
      session.options.logger = before.option;
    },
  });
  const recorder: Logger = { logQuery: (query) => statements.push(query) };
  session.logger = recorder;
  session.options.logger = recorder;
  return statements;
}

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 1, env: { AUTH_RATE_LIMIT: String(PER_ADDRESS) } });
  });
  afterAll(() => t?.close());

  const forgot = (email: string, from = freshAddress()) =>
    t.http.post('/api/v1/auth/forgot-password').set('X-Forwarded-For', from).send({ email });
  const reset = (token: string, password: string, from = freshAddress()) =>
    t.http.post('/api/v1/auth/reset-password').set('X-Forwarded-For', from).send({ token, password });
  const login = (email: string, password: string) =>
    t.http.post('/api/v1/auth/login').set('X-Forwarded-For', freshAddress()).send({ email, password });

  /** The e-mails queued for an account, newest first. */
  const queuedFor = (to: string, kind: 'password-reset' | 'password-changed') =>
    t.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, to), eq(emails.kind, kind)))
      .orderBy(desc(emails.createdAt), desc(emails.id));

  /** Asks for a link and returns the token its e-mail carries. */
  const linkFor = async (email: string): Promise<string> => {
    const before = (await queuedFor(email, 'password-reset')).length;
    await forgot(email).expect(200, { success: true, message: FORGOT_PASSWORD_MESSAGE });
    const rows = await queuedFor(email, 'password-reset');
    expect(rows).toHaveLength(before + 1);
    return (rows[0].payload as { token: string }).token;
  };

  let customers = 0;
  const newCustomer = async (overrides: { name?: string } = {}) => {
    const email = `reset-${++customers}@pashmina.test`;
    const { token, id } = await createCustomer(t, { email, ...overrides });
    return { email, token, id, password: CUSTOMER_FIELDS.password };
  };

  describe('POST /auth/forgot-password', () => {
    it('queues the reset e-mail with a 32-byte token, of which only the SHA-256 is stored, valid 60 minutes', async () => {
      const sita = await newCustomer({ name: 'Sita Sharma' });
      const res = await forgot(sita.email.toUpperCase()).expect(200);
      expect(res.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });

      const [queued] = await queuedFor(sita.email, 'password-reset');
      expect(queued).toMatchObject({
        to: sita.email,
        subject: 'Reset your Pashmina Shop password',
        status: 'queued',
        userId: sita.id,
        orderId: null,
        payload: { name: 'Sita Sharma', token: expect.stringMatching(/^[\w-]{43}$/), validMinutes: 60 },
      });
      const token = (queued.payload as { token: string }).token;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      const stored = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, sita.id));
      expect(stored).toEqual([
        expect.objectContaining({ tokenHash: sha256(token), usedAt: null, expiresAt: expect.any(Date) }),
      ]);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored[0].expiresAt.getTime() - stored[0].createdAt.getTime()).toBe(60 * 60_000);
    });

    it('responds to an unknown e-mail exactly as to a known one, in the same time, and queues nothing for it', async () => {
      const accounts = await Promise.all([newCustomer(), newCustomer(), newCustomer(), newCustomer()]);
      const known: number[] = [];
      const unknown: number[] = [];
      const strangers: string[] = [];
      const timed = async (email: string, into: number[]) => {
        const started = performance.now();
        const res = await forgot(email);
        into.push(performance.now() - started);
        return res;
      };
      // Three rounds per account (its hourly limit), alternating which goes first.
      for (let round = 0; round < 12; round++) {
        const stranger = nobody();
        strangers.push(stranger);
        const account = accounts[round % 4].email;
        let ofKnown, ofUnknown;
        if (round % 2) {
          ofKnown = await timed(account, known);
          ofUnknown = await timed(stranger, unknown);
        } else {
          ofUnknown = await timed(stranger, unknown);
          ofKnown = await timed(account, known);
        }
        expect(ofUnknown.status).toBe(200);
        expect({ status: ofUnknown.status, body: ofUnknown.body }).toEqual({
          status: ofKnown.status,
          body: ofKnown.body,
        });
        for (const header of ['content-type', 'content-length', 'cache-control'])
          expect(ofUnknown.headers[header]).toBe(ofKnown.headers[header]);
      }
      for (const { email } of accounts) expect(await queuedFor(email, 'password-reset')).toHaveLength(3);
      const forStrangers = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emails)
        .where(inArray(emails.to, strangers));
      expect(forStrangers[0].n).toBe(0);
      // Within noise: the medians of the two paths, measured side by side in this run, differ by less than half of
      // either (a busy machine, the other suites running beside this one). A step only one path takes (hashing a
      // password with argon2id; talking to a mail server) would still stand out.
      const [k, u] = [median(known), median(unknown)];
      expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 0.5 + 10);
    });

    it('runs the same statements for a known, a limited and an unknown e-mail, each responded to after the floor', async () => {
      const mira = await newCustomer();
      const statements = recordStatements(t.db);
      const request = async (email: string) => {
        statements.length = 0;
        const started = performance.now();
        await forgot(email).expect(200, { success: true, message: FORGOT_PASSWORD_MESSAGE });
        return { ms: performance.now() - started, sql: [...statements] };
      };
      const issued = await request(mira.email);
      await request(mira.email);
      await request(mira.email);
      const limited = await request(mira.email); // past RESET_EMAILS_PER_HOUR: nothing issued
      const unknown = await request(nobody());
      statements.stop();

      // The link and its e-mail are written by statements every request runs; only the issued one wrote rows.
      expect(issued.sql).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\s*insert into "password_reset_tokens"/),
          expect.stringMatching(/^\s*insert into "emails"/),
        ]),
      );
      expect(unknown.sql).toEqual(issued.sql);
      expect(limited.sql).toEqual(issued.sql);
      expect(await queuedFor(mira.email, 'password-reset')).toHaveLength(3);
      for (const { ms } of [issued, limited, unknown])
        expect(ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS);
    });

    it('sends at most 3 reset e-mails per account an hour: past that the same response, nothing queued or voided', async () => {
      const ram = await newCustomer();
      const tokens = [await linkFor(ram.email), await linkFor(ram.email), await linkFor(ram.email)];
      const res = await forgot(ram.email).expect(200);
      expect(res.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
      expect(await queuedFor(ram.email, 'password-reset')).toHaveLength(3);
      // The fourth request voided nothing: the newest link still works.
      await reset(tokens[2], 'after-the-limit').expect(200);

      // An hour later the count starts again.
      await t.db
        .update(emails)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(emails.to, ram.email));
      await linkFor(ram.email);
    });

    it('queues a name holding CR, LF or HTML as it is (the e-mail escapes it), to the account’s own address', async () => {
      const name = 'Evil\r\nBcc: victim@evil.example\r\n<script>alert("x")</script>';
      const evil = await newCustomer({ name });
      await linkFor(evil.email);
      const [queued] = await queuedFor(evil.email, 'password-reset');
      expect(queued.to).toBe(evil.email);
      expect(queued.subject).toBe('Reset your Pashmina Shop password');
      expect(queued.payload).toMatchObject({ name });
      expect(
        await t.db
          .select()
          .from(emails)
          .where(sql`${emails.to} like '%evil.example%'`),
      ).toEqual([]);
    });

    it(`is limited per address like the login (${PER_ADDRESS} a minute here), whatever the e-mail`, async () => {
      for (let i = 0; i < PER_ADDRESS; i++) await forgot(nobody(), '203.0.113.24').expect(200);
      const refused = await forgot(nobody(), '203.0.113.24').expect(429);
      expect(refused.body).toEqual(errorBody({ message: RATE_LIMIT_MESSAGE }));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await forgot(nobody(), '203.0.113.25').expect(200);
    });

    it('refuses a malformed e-mail with the register page’s message, and a 60 kB one at once', async () => {
      for (const email of ['not-an-email', `${'a'.repeat(250)}@x.com`, '']) {
        const res = await forgot(email).expect(400);
        expect(res.body).toMatchObject({ success: false, message: EMAIL_MESSAGE });
      }
      // A 60 kB e-mail is over the body limit: refused before any pattern reads it, in about the time of a small
      // request measured beside it.
      const hostile = `a@${'.'.repeat(60_000)}@`;
      const small = performance.now();
      await forgot(nobody()).expect(200);
      const smallMs = performance.now() - small;
      const started = performance.now();
      const [big, health] = await Promise.all([forgot(hostile), t.http.get('/api/v1/health')]);
      const bigMs = performance.now() - started;
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ success: false });
      expect(health.status).toBe(200);
      expect(bigMs).toBeLessThan(smallMs * 10 + 250);
    });
  });

  describe('GET /auth/reset-password/{token}', () => {
    const check = (token: string, from = freshAddress()) =>
      t.http.get(`/api/v1/auth/reset-password/${encodeURIComponent(token)}`).set('X-Forwarded-For', from);
    const refused = async (token: string) => {
      const res = await check(token).expect(400);
      expect(res.body).toEqual(errorBody({ message: PASSWORD_RESET_INVALID_MESSAGE }));
    };

    it('answers 200 for a link that works, kept by no cache, and leaves it working', async () => {
      const devi = await newCustomer();
      const token = await linkFor(devi.email);
      for (let i = 0; i < 2; i++) {
        const res = await check(token).expect(200);
        expect(res.body).toEqual({ success: true });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const [link] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      expect(link.usedAt).toBeNull();
      await reset(token, 'checked-then-set').expect(200);
      await login(devi.email, 'checked-then-set').expect(200);
    });

    it('answers 400 with the reset’s own message for a used, an expired, a voided or an unknown link', async () => {
      const used = await newCustomer();
      const usedToken = await linkFor(used.email);
      await reset(usedToken, 'used-it-once').expect(200);
      await refused(usedToken);

      const late = await newCustomer();
      const lateToken = await linkFor(late.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetTokens.tokenHash, sha256(lateToken)));
      await refused(lateToken);

      const twice = await newCustomer();
      const older = await linkFor(twice.email);
      await linkFor(twice.email);
      await refused(older);

      for (const token of [randomBytes(32).toString('base64url'), 'not-a-token', 'x'.repeat(2000)])
        await refused(token);
    });

    it(`is limited per address like the reset (${PER_ADDRESS} a minute here)`, async () => {
      const token = randomBytes(32).toString('base64url');
      for (let i = 0; i < PER_ADDRESS; i++) await check(token, '203.0.113.38').expect(400);
      const limited = await check(token, '203.0.113.38').expect(429);
      expect(limited.body).toEqual(errorBody({ message: RATE_LIMIT_MESSAGE }));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await check(token, '203.0.113.39').expect(400);
    });
  });

  describe('POST /auth/reset-password', () => {
    it('sets the new password, ends every session, uses the link and queues the “password changed” e-mail', async () => {
      const hari = await newCustomer({ name: 'Hari Prasad' });
      const other = (await login(hari.email, hari.password).expect(200)).body.token as string;
      const token = await linkFor(hari.email);

      const res = await reset(token, 'brand-new-secret').expect(200);
      // Not logged in: no token in the response.
      expect(res.body).toEqual({ success: true, message: PASSWORD_RESET_DONE_MESSAGE });

      for (const session of [hari.token, other])
        await t.http.get('/api/v1/auth/user-auth').set(bearer(session)).expect(401);
      await login(hari.email, hari.password).expect(401);
      const fresh = await login(hari.email, 'brand-new-secret').expect(200);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(fresh.body.token)).expect(200);

      expect(await queuedFor(hari.email, 'password-changed')).toEqual([
        expect.objectContaining({
          to: hari.email,
          subject: 'Your Pashmina Shop password was changed',
          userId: hari.id,
          payload: { name: 'Hari Prasad', contact: SHOP_CONTACT },
          status: 'queued',
        }),
      ]);
      const [link] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      expect(link.usedAt).toEqual(expect.any(Date));
    });

    /** The account's password hash and token version, and its queued 'password changed' e-mails. */
    const stateOf = async (email: string) => {
      const [row] = await t.db
        .select({ passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.email, email));
      return { ...row, changedEmails: (await queuedFor(email, 'password-changed')).length };
    };
    const expectRefused = async (token: string, email: string) => {
      const before = await stateOf(email);
      const res = await reset(token, 'never-set-this').expect(400);
      expect(res.body).toMatchObject({ success: false, message: PASSWORD_RESET_INVALID_MESSAGE });
      expect(await stateOf(email)).toEqual(before);
    };

    it('works once', async () => {
      const gita = await newCustomer();
      const token = await linkFor(gita.email);
      await reset(token, 'first-new-secret').expect(200);
      await expectRefused(token, gita.email);
      await login(gita.email, 'first-new-secret').expect(200);
    });

    it('refuses an expired link and changes nothing', async () => {
      const mina = await newCustomer();
      const token = await linkFor(mina.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      await expectRefused(token, mina.email);
      await login(mina.email, mina.password).expect(200);
      await t.http.get('/api/v1/auth/user-auth').set(bearer(mina.token)).expect(200);
    });

    it('voids the older links when a newer one is asked for', async () => {
      const bina = await newCustomer();
      const older = await linkFor(bina.email);
      const newer = await linkFor(bina.email);
      await expectRefused(older, bina.email);
      await reset(newer, 'from-the-newer-link').expect(200);
      await login(bina.email, 'from-the-newer-link').expect(200);
    });

    it('voids the account’s other links when one is used', async () => {
      const rita = await newCustomer();
      const first = await linkFor(rita.email);
      // A link made straight in the database, as if it had been issued beside the first.
      const second = randomBytes(32).toString('base64url');
      await t.db.insert(passwordResetTokens).values({
        userId: rita.id,
        tokenHash: sha256(second),
        expiresAt: sql`now() + interval '1 hour'`,
      });
      await reset(first, 'used-the-first').expect(200);
      await expectRefused(second, rita.email);
    });

    it('refuses an unknown or malformed token with the same message', async () => {
      const sunil = await newCustomer();
      await linkFor(sunil.email);
      const unknown = await reset(randomBytes(32).toString('base64url'), 'whatever1').expect(400);
      expect(unknown.body).toEqual(errorBody({ message: PASSWORD_RESET_INVALID_MESSAGE }));
      for (const token of [randomBytes(32).toString('base64url'), 'not-a-token', 'x'.repeat(5000)])
        await expectRefused(token, sunil.email);
      for (const body of [{ password: 'whatever1' }, { token: 42, password: 'whatever1' }]) {
        const res = await t.http.post('/api/v1/auth/reset-password').send(body).expect(400);
        expect(res.body).toMatchObject({ success: false, message: PASSWORD_RESET_INVALID_MESSAGE });
      }
    });

    it.each([
      ['12345', 'Password must be at least 6 characters long'],
      [undefined, 'Password must be at least 6 characters long'],
      ['p'.repeat(201), 'Password must be at most 200 characters long'],
    ])(
      'refuses the password %p with the register page’s message, and the link still works',
      async (password, message) => {
        const asha = await newCustomer();
        const token = await linkFor(asha.email);
        const before = await stateOf(asha.email);
        const res = await t.http
          .post('/api/v1/auth/reset-password')
          .set('X-Forwarded-For', freshAddress())
          .send({ token, password })
          .expect(400);
        expect(res.body).toMatchObject({ success: false, message });
        expect(await stateOf(asha.email)).toEqual(before);
        await reset(token, 'a-proper-one').expect(200);
      },
    );

    it('lets one of two simultaneous uses of a link win', async () => {
      const kiran = await newCustomer();
      const token = await linkFor(kiran.email);
      const responses = await Promise.all([reset(token, 'racer-number-1'), reset(token, 'racer-number-2')]);
      expect(responses.map((res) => res.status).sort()).toEqual([200, 400]);
      const winner = responses[0].status === 200 ? 'racer-number-1' : 'racer-number-2';
      await login(kiran.email, winner).expect(200);
      expect((await stateOf(kiran.email)).changedEmails).toBe(1);
    });
  });
});
