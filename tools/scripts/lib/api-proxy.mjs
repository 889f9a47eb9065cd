// The shell's reverse proxy: /api, /uploads and /sandbox (API.prefixes in tools/apps.js) go to the API,
// so the shop and its API answer from one origin.
import http from 'node:http';
import { createRequire } from 'node:module';
import { cameOverHttps } from './came-over-https.mjs';
import { sendJson } from './respond.mjs';

const require = createRequire(import.meta.url);
const { API } = require('../../apps.js');

// Requests without a body: one that failed on a kept-alive connection can be sent again as it was.
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Whether a request path belongs to the API. */
export function isApiPath(pathname) {
  return API.prefixes.some((p) => pathname === p || pathname.startsWith(p + '/'));
}

/**
 * The API origins of `targets`: one URL, several separated by commas (several API instances), or an array.
 * @param {string | string[]} targets
 */
export function parseTargets(targets) {
  const list = (Array.isArray(targets) ? targets : String(targets).split(','))
    .map((target) => target.trim())
    .filter(Boolean);
  if (!list.length) throw new Error('The API proxy needs at least one API URL');
  return list.map((target) => new URL(target));
}

/**
 * A request handler forwarding to the API, and the agent to destroy when the server closes. With several
 * targets (API instances sharing one database and one Redis), requests go round robin; an instance that cannot
 * be connected to is skipped and the next one tried, so one instance restarting loses no request.
 *
 * X-Forwarded-For is this proxy's own account of the client, the socket's address: whatever the client sent is
 * replaced, never appended to, so a forged value can never reach the API's rate limits (TRUST_PROXY).
 * X-Forwarded-Proto says https only when the shell's own answers would send HSTS (cameOverHttps).
 * @param {string | string[]} targets  API origin(s), e.g. http://127.0.0.1:3000 or "http://127.0.0.1:3001,http://127.0.0.1:3002"
 * @param {(line: string) => void} log
 */
export function createApiProxy(targets, log) {
  const upstreams = parseTargets(targets);
  // Idle connections are dropped after 4 s, before the API's own keep-alive timeout (Node's 5 s) closes them: a
  // request then seldom goes out on a connection the API is closing.
  const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 });
  let next = 0;
  const forward = (req, res) => {
    const headers = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(key)) headers[key] = value;
    }
    headers['x-forwarded-for'] = req.socket.remoteAddress || '';
    // https when the browser's connection was: TLS here, or a trusted TLS terminator in front that says so (so the
    // API sends HSTS behind it); a client's own claim from anywhere else is replaced.
    headers['x-forwarded-proto'] = cameOverHttps(req) ? 'https' : 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    else delete headers['x-forwarded-host'];
    // Bodies without a known length are re-chunked by node.
    if (req.headers['transfer-encoding'] && !req.headers['content-length'])
      headers['transfer-encoding'] = 'chunked';

    const first = next;
    next = (next + 1) % upstreams.length;
    let current;
    // The browser went away: stop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) current?.destroy();
    });

    let resent = false;
    const send = (attempt, agent = proxyAgent) => {
      const target = upstreams[(first + attempt) % upstreams.length];
      const upstream = http.request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port || 80,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (upstreamRes) => {
          const out = {};
          for (const [key, value] of Object.entries(upstreamRes.headers)) {
            if (!HOP_BY_HOP.has(key)) out[key] = value;
          }
          const status = upstreamRes.statusCode || 502;
          if (upstreamRes.statusMessage) res.writeHead(status, upstreamRes.statusMessage, out);
          else res.writeHead(status, out);
          upstreamRes.pipe(res);
          upstreamRes.on('error', () => res.destroy());
        },
      );
      current = upstream;
      // The body is read only once connected: until then the request is untouched and another instance can take it.
      let connected = false;
      const start = () => {
        connected = true;
        req.pipe(upstream);
      };
      upstream.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', start);
        else start();
      });
      upstream.on('error', (error) => {
        // The API closed an idle kept-alive connection just as this request went out on it (its keep-alive timeout
        // raced ours): nothing reached the API, so a request without a body goes again, once, on a connection of its
        // own. The agent's other idle connections may be closing too: the API closes those of one burst together.
        if (upstream.reusedSocket && error.code === 'ECONNRESET' && BODYLESS.has(req.method) && !resent) {
          if (!res.destroyed && !res.headersSent) {
            resent = true;
            send(attempt, false);
            return;
          }
        }
        if (!connected && attempt + 1 < upstreams.length && !res.destroyed) {
          log(`proxy ${target.host}: ${error.code || error.message}, trying the next instance`);
          send(attempt + 1);
          return;
        }
        log(`proxy ${req.method} ${req.url} → ${target.host}: ${error.code || error.message}`);
        if (!res.headersSent) {
          sendJson(res, 502, { success: false, message: 'The shop server is not reachable' });
        } else {
          res.destroy();
        }
      });
    };
    send(0);
  };
  return { forward, close: () => proxyAgent.destroy() };
}
