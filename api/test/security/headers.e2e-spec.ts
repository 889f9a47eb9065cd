import request from 'supertest';
import { HSTS } from '../../src/common/http/security-headers';
import { CUSTOMER_FIELDS } from '../fixtures';
import { bearer, CUSTOMER_EMAIL, CUSTOMER_PASSWORD, startTestApp, type TestApp } from '../harness';
import { startShellProxy } from './shell-proxy';

// Issue 12, item 4: helmet on every API response, no-store on signed-in responses, HSTS over HTTPS only,
// and the API docs still working under their own Content-Security-Policy.

/** A CSP header as { directive: sources }. */
function policyOf(header: string | undefined): Record<string, string[]> {
  expect(header).toEqual(expect.any(String));
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security: API headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
  });
  afterAll(() => t?.close());

  it('sends helmet headers and a CSP that lets a JSON response load nothing', async () => {
    for (const res of [
      await t.http.get('/api/v1/product').expect(200),
      await t.http.get('/api/v1/nowhere').expect(404),
      await t.http.post('/api/v1/auth/login').send({}).expect(400),
    ]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(policyOf(res.headers['content-security-policy'])).toMatchObject({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const plain = await t.http.get('/api/v1/health').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The test client connects from loopback, which TRUST_PROXY trusts by default.
    const https = await t.http.get('/api/v1/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(https.headers['strict-transport-security']).toBe(HSTS);
  });

  it('responds to every signed-in request with Cache-Control: no-store; public responses keep their caching', async () => {
    for (const path of ['/api/v1/product', '/api/v1/orders', '/api/v1/auth/user-auth', '/api/v1/nowhere']) {
      const res = await t.http.get(path).set(bearer(t.customerToken));
      expect(res.status).toBeLessThan(500);
      expect(`${path}: ${res.headers['cache-control']}`).toBe(`${path}: no-store`);
    }
    const admin = await t.http.get('/api/v1/stats').set(bearer(t.adminToken)).expect(200);
    expect(admin.headers['cache-control']).toBe('no-store');

    const publicList = await t.http.get('/api/v1/product').expect(200);
    expect(publicList.headers['cache-control'] ?? '').not.toContain('no-store');
    const [first] = publicList.body as { productThumb: string }[];
    const picture = await t.http.get(new URL(first.productThumb, t.baseUrl).pathname).expect(200);
    expect(picture.headers['cache-control']).toContain('immutable');
  });

  it('responds to a login and a registration with Cache-Control: no-store, although they carry no token', async () => {
    const login = await t.http
      .post('/api/v1/auth/login')
      .send({ email: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD })
      .expect(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    const register = await t.http
      .post('/api/v1/auth/register')
      .send({ ...CUSTOMER_FIELDS, email: 'no-store@pashmina.test' })
      .expect(201);
    expect(register.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS through the shell’s proxy when a TLS terminator in front of it says https', async () => {
    const shell = await startShellProxy([t.baseUrl]);
    try {
      const proxied = request(shell.url);
      const https = await proxied.get('/api/v1/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(https.headers['strict-transport-security']).toBe(HSTS);
      const plain = await proxied.get('/api/v1/health').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await shell.close();
    }
  });

  it('serves the API docs under a CSP that still lets the Swagger UI load', async () => {
    const page = await t.http.get('/api/docs').expect(200);
    const csp = policyOf(page.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'script-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    });
    // Every script is a file from /api/docs ('self'), none inline; the <style> blocks need 'unsafe-inline'.
    const html = page.text;
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\ssrc=/);
    if (/<style/.test(html)) expect(csp['style-src']).toContain("'unsafe-inline'");
    const assets = [...html.matchAll(/(?:src|href)=["']([^"']+\.(?:js|css))["']/g)].map(([, url]) => url);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = new URL(asset, `${t.baseUrl}/api/docs/`);
      expect(url.origin).toBe(t.baseUrl);
      const res = await t.http.get(url.pathname).expect(200);
      expect(res.headers['content-type']).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
    }
    await t.http.get('/api/docs-json').expect(200);
  });

  it("keeps the sandbox's payment page under its own CSP", async () => {
    const res = await t.http.get('/sandbox/khalti/pay/unknown').expect(404);
    expect(policyOf(res.headers['content-security-policy'])).toMatchObject({
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
    });
  });
});
