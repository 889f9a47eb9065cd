import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';

// Issue 12, item 4: the headers of the shell's server (shell/server) and the remotes'.
// That no page breaks the policy is checked by every spec (support/test.ts).

const HSTS = 'max-age=31536000; includeSubDomains';

function policyOf(header: string | undefined): Record<string, string[]> {
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String));
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('the shell sends its CSP, naming the remotes it serves, and the other security headers', async ({
  request,
}) => {
  const { remotes } = (await (await request.get('/mf-remotes.json')).json()) as {
    remotes: { entry: string }[];
  };
  const remoteOrigins = remotes.map(({ entry }) => new URL(entry).origin);
  expect(remoteOrigins.length).toBeGreaterThan(0);

  // The one inline script of the shop, the loader of a landing page's first screen, is allowed by its hash.
  const home = await (await request.get('/')).text();
  const inline = [...home.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
  expect(inline).toHaveLength(1);
  const loader = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;

  for (const path of ['/', '/MenProduct', '/missing.js']) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
    const csp = policyOf(headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(csp['script-src'].sort()).toEqual(["'self'", ...remoteOrigins, loader].sort());
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  }
});

test('the shell sends HSTS only when the request came over HTTPS', async ({ request }) => {
  // The test runner is on this machine (loopback): it stands for the TLS terminator in front of the shell.
  const res = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(res.headers()['strict-transport-security']).toBe(HSTS);
});

test("the API's responses through the shell keep the API's own headers, not the shell's", async ({
  request,
}) => {
  const res = await request.get('/api/v1/health');
  expect(res.ok()).toBe(true);
  expect(policyOf(res.headers()['content-security-policy'])['default-src']).toEqual(["'none'"]);
});

test("the remotes' servers send nosniff and the referrer policy", async ({ request }) => {
  const { remotes } = (await (await request.get('/mf-remotes.json')).json()) as {
    remotes: { entry: string }[];
  };
  for (const { entry } of remotes) {
    const res = await request.get(entry);
    expect(res.ok(), entry).toBe(true);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});
