import { eq, sql } from 'drizzle-orm';
import type { EmailLogEntry, ResendEmailResponse } from '../../src/contracts';
import { emails, users } from '../../src/database';
import { EmailOutbox } from '../../src/mail';
import { registry } from '../../src/metrics/metrics';
import { CUSTOMER_INFO } from '../fixtures';
import { bearer, type TestApp } from '../harness';
import { type FailingMailShop, startFailingMailShop } from './failing-mail-shop';
import { eventually, type SmtpSink } from './smtp-sink';

// Issue 24: a mail server that refuses, and one down for longer than the shop waits (mail-server-down.e2e-spec.ts:
// one down for 20 s).

describe('e-mail when the mail server fails', () => {
  let shop: FailingMailShop;
  let t: TestApp;
  let sink: SmtpSink;
  let cod: FailingMailShop['cod'];
  let rowsOf: FailingMailShop['rowsOf'];
  let about: FailingMailShop['about'];

  beforeAll(async () => {
    shop = await startFailingMailShop();
    ({ t, sink, cod, rowsOf, about } = shop);
  });
  afterAll(() => shop?.close());

  /** The metric pashmina_emails_failed_total (docs/operations.md, Metrics). */
  const failedTotal = async () =>
    (await registry.getSingleMetric('pashmina_emails_failed_total')!.get()).values[0]?.value ?? 0;

  const log = (query: Record<string, string>) =>
    t.http.get('/api/v1/emails').query(query).set(bearer(t.adminToken)).expect(200);

  it('gives up on an e-mail still not sent 24 hours after it was queued, and erases a reset link then', async () => {
    await sink.down();
    const failedBefore = await failedTotal();
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db.transaction((tx) =>
      t.app.get(EmailOutbox).enqueue(tx, {
        kind: 'password-reset',
        to: 'late@pashmina.test',
        userId: user.id,
        payload: { name: 'Late', token: 'a-token-that-never-went-out', validMinutes: 60 },
      }),
    );
    await t.db
      .update(emails)
      .set({ createdAt: sql`now() - interval '24 hours'` })
      .where(eq(emails.to, 'late@pashmina.test'));
    const row = async () => (await t.db.select().from(emails).where(eq(emails.to, 'late@pashmina.test')))[0];
    await eventually(async () => (await row()).status === 'failed', 'the e-mail was not given up on');
    expect(await row()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      payload: { name: 'Late', token: null, validMinutes: 60 },
      // The message as rendered, with its link, is not kept either.
      renderedHtml: null,
      renderedText: null,
    });
    expect(await failedTotal()).toBe(failedBefore + 1);
    await sink.up();
  });

  it('renders an e-mail once: its retries send the message as its first failed attempt rendered it', async () => {
    await sink.down();
    const { id, n } = await cod();
    await eventually(
      async () => (await rowsOf(id)).every((row) => row.lastError !== null && row.claimedUntil === null),
      'the e-mails were not tried',
    );
    for (const row of await rowsOf(id)) {
      expect(row.status).toBe('queued');
      // The subject is the HTML's title.
      expect(row.renderedHtml).toContain(`<title>${row.subject}</title>`);
      expect(row.renderedText).toContain(CUSTOMER_INFO.name);
    }
    // A line written into the stored message reaches the recipients: the retries send it, they render nothing.
    const marked = await t.db
      .update(emails)
      .set({
        renderedHtml: sql`replace(${emails.renderedHtml}, '</body>', '<p>Rendered at the first attempt</p></body>')`,
        renderedText: sql`${emails.renderedText} || ${'\nRendered at the first attempt'}`,
      })
      .where(eq(emails.orderId, id))
      .returning({ attempts: emails.attempts });
    const attemptsWhenMarked = Math.max(...marked.map((row) => row.attempts));
    // An attempt that read the message before it was marked is over once a later one has failed.
    await eventually(
      async () =>
        (await rowsOf(id)).every((row) => row.attempts > attemptsWhenMarked && row.claimedUntil === null),
      'the e-mails were not tried again',
    );
    await sink.up();

    const mails = await sink.waitFor(about(n), 2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).toContain('<p>Rendered at the first attempt</p>');
      expect(mail.text).toContain('Rendered at the first attempt');
    }
    await eventually(
      async () => (await rowsOf(id)).every((row) => row.status === 'sent'),
      'the e-mails are not recorded as sent',
    );
    // Sent: the rendered message is no longer kept.
    for (const row of await rowsOf(id)) expect(row).toMatchObject({ renderedHtml: null, renderedText: null });
  });

  it("sends a password reset with its link, then erases the link from the outbox's row", async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const token = 'bG9uZy1yYW5kb20tdG9rZW4';
    await t.db.transaction((tx) =>
      t.app.get(EmailOutbox).enqueue(tx, {
        kind: 'password-reset',
        to: 'reset@pashmina.test',
        userId: user.id,
        payload: { name: 'Reset', token, validMinutes: 60 },
      }),
    );
    const [mail] = await sink.waitFor((received) => received.rcptTo.includes('reset@pashmina.test'));
    expect(mail.subject).toBe('Reset your Pashmina Shop password');
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/reset-password?token=${token}"`);
    const row = async () => (await t.db.select().from(emails).where(eq(emails.to, 'reset@pashmina.test')))[0];
    await eventually(async () => (await row()).status === 'sent', 'the reset e-mail is not recorded as sent');
    expect((await row()).payload).toEqual({ name: 'Reset', token: null, validMinutes: 60 });
  });

  it('fails an e-mail the server refuses with 550, shows it in the log with its error, and Resend sends a copy', async () => {
    sink.refuseRecipients({ code: 550, message: 'Mailbox unavailable' });
    const failedBefore = await failedTotal();
    const { id, n } = await cod();
    await eventually(
      async () => (await rowsOf(id)).every((row) => row.status === 'failed'),
      'the refused e-mails did not fail',
    );
    sink.refuseRecipients(undefined);
    // Permanent: one attempt, never tried again.
    expect((await rowsOf(id)).map((row) => row.attempts)).toEqual([1, 1]);
    expect(await failedTotal()).toBe(failedBefore + 2);

    const failed = (await log({ status: 'failed', q: CUSTOMER_INFO.email })).body as EmailLogEntry[];
    const confirmation = failed.find((entry) => entry.orderId === id && entry.kind === 'order-confirmed');
    expect(confirmation).toMatchObject({
      to: CUSTOMER_INFO.email,
      subject: `Your Pashmina Shop order #${n} is confirmed`,
      status: 'failed',
      attempts: 1,
      sentAt: null,
      lastError: expect.stringMatching(/^550 .*Mailbox unavailable/),
    });
    expect(sink.received.filter(about(n))).toEqual([]);

    const resent = await t.http
      .post(`/api/v1/emails/${confirmation!._id}/resend`)
      .set(bearer(t.adminToken))
      .expect(201);
    const { email: copy } = resent.body as ResendEmailResponse;
    expect(resent.body).toMatchObject({ success: true, message: 'The e-mail has been queued again' });
    expect(copy).toMatchObject({
      to: CUSTOMER_INFO.email,
      subject: confirmation!.subject,
      kind: 'order-confirmed',
      status: 'queued',
      attempts: 0,
      orderId: id,
    });
    expect(copy._id).not.toBe(confirmation!._id);

    const [mail] = await sink.waitFor(about(n));
    expect(mail.subject).toBe(`Your Pashmina Shop order #${n} is confirmed`);
    expect(mail.rcptTo).toEqual([CUSTOMER_INFO.email]);
    await eventually(
      async () =>
        ((await log({ q: CUSTOMER_INFO.email })).body as EmailLogEntry[]).some(
          (entry) => entry._id === copy._id && entry.status === 'sent',
        ),
      'the copy is not shown as sent',
    );
    const original = ((await log({ status: 'failed' })).body as EmailLogEntry[]).find(
      (entry) => entry._id === confirmation!._id,
    );
    expect(original?.status).toBe('failed');
    // The alert to the shop was not resent: only what the admin asked for.
    expect(sink.received.filter(about(n))).toHaveLength(1);
  });
});
