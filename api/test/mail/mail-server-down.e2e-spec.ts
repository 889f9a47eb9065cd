import { eq } from 'drizzle-orm';
import type { CreateOrderResponse } from '../../src/contracts';
import { emails, orders, type ProductRow } from '../../src/database';
import { lineOf, payloadOf, placeOrder, prepareProducts } from '../fixtures';
import { startTestApp, type TestApp } from '../harness';
import { eventually, type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 24: a mail server down for 20 s. The first retry waits 1 s here instead of the shop's 10 s, and the wait
// doubles up to 4 s instead of 15 minutes, so the test sees several attempts in a short outage. Twenty seconds of
// waiting prove the worker's timing, not a database driver's: with a server at hand this file runs on it alone
// (api/jest.config.js); mail-failures.e2e-spec.ts covers the rest on both drivers.

describe('e-mail while the mail server is down', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let shawl: ProductRow;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      products: 2,
      env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', MAIL_RETRY_FIRST_MS: '1000', MAIL_RETRY_MAX_MS: '4000' },
    });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const cod = async () => {
    const order = (
      (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body as CreateOrderResponse
    ).order;
    const [{ n }] = await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, order._id));
    return { id: order._id, n };
  };
  const rowsOf = (orderId: string) => t.db.select().from(emails).where(eq(emails.orderId, orderId));
  const about = (n: number) => (mail: ReceivedMail) => mail.subject.includes(`#${n}`);

  it('keeps trying while the mail server is down for 20 s, and sends each e-mail once when it is back', async () => {
    await sink.down();
    const downSince = Date.now();
    const { id, n } = await cod();
    // Refused connections are temporary failures: the e-mails stay queued and are tried again.
    await eventually(
      async () => (await rowsOf(id)).every((row) => row.attempts >= 2),
      'the e-mails were not tried twice while the server was down',
    );
    for (const row of await rowsOf(id)) {
      expect(row.status).toBe('queued');
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20_000 - (Date.now() - downSince))));
    await sink.up();

    await eventually(
      async () => (await rowsOf(id)).every((row) => row.status === 'sent'),
      'the e-mails were not sent once the server was back',
    );
    const rows = await rowsOf(id);
    expect(rows.every((row) => row.attempts > 2 && row.sentAt !== null)).toBe(true);
    expect(
      sink.received
        .filter(about(n))
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([`New order #${n}: Rs. 2,500`, `Your Pashmina Shop order #${n} is confirmed`]);
  }, 90_000);
});
