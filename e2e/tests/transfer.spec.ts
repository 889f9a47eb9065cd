import { type APIRequestContext, expect, test } from '../support/test';

// Issue 13, item 3: compressed responses and the cache rules of the shell's and the remotes' servers
// (shell/server), and the API's compressed JSON through the shell's proxy.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ACCEPTS = { 'Accept-Encoding': 'gzip, deflate, br' };

/** The origins of the remotes the shell loads. */
async function remoteOrigins(request: APIRequestContext): Promise<string[]> {
  const { remotes } = (await (await request.get('/mf-remotes.json')).json()) as {
    remotes: { entry: string }[];
  };
  expect(remotes.length).toBeGreaterThan(0);
  return remotes.map(({ entry }) => new URL(entry).origin);
}

/** The hashed main bundle the shell's index.html loads (main.<contenthash>.js). */
async function mainBundleOf(request: APIRequestContext, origin: string): Promise<string> {
  const html = await (await request.get(`${origin}/`)).text();
  const src = /<script\s[^>]*src="?([^"\s>]*main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  expect(src, `the hashed main bundle in ${origin}/`).toBeTruthy();
  return new URL(src as string, `${origin}/`).toString();
}

/** The hashed chunk of a remote's exposed routes, as its mf-manifest.json names it (name.<contenthash>.js). */
async function routesChunkOf(request: APIRequestContext, origin: string): Promise<string> {
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0]?.assets.js.sync.find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  expect(chunk, `a hashed chunk in ${origin}/mf-manifest.json`).toBeTruthy();
  return new URL(chunk as string, `${origin}/`).toString();
}

test('hashed bundles of the shell and of every remote are compressed and cached for a year', async ({
  request,
  baseURL,
}) => {
  const bundles = [await mainBundleOf(request, new URL(baseURL as string).origin)];
  for (const origin of await remoteOrigins(request)) bundles.push(await routesChunkOf(request, origin));
  for (const bundle of bundles) {
    const br = await request.get(bundle, { headers: ACCEPTS });
    expect(br.ok(), bundle).toBe(true);
    expect(br.headers()['content-encoding'], bundle).toBe('br');
    expect(br.headers()['cache-control'], bundle).toBe(IMMUTABLE);
    expect(br.headers().vary, bundle).toMatch(/Accept-Encoding/i);

    const gzip = await request.get(bundle, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], bundle).toBe('gzip');
    // Either way the browser gets the same script.
    expect((await gzip.body()).equals(await br.body()), bundle).toBe(true);
  }
});

test('index.html and each remoteEntry.js revalidate, and respond with 304 when unchanged', async ({
  request,
  baseURL,
}) => {
  const shellIndex = `${new URL(baseURL as string).origin}/`;
  const entries = (await remoteOrigins(request)).map((origin) => `${origin}/remoteEntry.js`);
  for (const url of [shellIndex, ...entries]) {
    const res = await request.get(url, { headers: ACCEPTS });
    expect(res.ok(), url).toBe(true);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
    const etag = res.headers().etag;
    expect(etag, url).toBeTruthy();
    const again = await request.get(url, { headers: { ...ACCEPTS, 'If-None-Match': etag } });
    expect(again.status(), url).toBe(304);
  }
  const remotesJson = await request.get('/mf-remotes.json');
  expect(remotesJson.headers()['cache-control']).toBe('no-cache');
  const unchanged = await request.get('/mf-remotes.json', {
    headers: { 'If-None-Match': remotesJson.headers().etag },
  });
  expect(unchanged.status()).toBe(304);
});

test("the API's JSON comes compressed through the shell's proxy", async ({ request }) => {
  const res = await request.get('/api/v1/product?limit=16', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-encoding']).toBe('gzip');
  const products = (await res.json()) as unknown[];
  expect(products.length).toBeGreaterThan(0);
});
