import { THIS_MACHINE_ONLY_MESSAGE } from '../../src/common/http/this-machine-only';
import { startTestApp, type TestApp } from '../harness';
import { freePort, startShellProxy, type ShellProxy } from './shell-proxy';

// Issue 37, item 6: the mailbox (reset links), the Khalti sandbox (it settles orders) and the API's docs answer this
// machine alone, in every mode. The client is the API's own view of it: the socket's address, or, from a proxy
// TRUST_PROXY names (the shop's, on loopback), the address its X-Forwarded-For gives.

/** A browser elsewhere, as the shop's proxy on loopback reports it. */
const REMOTE = '203.0.113.7';

describe('security: the sandboxes and the API docs answer this machine alone', () => {
  let t: TestApp;
  let shop: ShellProxy;
  beforeAll(async () => {
    t = await startTestApp({ products: 1, env: { MAILBOX_PORT: String(await freePort()) } });
    shop = await startShellProxy([t.baseUrl]);
  });
  afterAll(async () => {
    await shop?.close();
    await t?.close();
  });

  const guarded = [
    '/sandbox/mailbox',
    '/sandbox/mailbox/messages',
    '/sandbox/khalti/pay/no-such-payment',
    '/api/docs',
    '/api/docs-json',
    // The router ignores case and decodes the path: so does the check.
    '/SANDBOX/Mailbox',
    '/%73andbox/mailbox',
    '//sandbox//mailbox',
    '/api/DOCS-json',
  ];

  it('answers 403 with the error body to a client elsewhere that comes through the shop’s proxy', async () => {
    for (const path of guarded) {
      const res = await t.http.get(path).set('X-Forwarded-For', REMOTE);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 403,
        body: { success: false, statusCode: 403, message: THIS_MACHINE_ONLY_MESSAGE, code: 'FORBIDDEN' },
      });
    }
    // The sandbox's payment page buttons and the Khalti API alike.
    const pay = await t.http
      .post('/sandbox/khalti/pay/no-such-payment')
      .set('X-Forwarded-For', REMOTE)
      .type('form')
      .send({ action: 'pay' });
    expect(pay.status).toBe(403);
    const initiate = await t.http
      .post('/sandbox/khalti/epayment/initiate')
      .set('X-Forwarded-For', `::ffff:${REMOTE}`)
      .send({});
    expect(initiate.status).toBe(403);
  });

  it('believes only the address the trusted proxy wrote last, not one the client put before it', async () => {
    // A client elsewhere that claims to be 127.0.0.1: the proxy appends the address it saw.
    const res = await t.http.get('/sandbox/mailbox/messages').set('X-Forwarded-For', `127.0.0.1, ${REMOTE}`);
    expect(res.status).toBe(403);
  });

  it('refuses a client whose address the terminator wrote unreadably, straight or through the shop’s proxy', async () => {
    // Issue 49, item 6: the shop's server took each of these for its peer (127.0.0.1), and the mailbox answered 200.
    for (const written of ['08.8.8.8', '8.8.8.8%eth0', 'unknown', '127.0.0.1%eth0', '127.1']) {
      const straight = await t.http.get('/sandbox/mailbox/messages').set('X-Forwarded-For', written);
      const through = await fetch(`${shop.url}/sandbox/mailbox/messages`, {
        headers: { 'X-Forwarded-For': written },
      });
      expect([written, straight.status, through.status]).toEqual([written, 403, 403]);
    }
    // An address with a port is the address: this machine's is still served, another's still refused.
    for (const [written, status] of [
      ['127.0.0.1:5555', 200],
      ['[::1]:443', 200],
      [`${REMOTE}:5555`, 403],
      ['[2001:db8::1]:443', 403],
    ] as const) {
      const through = await fetch(`${shop.url}/sandbox/mailbox/messages`, {
        headers: { 'X-Forwarded-For': written },
      });
      expect([written, through.status]).toEqual([written, status]);
    }
  });

  it('serves a browser on this machine, straight or through the shop’s proxy', async () => {
    expect((await t.http.get('/sandbox/mailbox/messages').expect(200)).body).toEqual(expect.any(Array));
    expect((await t.http.get('/api/docs-json').expect(200)).body.info.title).toBe('Pashmina Shop API');
    expect((await t.http.get('/sandbox/mailbox').set('X-Forwarded-For', '::1').expect(200)).text).toMatch(
      /<html/i,
    );
    // The sandbox's own 404 page: the request reached it.
    const page = await t.http.get('/sandbox/khalti/pay/no-such-payment').set('X-Forwarded-For', '127.0.0.1');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    const mailbox = await fetch(`${shop.url}/sandbox/mailbox/messages`);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.json()).toEqual(expect.any(Array));
    const docs = await fetch(`${shop.url}/api/docs-json`);
    expect(docs.status).toBe(200);
  });

  it('leaves the rest of the API to everyone', async () => {
    await t.http.get('/api/v1/health').set('X-Forwarded-For', REMOTE).expect(200);
    await t.http.get('/api/v1/product?limit=1').set('X-Forwarded-For', REMOTE).expect(200);
  });
});
