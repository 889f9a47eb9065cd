import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { SECURITY_EVENTS } from '../../src/common/security-events';
import { loadConfig } from '../../src/config';
import { DATABASE, type Database } from '../../src/database';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  captureLogs,
  startTestApp,
  TEST_JWT_SECRET,
  type TestApp,
  UNREACHABLE_SMTP_URL,
} from '../harness';
import { errorBody } from '../error-body';

// Issue 12, item 6: production logs are JSON lines, with no password, token or request body, and no response
// carries a stack trace. The app logs into memory here (createApp's logDestination) instead of stdout.

const WRONG_PASSWORD = 'wrong-Passw0rd-that-must-never-be-logged';
const NEW_PASSWORD = 'new-Passw0rd-that-must-never-be-logged';
const SEARCHED_EMAIL = 'searched-person@example.np';
const RESET_TOKEN = 'q5dQ3wVn0Yt0a0v2m8kX4o1cV3m9rE6bT7yU2iO5pLs';

describe('security: production logs', () => {
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let dataDir: string;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pashmina-logs-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      KHALTI_SECRET_KEY: 'live-key',
      ESEWA_SECRET_KEY: 'live-esewa-key',
      SMTP_URL: UNREACHABLE_SMTP_URL,
    });
    ({ app } = await createApp({
      config,
      // Logging does not depend on the database: the embedded one is enough on every test run.
      overrides: { pgliteDir: 'memory://', databaseUrl: null },
      logger: ['log', 'warn', 'error'],
      logDestination: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) },
    }));
    await app.listen(0, '127.0.0.1');
    http = request(app.getHttpServer());
  });
  afterAll(async () => {
    (app?.getHttpServer() as Server | undefined)?.closeAllConnections();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes JSON lines, one per request, without passwords, tokens, bodies or query strings', async () => {
    const login = await http
      .post('/api/v1/auth/login')
      .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const token = login.body.token as string;
    expect(token).toEqual(expect.any(String));
    await http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL, password: WRONG_PASSWORD }).expect(401);
    await http
      .post('/api/v1/auth/register')
      .send({ name: 'Someone Else', email: 'someone@example.np', password: NEW_PASSWORD, phone: '98' });
    await http.get(`/api/v1/auth/users?q=${SEARCHED_EMAIL}`).set(bearer(token)).expect(200);
    await http.get('/api/v1/stats').set('Cookie', `session=${token}`).set(bearer(token)).expect(200);
    // The reset page's check of its link: the token is in the path, and the path is logged without it.
    await http.get(`/api/v1/auth/reset-password/${RESET_TOKEN}`).expect(400);

    expect(lines.length).toBeGreaterThan(5);
    const logged = entries();
    const text = lines.join('\n');
    for (const secret of [
      ADMIN_PASSWORD,
      WRONG_PASSWORD,
      NEW_PASSWORD,
      token,
      SEARCHED_EMAIL,
      TEST_JWT_SECRET,
      RESET_TOKEN,
    ])
      expect(text).not.toContain(secret);

    const requests = logged.filter((entry) => entry.req && entry.res);
    expect(requests.map((entry) => (entry.req as { path: string }).path)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/auth/users',
        '/api/v1/auth/reset-password/[redacted]',
      ]),
    );
    for (const entry of requests) {
      expect(Object.keys(entry.req as object).sort()).toEqual(['id', 'ip', 'method', 'path']);
      expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(Number) });
      expect(entry).not.toHaveProperty('body');
    }
    // The wrong password above wrote its security event: one warn line, found by its stable name.
    expect(logged.filter((entry) => entry.event === SECURITY_EVENTS.loginFailed)).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'auth.login_failed',
        email: ADMIN_EMAIL,
        ip: '127.0.0.1',
        via: 'login',
        context: 'Auth',
      }),
    ]);
    console.log(
      `security: logs: ${lines.length} production lines read, all JSON, 0 held a password, token or body`,
    );
  });

  it('responds to an unexpected failure with a fixed message, the stack only in the log', async () => {
    const db = app.get<Database>(DATABASE);
    await db.execute(sql`alter table contacts rename to contacts_gone`);
    try {
      lines.length = 0;
      const res = await http.get('/api/v1/contact').expect(500);
      expect(res.body).toEqual(
        errorBody({
          message: 'Something went wrong on our side, please try again',
        }),
      );
      expect(res.text).not.toMatch(/contacts|relation|\bat\s|\.ts:|\.js:/);

      const failure = entries().find((entry) => entry.context === 'Exceptions');
      expect(failure).toMatchObject({ level: 50, err: { stack: expect.stringContaining('\n    at ') } });
    } finally {
      await db.execute(sql`alter table contacts_gone rename to contacts`);
    }
  });
});

describe('security: a failed query in the production log', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      products: 1,
      env: { NODE_ENV: 'production', KHALTI_SECRET_KEY: 'live-key', ESEWA_SECRET_KEY: 'live-esewa-key' },
      logDestination: logs.destination,
      logLevels: ['log', 'warn', 'error'],
    });
  });
  afterAll(() => t?.close());

  it('names the error by its class and PostgreSQL fields, never by the query’s params', async () => {
    // From here on the users table refuses every new row, as a bad migration would: the failed insert's params
    // are the applicant's name, e-mail, password hash, phone and address.
    await t.db.execute(sql`alter table users add constraint logs_test_refuse_all check (false) not valid`);
    try {
      logs.lines.length = 0;
      const applicant = {
        name: 'Maya Gurung Lama',
        email: 'maya.private@example.np',
        password: 'maya-Passw0rd-private',
        phone: '9812345678',
        address: 'Ward 7, Jhamsikhel, Lalitpur',
      };
      const res = await t.http.post('/api/v1/auth/register').send(applicant).expect(500);
      expect(res.body).toEqual(
        errorBody({
          message: 'Something went wrong on our side, please try again',
        }),
      );

      const failure = logs.entries().find((entry) => entry.context === 'Exceptions');
      expect(failure).toMatchObject({
        level: 50,
        err: { stack: expect.stringContaining('\n    at ') },
      });
      const logged = JSON.stringify(failure);
      // What an operator needs: the classes, the SQLSTATE and the constraint.
      expect(logged).toContain('Database error: DrizzleQueryError');
      expect(logged).toContain('code 23514');
      expect(logged).toContain('constraint logs_test_refuse_all');
      const text = logs.lines.join('\n');
      for (const personal of [
        ...Object.values(applicant),
        '$argon2id$',
        'Failing row',
        'Failed query',
        'params:',
      ])
        expect(text).not.toContain(personal);
    } finally {
      await t.db.execute(sql`alter table users drop constraint logs_test_refuse_all`);
    }
  });
});
