// Pages that cannot be made to queue (page-limiter.ts): the probe of issue 37, item 4, against the shop's real
// server in a process of its own (main.ts), with a storefront server build whose pages each cost this server 5 ms
// of its thread (standing in for the first screen's render), while autocannon, from another process, keeps 64
// requests for different searches open from one address.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { A_HEAD } from '../test/plans';
import { fakeApi, type ServerProcess, startServerProcess } from '../test/servers';
import { createPageLimiter, pageKeyOf, type MadePage } from './page-limiter';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Pashmina Shop</title><style>.boot-bar{border:0}</style>' +
  '<script defer src=/main.0123abcd.js></script></head><body><div id=root><div class=boot-bar></div>' +
  '<div class=boot-main></div></div></body></html>';

/** The storefront's server build: every page a landing page whose data comes from the API, then 5 ms of work. */
const BUNDLE = `
const head = ${JSON.stringify(A_HEAD)};
exports.browserFiles = [];
exports.createStorefrontServer = () => ({
  planOf(pathname, search) {
    return {
      status: 200, location: null, head, remote: 'storefront', landing: { name: 'list', chunk: 'page-list', catalogPart: 'listing' },
      async load(fetchPage) {
        const text = new URLSearchParams(search).get('text') || '';
        const path = '/api/v1/product?category=women&text=' + encodeURIComponent(text);
        await (await fetchPage(path)).json();
        const until = performance.now() + 5;
        while (performance.now() < until);
        return { requests: [path], picture: null, status: 200, head, render: async () => null, release() {} };
      },
    };
  },
});
`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How long GET `url` takes from `agent`'s address, its body read. */
function timed(url: string, agent: http.Agent): Promise<{ status: number; ms: number }> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - began }));
      })
      .on('error', reject);
  });
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1];

describe('pages from one address cannot hold up another’s (the shop’s server in its own process)', () => {
  const servers: ServerProcess[] = [];
  let api: Awaited<ReturnType<typeof fakeApi>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'page-limiter-'));
  const root = path.join(dir, 'shell');

  /** The shop's server on a port of its own, with at most `perClient` pages made at once per client. */
  async function shopServer(perClient: number): Promise<string> {
    const port = await freePort();
    // The storefront's manifest is not found, so no hints of its files.
    servers.push(
      await startServerProcess(
        [
          ...['--dir', root, '--port', String(port), '--proxy', api.url],
          ...['--first-screen', path.join(dir, 'first-screen.js')],
        ],
        { STOREFRONT_URL: `${api.url}/storefront`, PAGE_RENDERS_PER_CLIENT: String(perClient) },
      ),
    );
    return `http://127.0.0.1:${port}`;
  }

  beforeAll(async () => {
    mkdirSync(root);
    writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    writeFileSync(
      path.join(root, 'main.0123abcd.js'),
      `console.log(${JSON.stringify('pashmina '.repeat(400))});`,
    );
    writeFileSync(path.join(dir, 'first-screen.js'), BUNDLE);
    // The API answers at once, as its catalog cache does: the pages' cost is the shop server's own.
    api = await fakeApi((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(req.url?.startsWith('/api/v1/product') ? '{"success":true,"products":[]}' : '{"status":"ok"}');
    });
  }, 30_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const paths = { page: '/WomenProduct?text=shawl', file: '/main.0123abcd.js', health: '/api/v1/health' };
  type Kind = keyof typeof paths;

  /** A second address's page, file and health times while 127.0.0.1 keeps 64 different searches open on `shop`. */
  async function underFlood(shop: string) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.3' });
    // Each once, so the code of each path has run before it is timed.
    for (const url of Object.values(paths)) assert.equal((await timed(`${shop}${url}`, agent)).status, 200);
    // Each request a search of its own ([<id>]: a new id each time).
    const flood = new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [
          '-e',
          // Its command line reads brackets as options of their own: the id placeholder goes in through its API.
          `require(${JSON.stringify(require.resolve('autocannon'))})(${JSON.stringify({
            url: `${shop}/WomenProduct?text=[<id>]`,
            connections: 64,
            duration: 4,
            idReplacement: true,
          })}).then((result) => console.log(JSON.stringify(result)))`,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const times: Record<Kind, number[]> = { page: [], file: [], health: [] };
    const until = performance.now() + 2_000;
    // A search of its own each time, as the flood's: a page asked before is kept and sent again without being made
    // (kept-pages.ts), and these times are of pages made while the flood's are.
    let searches = 0;
    while (performance.now() < until)
      for (const [kind, url] of Object.entries(paths) as [Kind, string][]) {
        const asked = kind === 'page' ? `${url}${++searches}` : url;
        const { status, ms } = await timed(`${shop}${asked}`, agent);
        assert.equal(status, 200, url);
        times[kind].push(ms);
      }
    const report = JSON.parse(await flood) as { requests: { total: number }; non2xx: number; errors: number };
    agent.destroy();
    assert.equal(report.non2xx + report.errors, 0);
    return { times, floodRequests: report.requests.total };
  }

  const figuresOf = (times: Record<Kind, number[]>) =>
    (Object.keys(times) as Kind[])
      .map(
        (kind) =>
          `${kind} median ${median(times[kind]).toFixed(1)} ms, slowest ${Math.max(...times[kind]).toFixed(1)} ms`,
      )
      .join('; ');

  it('serves a second address’s pages, static files and /api/v1/health in a few ms while the first keeps 64 searches open', async () => {
    const limited = await underFlood(await shopServer(4));
    // The same flood on a server that makes every page (the limit as high as the flood): the baseline of this run.
    const unlimited = await underFlood(await shopServer(64));
    const figures =
      `with the limit (${limited.floodRequests} searches in 4 s): ${figuresOf(limited.times)}; ` +
      `without it (${unlimited.floodRequests}): ${figuresOf(unlimited.times)}`;
    console.log(`item 4: another address's requests while one sends 64 searches at a time, ${figures}`);
    // The target is 50 ms on a quiet machine (15-25 ms measured there). These tests share two cores with the API's
    // suite, so the assertion is against the same flood without the limit, in the same run: a typical request takes
    // at most two thirds as long, 50 ms at the least, and none waits a second (with both suites at full speed on two
    // cores, CI measured 102 against 156 ms: half was more than that load leaves). Typical over all three kinds together:
    // without the limit the second address may get through a single round in its 2 s (one time of each kind), and
    // one time alone is no median.
    const all = (times: Record<Kind, number[]>) => Object.values(times).flat();
    assert.ok(median(all(limited.times)) < Math.max(50, (median(all(unlimited.times)) * 2) / 3), figures);
    for (const kind of Object.keys(paths) as Kind[])
      assert.ok(Math.max(...limited.times[kind]) < 1_000, `${kind}: ${figures}`);
  }, 40_000);
});

describe('the page limiter', () => {
  const request = (ip: string) => ({ ip, raw: { socket: { remoteAddress: ip } } }) as never;
  const page = (html: string): MadePage => ({ status: 200, html });
  /** A page asked of `limit` from `ip`, its answer sent as soon as it is made (as shell-page.ts sends it). */
  const ask = (
    limit: ReturnType<typeof createPageLimiter>,
    ip: string,
    pathname: string,
    search: string,
    make: (plain: boolean) => Promise<MadePage>,
  ) => {
    const raw = Object.assign(new EventEmitter(), { writableFinished: false, destroyed: false });
    return limit(request(ip), { raw } as never, pathname, search, make).then((made) => {
      setImmediate(() => raw.emit('finish'));
      return made;
    });
  };

  it('makes N pages at once per client (an IPv6 /64 is one); the rest wait, then come from a copy or plain, for a moment', async () => {
    // A calm of 1.5 s, so a loaded machine's pauses between the steps below never outlast it.
    const limit = createPageLimiter({ perClient: 2, calmMs: 1_500 });
    const releases: (() => void)[] = [];
    const made: string[] = [];
    const slow = (html: string) => (plain: boolean) => {
      made.push(plain ? `plain ${html}` : html);
      return plain
        ? Promise.resolve(page(`plain ${html}`))
        : new Promise<MadePage>((resolve) => releases.push(() => resolve(page(html))));
    };
    const first = ask(limit, '2001:db8:1:2::1', '/WomenProduct', '?text=a&page=2', slow('a2'));
    const second = ask(limit, '2001:db8:1:2::2', '/WomenProduct', '?text=b', slow('b'));
    // The /64's third page waits (nothing is made of it yet); another client's page is made at once.
    const third = ask(limit, '2001:db8:1:2::3', '/WomenProduct', '?page=2&text=a', slow('x'));
    const fourth = ask(limit, '2001:db8:1:2::4', '/WomenProduct', '?text=d', slow('d'));
    const other = ask(limit, '2001:db8:1:3::1', '/WomenProduct', '?text=c', slow('c'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toEqual(['a2', 'b', 'c']);
    releases.splice(0).forEach((release) => release());
    // Their turn come, the waiting pages are answered at once: the copy of the same page made a moment ago (its
    // query in another order), or the plain page.
    expect(await Promise.all([first, second, third, fourth, other])).toEqual([
      page('a2'),
      page('b'),
      page('a2'),
      page('plain d'),
      page('c'),
    ]);
    expect(made).toEqual(['a2', 'b', 'c', 'plain d']);
    // For a moment after a wait, the client's pages are all plain (or copies); then they are made again.
    expect(await ask(limit, '2001:db8:1:2::1', '/', '', slow('home'))).toEqual(page('plain home'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const later = ask(limit, '2001:db8:1:2::1', '/', '', slow('home'));
    await new Promise((resolve) => setImmediate(resolve));
    releases.splice(0).forEach((release) => release());
    expect(await later).toEqual(page('home'));
  });

  it('keys a page by its path and its query as the page reads it', () => {
    assert.equal(
      pageKeyOf('/WomenProduct', '?text=a%20b&page=2'),
      pageKeyOf('/WomenProduct', '?page=2&text=a+b'),
    );
    assert.notEqual(
      pageKeyOf('/WomenProduct', '?text=a&text=b'),
      pageKeyOf('/WomenProduct', '?text=b&text=a'),
    );
    assert.equal(pageKeyOf('/', ''), '/');
  });
});
