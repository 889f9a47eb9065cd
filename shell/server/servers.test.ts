// The shop's server and a remote's server over HTTP, on built folders made here: what they serve, how they cache
// and compress it, what they refuse.
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { FIRST_SCREEN_LOADER_CSP } from './pages/first-screen-script';
import { createRemoteServer } from './remote-server';
import { createShopServer } from './shop-server';
import { rawRequest, start, statusLine } from './test/servers';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Pashmina Shop</title><style>.boot-bar{border:0}</style>' +
  '<script defer src=/main.0123abcd.js></script></head><body><div id=root><div class=boot-bar></div>' +
  '<div class=boot-main></div></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('pashmina '.repeat(400))});`;

/**
 * The status of a GET sent as a browser revalidates its cache (fetch() would add `Cache-Control: no-cache` to a
 * request with If-None-Match, which rightly asks for the whole response).
 */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/** A GET as it goes over the wire: its status, headers and body bytes as sent (nothing decompressed). */
function rawGet(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'shop-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A built app's folder: a hashed script with its brotli sibling and source map, a manifest, a page. */
function built(name: string, page: string): string {
  const root = path.join(dir, name);
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, 'main.0123abcd.js'), SCRIPT);
  writeFileSync(path.join(root, 'main.0123abcd.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(
    path.join(root, 'main.0123abcd.js.map'),
    '{"sources":["secret.ts"],"sourcesContent":["// ours"]}',
  );
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"shared":[]}');
  return root;
}

const shellRoot = built('shell', TEMPLATE);
const remoteRoot = built('remote', '<!doctype html><title>Storefront files</title>');
let shop: FastifyInstance;
let remote: FastifyInstance;
let shopUrl: string;
let remoteUrl: string;

beforeAll(async () => {
  shop = await createShopServer({
    root: shellRoot,
    // Nothing listens there: the pages are served with fewer hints.
    apiTargets: [new URL('http://127.0.0.1:9')],
    firstScreenBundle: path.join(dir, 'first-screen.js'),
    env: {
      STOREFRONT_URL: 'http://localhost:4201',
      CUSTOMER_AREA_URL: 'http://localhost:4202',
      ADMIN_URL: 'https://admin.example',
    },
  });
  shopUrl = await start(shop);
  remote = await createRemoteServer({ root: remoteRoot });
  remoteUrl = await start(remote);
});
afterAll(async () => {
  await shop.close();
  await remote.close();
});

describe('both servers', () => {
  it('response 400 to a request target that is not a path, as the security probe sent it', async () => {
    for (const url of [shopUrl, remoteUrl]) {
      const socket = await rawRequest(url, 'GET http://[ HTTP/1.1\r\nHost: shop\r\n\r\n');
      assert.equal(await statusLine(socket), 'HTTP/1.1 400 Bad Request');
      socket.destroy();
    }
  });

  it('never serve a source map, nor a precompressed copy on its own', async () => {
    for (const url of [shopUrl, remoteUrl]) {
      for (const file of ['/main.0123abcd.js.map', '/main.0123abcd.js.br']) {
        const response = await fetch(`${url}${file}`);
        assert.equal(response.status, 404, `${url}${file}`);
        assert.doesNotMatch(await response.text(), /sourcesContent/);
      }
    }
  });

  it('send the build’s brotli copy to a browser that takes it, and the file to one that does not', async () => {
    for (const url of [shopUrl, remoteUrl]) {
      const br = await fetch(`${url}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
      assert.equal(br.headers.get('content-encoding'), 'br');
      assert.equal(br.headers.get('vary'), 'Accept-Encoding');
      assert.equal(await br.text(), SCRIPT);
      const plain = await fetch(`${url}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'identity' } });
      assert.equal(plain.headers.get('content-encoding'), null);
      assert.equal(await plain.text(), SCRIPT);
    }
  });

  it('cache hashed files for a year and revalidate the rest, with ETag, 304 and ranges', async () => {
    for (const url of [shopUrl, remoteUrl]) {
      const hashed = await fetch(`${url}/main.0123abcd.js`);
      assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const manifest = await fetch(`${url}/mf-manifest.json`);
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      const etag = manifest.headers.get('etag') ?? '';
      assert.ok(etag);
      assert.equal(await statusOf(`${url}/mf-manifest.json`, { 'If-None-Match': etag }), 304);
      const part = await fetch(`${url}/main.0123abcd.js`, {
        headers: { Range: 'bytes=0-10', 'Accept-Encoding': 'identity' },
      });
      assert.equal(part.status, 206);
      assert.equal(await part.text(), SCRIPT.slice(0, 11));
    }
  });

  it('refuse a header block over 16 KB (431)', async () => {
    for (const url of [shopUrl, remoteUrl]) {
      const response = await fetch(`${url}/mf-manifest.json`, { headers: { Cookie: 'x'.repeat(20_000) } });
      assert.equal(response.status, 431);
    }
  });
});

describe("the shop's server", () => {
  it('answers a shop route with the shell’s page, its remotes list and its CSP', async () => {
    const response = await fetch(`${shopUrl}/MenProduct`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const page = await response.text();
    assert.match(page, /<script type="application\/json" id="mf-remotes">\{"remotes":\[/);
    assert.match(page, /<link rel="preconnect" href="https:\/\/admin.example" \/>/);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(
      csp,
      /script-src 'self' http:\/\/localhost:4201 http:\/\/localhost:4202 https:\/\/admin\.example '/,
    );
    assert.ok(csp.includes(FIRST_SCREEN_LOADER_CSP));
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('strict-transport-security'), null);
    // No browsing context group or agent cluster of its own: a fresh renderer before the first paint (see the code).
    assert.equal(response.headers.get('cross-origin-opener-policy'), null);
    assert.equal(response.headers.get('origin-agent-cluster'), null);
  });

  it('compresses its page (brotli, else gzip, else none), with its length and a weak ETag', async () => {
    const plain = await rawGet(`${shopUrl}/MenProduct`, {});
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['vary'], 'Accept-Encoding');
    assert.equal(plain.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(plain.headers['content-length'], String(plain.body.length));
    assert.equal(plain.headers['transfer-encoding'], undefined);
    assert.match(plain.headers.etag ?? '', /^W\/"[\w-]{27}"$/);
    const html = plain.body.toString('utf8');
    assert.match(html, /id="mf-remotes"/);

    const br = await rawGet(`${shopUrl}/MenProduct`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['vary'], 'Accept-Encoding');
    assert.equal(br.headers['content-length'], String(br.body.length));
    assert.equal(br.headers.etag, plain.headers.etag, 'one page, one ETag, whatever its encoding');
    assert.equal(brotliDecompressSync(br.body).toString('utf8'), html);

    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip, deflate']) {
      const gzip = await rawGet(`${shopUrl}/MenProduct`, { 'Accept-Encoding': accepted });
      assert.equal(gzip.headers['content-encoding'], 'gzip', accepted);
      assert.equal(gzip.headers['content-length'], String(gzip.body.length));
      assert.equal(gunzipSync(gzip.body).toString('utf8'), html);
    }
    for (const accepted of ['identity', 'deflate', 'br;q=0']) {
      const none = await rawGet(`${shopUrl}/MenProduct`, { 'Accept-Encoding': accepted });
      assert.equal(none.headers['content-encoding'], undefined, accepted);
      assert.equal(none.body.toString('utf8'), html);
    }

    const head = await rawGet(`${shopUrl}/`, { 'Accept-Encoding': 'br' }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-encoding'], 'br');
    assert.ok(Number(head.headers['content-length']) > 0);
    assert.equal(head.body.length, 0);
  });

  it('answers 304 to a browser holding its page, by the ETag or any of a list, compressed or not', async () => {
    const { headers } = await rawGet(`${shopUrl}/WomenProduct`, { 'Accept-Encoding': 'br' });
    const etag = headers.etag ?? '';
    for (const inm of [etag, `"other", ${etag}`, '*']) {
      const again = await rawGet(`${shopUrl}/WomenProduct`, {
        'Accept-Encoding': 'br',
        'If-None-Match': inm,
      });
      assert.equal(again.status, 304, inm);
      assert.equal(again.body.length, 0);
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'no-cache');
    }
    assert.equal((await rawGet(`${shopUrl}/WomenProduct`, { 'If-None-Match': '"other"' })).status, 200);
    assert.equal((await rawGet(`${shopUrl}/index.html`, { 'If-None-Match': etag })).status, 304);
  });

  it('serves a page at every address without a dot in its last segment, and tags or compresses nothing else', async () => {
    for (const address of ['/dashboard/user/orders', '/MenProduct/', '/SingleProducts/abc?x=1.2']) {
      const page = await rawGet(`${shopUrl}${address}`, { 'Accept-Encoding': 'gzip' });
      assert.equal(page.status, 200, address);
      assert.equal(page.headers['content-encoding'], 'gzip', address);
    }
    const robots = await rawGet(`${shopUrl}/robots.txt`, { 'Accept-Encoding': 'gzip' });
    assert.equal(robots.headers['content-encoding'], undefined);
    assert.equal(robots.headers.etag, undefined);
    const missing = await rawGet(`${shopUrl}/missing.js`, {});
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.etag, undefined);
    assert.equal(missing.headers['content-encoding'], undefined);
  });

  it('serves /favicon.ico, the logo as an icon, where browsers and crawlers ask for it by its old name', async () => {
    const icon = await fetch(`${shopUrl}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/x-icon');
    const bytes = Buffer.from(await icon.arrayBuffer());
    // An ICO of one image (reserved 0, type 1, count 1) holding a PNG.
    assert.deepEqual([...bytes.subarray(0, 6)], [0, 0, 1, 0, 1, 0]);
    assert.equal(bytes.subarray(22, 26).toString('latin1'), '\x89PNG');
  });

  it('does not serve its page template as it is, and keeps a missing file a 404', async () => {
    const index = await (await fetch(`${shopUrl}/index.html`)).text();
    assert.match(index, /id="mf-remotes"/);
    assert.equal((await fetch(`${shopUrl}/missing.js`)).status, 404);
  });

  it('sends HSTS only on an response that came over HTTPS (a TLS terminator on this machine says so)', async () => {
    const response = await fetch(`${shopUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  });

  it('answers /mf-remotes.json from the environment, revalidated by its ETag', async () => {
    const response = await fetch(`${shopUrl}/mf-remotes.json`);
    expect(await response.json()).toEqual({
      remotes: [
        { name: 'storefront', entry: 'http://localhost:4201/mf-manifest.json' },
        { name: 'customer_area', entry: 'http://localhost:4202/mf-manifest.json' },
        { name: 'admin', entry: 'https://admin.example/mf-manifest.json' },
      ],
    });
    const again = await fetch(`${shopUrl}/mf-remotes.json`, {
      headers: { 'If-None-Match': response.headers.get('etag') ?? '' },
    });
    assert.equal(again.status, 304);
  });

  it('refuses what is not GET or HEAD on its own paths (405), and says the API is unreachable in JSON (502)', async () => {
    const post = await fetch(`${shopUrl}/MenProduct`, { method: 'POST', body: '{}' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
    const api = await fetch(`${shopUrl}/api/v1/health`);
    assert.equal(api.status, 502);
    expect(await api.json()).toEqual({ success: false, message: 'The shop server is not reachable' });
  });
});

describe("the shop's languages", () => {
  it('sends the bare / by the language cookie alone: English to crawlers and first visits', async () => {
    const first = await rawGet(`${shopUrl}/`, {});
    assert.equal(first.status, 200);
    assert.equal(first.headers.vary, 'Cookie, Accept-Encoding');
    assert.match(first.body.toString(), /<html lang=en/);
    const chosen = await rawGet(`${shopUrl}/?from=ad`, { Cookie: 'a=b; shop-language=ne' });
    assert.equal(chosen.status, 302);
    assert.equal(chosen.headers.location, '/ne?from=ad');
    assert.match(String(chosen.headers.vary), /Cookie/);
    const english = await rawGet(`${shopUrl}/`, { Cookie: 'shop-language=en' });
    assert.equal(english.status, 200);
    // Any other address is its own language's, whatever the cookie says.
    const other = await rawGet(`${shopUrl}/WomenProduct`, { Cookie: 'shop-language=ne' });
    assert.equal(other.status, 200);
    assert.match(other.body.toString(), /<html lang=en/);
  });

  it('writes a Nepali page under /ne with <html lang="ne">', async () => {
    for (const address of ['/ne', '/ne/Cart']) {
      const page = await rawGet(`${shopUrl}${address}`, {});
      assert.equal(page.status, 200, address);
      assert.match(page.body.toString(), /<html lang="ne"/, address);
    }
  });
});

describe("a remote's server", () => {
  it('lets the shop on another origin load its files (CORS, a preflight answered for a day)', async () => {
    const response = await fetch(`${remoteUrl}/mf-manifest.json`);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    const preflight = await fetch(`${remoteUrl}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Headers': 'x-custom', Origin: 'http://localhost:4200' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-max-age'), '86400');
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'x-custom');
  });

  it('answers its root with the page saying what it holds, and 404 for what it does not', async () => {
    assert.match(await (await fetch(`${remoteUrl}/`)).text(), /Storefront files/);
    const missing = await fetch(`${remoteUrl}/nope.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('access-control-allow-origin'), '*');
  });
});
