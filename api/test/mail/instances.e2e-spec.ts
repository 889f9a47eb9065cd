import { Client } from 'pg';
import { freshDatabase, type SpawnedApi, spawnApi } from '../security/spawn-api';
import { checkout, login, productsInStock } from './api-process';
import { eventually, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 24: two API instances on one PostgreSQL database, each running its mail worker (polling every 20 ms, so
// they meet often), send each e-mail once. Only a server database can be shared: jest.config.js runs this file only
// with DATABASE_URL.

const ORDERS = 10;

describe('two API instances sending from one outbox', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Client;
  const apis: SpawnedApi[] = [];
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await freshDatabase(process.env.DATABASE_URL!);
    const env = { SMTP_URL: sink.url, MAIL_POLL_MS: '20', CHECKOUT_RATE_LIMIT: '1000' };
    // One after the other: the first start migrates and seeds, the second finds the shop ready.
    apis.push(await spawnApi({ databaseUrl: database.url, env }));
    apis.push(await spawnApi({ databaseUrl: database.url, env }));
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 90_000);
  afterAll(async () => {
    await db?.end();
    for (const api of apis) await api.stop();
    await database?.drop();
    await sink?.close();
  });

  it('sends each e-mail once', async () => {
    const token = await login(apis[0], 'customer');
    const products = await productsInStock(apis[0]);
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => checkout(apis[i % 2], token, products[i % products.length])),
    );
    expect(placed.map((order) => order.status)).toEqual(Array(ORDERS).fill(201));

    await sink.waitFor(() => true, 2 * ORDERS, 30_000);
    await eventually(
      async () =>
        (await db.query(`select count(*)::int as n from emails where status = 'sent'`)).rows[0].n ===
        2 * ORDERS,
      'the e-mails are not all sent',
    );
    const rows = (await db.query(`select id, attempts from emails`)).rows as {
      id: string;
      attempts: number;
    }[];
    expect(rows).toHaveLength(2 * ORDERS);
    // Claimed once each, and received once each.
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    expect(sink.received).toHaveLength(2 * ORDERS);
    const ids = sink.received.map((mail) => mail.parsed.messageId ?? '');
    for (const row of rows) expect(ids.filter((id) => id.startsWith(`<${row.id}@`))).toHaveLength(1);
  }, 120_000);
});
