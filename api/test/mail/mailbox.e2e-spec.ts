import type { ProductRow } from '../../src/database';
import { CUSTOMER_INFO, lineOf, payloadOf, placeOrder, prepareProducts } from '../fixtures';
import { startTestApp, type TestApp } from '../harness';
import { eventually } from './smtp-sink';

// Issue 24: the built-in mailbox of development, a real SMTP server inside the API that the mail worker sends to, and
// its pages under /sandbox/mailbox. A test app has it only when it names MAILBOX_PORT (0: any free port).

interface Listed {
  id: string;
  to: string;
  subject: string;
  html: string | null;
  text: string;
}

describe('the built-in mailbox', () => {
  let t: TestApp;
  let shawl: ProductRow;

  beforeAll(async () => {
    t = await startTestApp({ products: 1, env: { MAILBOX_PORT: '0', MAIL_POLL_MS: '50' } });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 10 }]);
  });
  afterAll(() => t?.close());

  const messages = async (to?: string) =>
    (
      await t.http
        .get('/sandbox/mailbox/messages')
        .query(to ? { to } : {})
        .expect(200)
    ).body as Listed[];

  it('receives what the shop sends and lists it, newest first, with each message’s HTML and text', async () => {
    const name = 'Dolma <script>alert(1)</script>';
    await placeOrder(t, {
      ...payloadOf([lineOf(shawl, 1)]),
      customer_info: { ...CUSTOMER_INFO, name },
    }).expect(201);
    await placeOrder(t, payloadOf([lineOf(shawl, 2)])).expect(201);
    await eventually(async () => (await messages()).length === 4, 'the mailbox did not receive 4 messages');

    const toCustomer = await messages(CUSTOMER_INFO.email.toUpperCase());
    expect(toCustomer).toHaveLength(2);
    // Newest first: the second order's confirmation (Rs. 5,000) before the first's.
    expect(toCustomer[0].text).toContain('Rs. 5,000');
    expect(toCustomer[1].text).toContain(name);
    expect(toCustomer[1].html).toContain('Dolma &lt;script&gt;');

    const list = await t.http.get('/sandbox/mailbox').expect(200).expect('Content-Type', /html/);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.headers['cache-control']).toBe('no-store');
    for (const message of await messages())
      expect(list.text).toContain(`href="/sandbox/mailbox/${message.id}"`);
    expect(list.text.indexOf(toCustomer[0].id)).toBeLessThan(list.text.indexOf(toCustomer[1].id));

    const page = await t.http.get(`/sandbox/mailbox/${toCustomer[1].id}`).query({ width: '360' }).expect(200);
    expect(page.text).toContain(toCustomer[1].subject);
    expect(page.text).toContain(`src="/sandbox/mailbox/${toCustomer[1].id}/html"`);
    expect(page.text).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page.text).toContain('width:360px');
    // The text part is shown as text: the name's markup is escaped, and the page runs no script at all.
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('Dolma &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'");

    const html = await t.http.get(`/sandbox/mailbox/${toCustomer[1].id}/html`).expect(200);
    expect(html.text).toBe(toCustomer[1].html);
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['content-security-policy']).not.toContain('script-src');

    await t.http.get('/sandbox/mailbox/no-such-message').expect(404);
    await t.http.get('/sandbox/mailbox/no-such-message/html').expect(404);
  });
});
