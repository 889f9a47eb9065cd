import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { SECURITY_EVENTS, securityEvent } from '../../src/common/security-events';
import { loadConfig } from '../../src/config';
import { DATABASE, type Database } from '../../src/database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, TEST_JWT_SECRET } from '../harness';

// Issue 12, item 6: production logs are JSON lines, with no password, token or request body, and no answer
// carries a stack trace. The app logs into memory here (createApp's logDestination) instead of stdout.

const WRONG_PASSWORD = 'wrong-Passw0rd-that-must-never-be-logged';
const NEW_PASSWORD = 'new-Passw0rd-that-must-never-be-logged';
const SEARCHED_EMAIL = 'searched-person@example.np';

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
    securityEvent(new Logger('Test'), SECURITY_EVENTS.loginFailed, { email: ADMIN_EMAIL, ip: '203.0.113.9' });

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
    ])
      expect(text).not.toContain(secret);

    const requests = logged.filter((entry) => entry.req && entry.res);
    expect(requests.map((entry) => (entry.req as { path: string }).path)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/register', '/api/v1/auth/users']),
    );
    for (const entry of requests) {
      expect(Object.keys(entry.req as object).sort()).toEqual(['id', 'ip', 'method', 'path']);
      expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(Number) });
      expect(entry).not.toHaveProperty('body');
    }
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        event: 'auth.login_failed',
        email: ADMIN_EMAIL,
        ip: '203.0.113.9',
        context: 'Test',
      }),
    );
    console.log(
      `security: logs: ${lines.length} production lines read, all JSON, 0 held a password, token or body`,
    );
  });

  it('answers an unexpected failure with a fixed message, the stack only in the log', async () => {
    const db = app.get<Database>(DATABASE);
    await db.execute(sql`alter table contacts rename to contacts_gone`);
    try {
      lines.length = 0;
      const res = await http.get('/api/v1/contact').expect(500);
      expect(res.body).toEqual({
        success: false,
        message: 'Something went wrong on our side, please try again',
      });
      expect(res.text).not.toMatch(/contacts|relation|\bat\s|\.ts:|\.js:/);

      const failure = entries().find((entry) => entry.context === 'Exceptions');
      expect(failure).toMatchObject({ level: 50, err: { stack: expect.stringContaining('\n    at ') } });
    } finally {
      await db.execute(sql`alter table contacts_gone rename to contacts`);
    }
  });
});
