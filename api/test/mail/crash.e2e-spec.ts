import type { EmailLogEntry } from '../../src/contracts';
import { freshDatabase, type SpawnedApi, spawnApi } from '../security/spawn-api';
import { call, checkout, login, productsInStock } from './api-process';
import { eventually, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 24: the API killed with SIGKILL while it sends an e-mail (the order committed, the mail server holding the
// message without replying), then restarted on the same database: the e-mail is sent after the restart, once its
// claim has run out (MAIL_CLAIM_MS, 3 s here instead of 2 minutes). On PostgreSQL when DATABASE_URL is set, else on
// the embedded PGlite in the process's data folder, which survives the kill.

describe('the API killed between an order and its e-mail', () => {
  const server = process.env.DATABASE_URL;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let api: SpawnedApi;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = server ? await freshDatabase(server) : undefined;
    api = await spawnApi({
      databaseUrl: database?.url,
      env: { SMTP_URL: sink.url, MAIL_POLL_MS: '100', MAIL_CLAIM_MS: '3000', MAIL_RETRY_FIRST_MS: '500' },
    });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
    await sink?.close();
  });

  it('sends the e-mail after the restart, once, and never held up the checkouts', async () => {
    const token = await login(api, 'customer');
    const [product] = await productsInStock(api);
    sink.stall();
    const first = await checkout(api, token, product);
    expect(first.status).toBe(201);
    // The worker is sending the order's confirmation: the mail server has its DATA and does not reply.
    await sink.waitForHeld();
    // Sending never slows a request: another checkout is served while that send hangs.
    const second = await checkout(api, token, product);
    expect(second.status).toBe(201);
    expect(sink.received).toEqual([]);

    await api.kill('SIGKILL');
    sink.release();
    await api.restart();

    const mails = await sink.waitFor(() => true, 4, 30_000);
    const admin = await login(api, 'admin');
    let log: EmailLogEntry[] = [];
    await eventually(async () => {
      log = (await call(api, '/emails', { token: admin })).body as EmailLogEntry[];
      return log.length === 4 && log.every((entry) => entry.status === 'sent');
    }, 'the e-mails are not all sent');
    // Every e-mail arrived once; the one in flight at the kill was claimed again after the restart.
    expect(sink.received).toHaveLength(4);
    expect(new Set(mails.map((mail) => mail.parsed.messageId)).size).toBe(4);
    expect(log.filter((entry) => entry.orderId === first.orderId)).toHaveLength(2);
    expect(log.filter((entry) => entry.orderId === second.orderId)).toHaveLength(2);
    expect(Math.max(...log.map((entry) => entry.attempts))).toBe(2);
  }, 120_000);
});
