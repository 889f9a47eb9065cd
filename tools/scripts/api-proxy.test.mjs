// `npm run test:tools`: what the shell's API proxy (lib/api-proxy.mjs) tells the API about the client.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createApiProxy } from './lib/api-proxy.mjs';
import { cameOverHttps } from './lib/came-over-https.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

describe('tools/scripts/lib/api-proxy.mjs', () => {
  /** The headers the fake API received last. */
  let received;
  const api = http.createServer((req, res) => {
    received = req.headers;
    res.end('{}');
  });
  let proxy;
  let server;
  let url;
  before(async () => {
    const apiPort = await listen(api);
    proxy = createApiProxy(`http://127.0.0.1:${apiPort}`, () => {});
    server = http.createServer(proxy.forward);
    url = `http://127.0.0.1:${await listen(server)}/api/v1/health`;
  });
  after(() => {
    proxy.close();
    server.close();
    api.close();
  });

  const call = async (headers) => {
    await (await fetch(url, { headers })).text();
    return received;
  };

  it('keeps https from a trusted TLS terminator (loopback), so the API can send HSTS behind it', async () => {
    const headers = await call({ 'X-Forwarded-Proto': 'https' });
    assert.equal(headers['x-forwarded-proto'], 'https');
  });

  it('says http for a plain connection, whatever else the client claims', async () => {
    assert.equal((await call({}))['x-forwarded-proto'], 'http');
    assert.equal((await call({ 'X-Forwarded-Proto': 'gopher' }))['x-forwarded-proto'], 'http');
  });

  it('replaces the client’s X-Forwarded-For with the socket’s address', async () => {
    const headers = await call({ 'X-Forwarded-For': '203.0.113.7, 10.0.0.1', 'X-Forwarded-Proto': 'https' });
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
  });
});

/**
 * A proxy in front of an API that answers one request per connection and resets any later one on it: what a
 * server's keep-alive timeout does when it fires just as the proxy reuses the idle connection. `answer(res, n)`
 * answers the connection's request, the n-th served. Runs `use(url)`, then closes everything.
 */
async function withResettingApi(answer, use) {
  let served = 0;
  const api = http.createServer((req, res) => {
    if (req.socket.answered) {
      req.socket.destroy();
      return;
    }
    req.socket.answered = true;
    answer(res, ++served);
  });
  const proxy = createApiProxy(`http://127.0.0.1:${await listen(api)}`, () => {});
  const server = http.createServer(proxy.forward);
  try {
    await use(`http://127.0.0.1:${await listen(server)}/api/v1/product`);
  } finally {
    proxy.close();
    server.close();
    api.close();
  }
}

const sendServed = (res, served) => res.end(JSON.stringify({ served }));

describe('the proxy and an API that closes idle connections', () => {
  it('sends a GET again when the API closed its kept-alive connection just as the request went out', async () => {
    await withResettingApi(sendServed, async (url) => {
      for (let i = 1; i <= 3; i++) {
        const answer = await fetch(url);
        assert.equal(answer.status, 200);
        assert.deepEqual(await answer.json(), { served: i });
      }
    });
  });

  it('sends the GET again on a new connection, not on another stale one', async () => {
    // The API's keep-alive timeout closes all the proxy's idle connections together. Here the first requests are
    // held until three connections are open; after that, a request on any of them is met by a reset.
    const held = [];
    const holdFirstThree = (res, served) => {
      held.push(() => sendServed(res, served));
      if (served >= 3) held.splice(0).forEach((release) => release());
    };
    await withResettingApi(holdFirstThree, async (url) => {
      const warm = await Promise.all([1, 2, 3].map(() => fetch(url).then((answer) => answer.status)));
      assert.deepEqual(warm, [200, 200, 200]);
      const answer = await fetch(url);
      assert.equal(answer.status, 200);
      assert.deepEqual(await answer.json(), { served: 4 });
    });
  });
});

describe('tools/scripts/lib/came-over-https.mjs', () => {
  const request = (remoteAddress, proto, encrypted = false) => ({
    socket: { remoteAddress, encrypted },
    headers: proto ? { 'x-forwarded-proto': proto } : {},
  });

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
