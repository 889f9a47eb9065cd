// The shop's API proxy (api-proxy.ts) in front of a fake API: what it tells the API about the client, how it
// survives an API closing idle connections, several API instances, and clients that hold connections.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { answerOf, fakeApi, rawRequest, start, statusLine } from '../test/servers';
import { registerApiProxy, parseTargets } from './api-proxy';
import { cameOverHttps } from './came-over-https';
import { createHttpServer } from './http-server';

type Limits = Parameters<typeof registerApiProxy>[1]['limits'];

async function proxyTo(
  targets: string[],
  limits?: Limits,
  log?: (line: string) => void,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = createHttpServer({ bodyLimit: 6 * 1024 * 1024, log });
  await app.register(async (proxy) =>
    registerApiProxy(proxy, { targets: parseTargets(targets), prefixes: ['/api', '/uploads'], limits }),
  );
  return { app, url: await start(app) };
}

describe('what the proxy tells the API about the client', () => {
  let received: Record<string, string | string[] | undefined> = {};
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let shop: Awaited<ReturnType<typeof proxyTo>>;
  beforeAll(async () => {
    api = await fakeApi((req, res) => {
      received = req.headers;
      res.end('{}');
    });
    shop = await proxyTo([api.url]);
  });
  afterAll(async () => {
    await shop.app.close();
    await api.close();
  });

  const call = async (headers: Record<string, string>) => {
    await (await fetch(`${shop.url}/api/v1/health`, { headers })).text();
    return received;
  };

  it('keeps https from a trusted TLS terminator (loopback), so the API can send HSTS behind it', async () => {
    assert.equal((await call({ 'X-Forwarded-Proto': 'https' }))['x-forwarded-proto'], 'https');
  });

  it('says http for a plain connection, whatever else the client claims', async () => {
    assert.equal((await call({}))['x-forwarded-proto'], 'http');
    assert.equal((await call({ 'X-Forwarded-Proto': 'gopher' }))['x-forwarded-proto'], 'http');
  });

  it('replaces the client’s X-Forwarded-For with the socket’s address', async () => {
    const headers = await call({ 'X-Forwarded-For': '203.0.113.7, 10.0.0.1', 'X-Forwarded-Proto': 'https' });
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
  });

  it('passes the shop’s own Host on, and says it again as X-Forwarded-Host', async () => {
    const headers = await call({});
    assert.equal(headers.host, new URL(shop.url).host);
    assert.equal(headers['x-forwarded-host'], new URL(shop.url).host);
  });

  it('passes a body on byte for byte, whatever its type', async () => {
    let body = '';
    const echo = await fakeApi((req, res) => {
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () =>
        res.end(JSON.stringify({ type: req.headers['content-type'], length: req.headers['content-length'] })),
      );
    });
    const proxy = await proxyTo([echo.url]);
    try {
      const sent = '{"name":"Sita",  "__proto__": {"x": 1}}';
      const answer = await fetch(`${proxy.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: sent,
      });
      expect(await answer.json()).toEqual({ type: 'application/json', length: String(sent.length) });
      assert.equal(body, sent);
    } finally {
      await proxy.app.close();
      await echo.close();
    }
  });
});

/**
 * A proxy in front of an API that answers one request per connection and resets any later one on it: what a
 * server's keep-alive timeout does when it fires just as the proxy reuses the idle connection.
 */
async function withResettingApi(
  answer: (res: import('node:http').ServerResponse, served: number) => void,
  use: (url: string) => Promise<void>,
) {
  let served = 0;
  const answered = new WeakSet<object>();
  const api = await fakeApi((req, res) => {
    if (answered.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    answered.add(req.socket);
    // The API's Keep-Alive hint would let the pool drop the connection itself: this API gives none.
    res.shouldKeepAlive = true;
    answer(res, ++served);
  });
  api.server.keepAliveTimeout = 60_000;
  const shop = await proxyTo([api.url]);
  try {
    await use(`${shop.url}/api/v1/product`);
  } finally {
    await shop.app.close();
    await api.close();
  }
}

const sendServed = (res: import('node:http').ServerResponse, served: number) =>
  res.end(JSON.stringify({ served }));

describe('the proxy and an API that closes idle connections', () => {
  it('sends a GET again when the API closed its kept-alive connection just as the request went out', async () => {
    await withResettingApi(sendServed, async (url) => {
      for (let i = 1; i <= 3; i++) {
        const answer = await fetch(url);
        assert.equal(answer.status, 200);
        expect(await answer.json()).toEqual({ served: i });
      }
    });
  });

  it('sends the GET again on a new connection, not on another stale one', async () => {
    const held: (() => void)[] = [];
    const holdFirstThree = (res: import('node:http').ServerResponse, served: number) => {
      held.push(() => sendServed(res, served));
      if (served >= 3) held.splice(0).forEach((release) => release());
    };
    await withResettingApi(holdFirstThree, async (url) => {
      const warm = await Promise.all([1, 2, 3].map(() => fetch(url).then((answer) => answer.status)));
      expect(warm).toEqual([200, 200, 200]);
      const answer = await fetch(url);
      assert.equal(answer.status, 200);
      expect(await answer.json()).toEqual({ served: 4 });
    });
  });
});

describe('an API answer that breaks off', () => {
  it('answers 502 in the shop’s words, not the head of an answer that never came, and logs no error', async () => {
    const api = await fakeApi((req, res) => {
      if (req.url?.startsWith('/uploads/')) {
        // The head of a picture, then the connection drops before any of it.
        res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': '100000' });
        res.flushHeaders();
        setImmediate(() => res.destroy());
        return;
      }
      res.end('{}');
    });
    const logged: string[] = [];
    const shop = await proxyTo([api.url], undefined, (line) => logged.push(line));
    try {
      const cut = await fetch(`${shop.url}/uploads/products/p-card.webp`);
      assert.equal(cut.status, 502);
      assert.match(cut.headers.get('content-type') ?? '', /^application\/json/);
      expect(await cut.json()).toEqual({ success: false, message: 'The shop server is not reachable' });
      const next = await fetch(`${shop.url}/api/v1/health`);
      assert.equal(await next.text(), '{}');
      // It used to try a JSON answer under the picture's head, which fastify refused and logged as its own error.
      assert.deepEqual(
        logged.filter((line) => line.startsWith('error on')),
        [],
      );
    } finally {
      await shop.app.close();
      await api.close();
    }
  });
});

describe('several API instances', () => {
  it('sends requests round robin, and past an instance that cannot be reached', async () => {
    const seen: string[] = [];
    const one = await fakeApi((_req, res) => (seen.push('one'), res.end('{}')));
    const two = await fakeApi((_req, res) => (seen.push('two'), res.end('{}')));
    const gone = await fakeApi((_req, res) => res.end('{}'));
    await gone.close();
    const shop = await proxyTo([one.url, two.url, gone.url]);
    try {
      for (let i = 0; i < 6; i++) {
        const answer = await fetch(`${shop.url}/api/v1/health`, { method: i % 2 ? 'POST' : 'GET' });
        assert.equal(answer.status, 200);
        await answer.text();
      }
      assert.ok(seen.includes('one') && seen.includes('two'), seen.join(' '));
      assert.equal(seen.length, 6);
    } finally {
      await shop.app.close();
      await one.close();
      await two.close();
    }
  });

  it('answers 502 in the shop’s words when no API can be reached', async () => {
    const gone = await fakeApi((_req, res) => res.end('{}'));
    await gone.close();
    const shop = await proxyTo([gone.url]);
    try {
      const answer = await fetch(`${shop.url}/api/v1/health`);
      assert.equal(answer.status, 502);
      expect(await answer.json()).toEqual({ success: false, message: 'The shop server is not reachable' });
    } finally {
      await shop.app.close();
    }
  });
});

describe('clients that hold connections', () => {
  // A probe of the running shop: 64 connections sending `POST /api/v1/contact` with Content-Length: 100000 and
  // then only `{` took every connection to the API for minutes, and every shopper's call hung.
  it('leaves the API answering everyone else while 80 request bodies stall', async () => {
    const api = await fakeApi((req, res) => {
      req.resume();
      req.on('end', () => res.end('{"ok":true}'));
    });
    const shop = await proxyTo([api.url]);
    const slow = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        rawRequest(
          shop.url,
          'POST /api/v1/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100000\r\n\r\n{',
          // Another address than the shopper's below, as an attacker's would be.
          `127.0.0.${2 + (i % 4)}`,
        ),
      ),
    );
    try {
      const began = Date.now();
      const answers = await Promise.all(
        ['GET', 'POST', 'GET'].map((method) =>
          fetch(`${shop.url}/api/v1/product`, {
            method,
            ...(method === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}),
            signal: AbortSignal.timeout(3_000),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      assert.ok(Date.now() - began < 3_000);
    } finally {
      for (const socket of slow) socket.destroy();
      await shop.app.close();
      await api.close();
    }
  });

  it('gives up a body that stops arriving (408), and closes its connection', async () => {
    let reached = 0;
    const api = await fakeApi((_req, res) => (reached++, res.end('{}')));
    const shop = await proxyTo([api.url], { bodyStallMs: 300 });
    try {
      const socket = await rawRequest(
        shop.url,
        'POST /api/v1/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{',
      );
      // The whole answer, read until the proxy closes the connection.
      const answer = await answerOf(socket);
      assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
      assert.match(answer, /\r\nconnection: close\r\n/i);
      assert.match(
        answer,
        /\{"success":false,"message":"The request took too long to arrive\. Please try again\."\}$/,
      );
      assert.equal(reached, 0);
    } finally {
      await shop.app.close();
      await api.close();
    }
  });

  it('refuses a body over its limit (413) before it reaches the API', async () => {
    let reached = 0;
    const api = await fakeApi((_req, res) => (reached++, res.end('{}')));
    const shop = await proxyTo([api.url]);
    try {
      const socket = await rawRequest(
        shop.url,
        `POST /api/v1/product HTTP/1.1\r\nHost: shop\r\nContent-Type: image/png\r\nContent-Length: ${7 * 1024 * 1024}\r\n\r\n`,
      );
      assert.equal(await statusLine(socket), 'HTTP/1.1 413 Payload Too Large');
      socket.destroy();
      assert.equal(reached, 0);
    } finally {
      await shop.app.close();
      await api.close();
    }
  });

  it('keeps one address to its share of open requests (429 past it), and frees it as requests end', async () => {
    const held: (() => void)[] = [];
    const api = await fakeApi((_req, res) => held.push(() => res.end('{}')));
    const shop = await proxyTo([api.url], { clientLimit: 3 });
    try {
      const open = [1, 2, 3].map(() => fetch(`${shop.url}/api/v1/product`));
      while (held.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const refused = await fetch(`${shop.url}/api/v1/product`);
      assert.equal(refused.status, 429);
      assert.equal(refused.headers.get('retry-after'), '1');
      assert.equal(((await refused.json()) as { success: boolean }).success, false);
      held.splice(0).forEach((release) => release());
      await Promise.all((await Promise.all(open)).map((answer) => answer.text()));
      const next = fetch(`${shop.url}/api/v1/product`);
      while (held.length < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      held.splice(0).forEach((release) => release());
      assert.equal((await next).status, 200);
    } finally {
      await shop.app.close();
      await api.close();
    }
  });
});

describe('came-over-https', () => {
  const request = (remoteAddress: string, proto?: string, encrypted = false) =>
    ({
      socket: { remoteAddress, encrypted },
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    }) as unknown as Parameters<typeof cameOverHttps>[0];

  it('believes X-Forwarded-Proto from loopback only, as TRUST_PROXY’s default does', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      assert.equal(cameOverHttps(request(peer, 'https')), true, peer);
    assert.equal(cameOverHttps(request('127.0.0.1', 'HTTPS, http')), true);
    for (const peer of ['203.0.113.9', '10.0.0.2', '::ffff:10.0.0.2', '2001:db8::1'])
      assert.equal(cameOverHttps(request(peer, 'https')), false, peer);
    assert.equal(cameOverHttps(request('127.0.0.1', 'http')), false);
  });

  it('counts a TLS socket as https whoever it is', () => {
    assert.equal(cameOverHttps(request('203.0.113.9', undefined, true)), true);
  });
});
