// The shell's reverse proxy: /api, /uploads and /sandbox (API.prefixes in tools/apps.js) go to the API,
// so the shop and its API answer from one origin.
import http from 'node:http';
import { createRequire } from 'node:module';
import { sendJson } from './respond.mjs';

const require = createRequire(import.meta.url);
const { API } = require('../../apps.js');

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
 * A request handler forwarding to `target`, and the agent to destroy when the server closes.
 * @param {string} target       API origin, e.g. http://127.0.0.1:3000
 * @param {(line: string) => void} log
 */
export function createApiProxy(target, log) {
  const proxyTarget = new URL(target);
  const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const forward = (req, res) => {
    const forwardedFor = req.headers['x-forwarded-for'];
    const clientIp = req.socket.remoteAddress || '';
    const headers = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(key)) headers[key] = value;
    }
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientIp}` : clientIp;
    headers['x-forwarded-proto'] = headers['x-forwarded-proto'] || 'http';
    if (req.headers.host) headers['x-forwarded-host'] = headers['x-forwarded-host'] || req.headers.host;
    // Bodies without a known length are re-chunked by node.
    if (req.headers['transfer-encoding'] && !req.headers['content-length'])
      headers['transfer-encoding'] = 'chunked';

    const upstream = http.request(
      {
        protocol: proxyTarget.protocol,
        hostname: proxyTarget.hostname,
        port: proxyTarget.port || 80,
        method: req.method,
        path: req.url,
        headers,
        agent: proxyAgent,
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
    upstream.on('error', (error) => {
      log(`proxy ${req.method} ${req.url}: ${error.code || error.message}`);
      if (!res.headersSent) {
        sendJson(res, 502, { success: false, message: 'The shop server is not reachable' });
      } else {
        res.destroy();
      }
    });
    // The browser went away: stop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  return { forward, close: () => proxyAgent.destroy() };
}
