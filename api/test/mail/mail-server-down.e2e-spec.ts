import { type FailingMailShop, startFailingMailShop } from './failing-mail-shop';
import { eventually } from './smtp-sink';

// Issue 24: a mail server down for 20 s (failing-mail-shop.ts: the retries' shortened waits). Twenty seconds of
// waiting prove the worker's timing, not a database driver's: with a server at hand this file runs on it alone
// (api/jest.config.js); mail-failures.e2e-spec.ts covers the rest on both drivers.

describe('e-mail while the mail server is down', () => {
  let shop: FailingMailShop;

  beforeAll(async () => {
    shop = await startFailingMailShop();
  });
  afterAll(() => shop?.close());

  it('keeps trying while the mail server is down for 20 s, and sends each e-mail once when it is back', async () => {
    const { sink, cod, rowsOf, about } = shop;
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
