#!/usr/bin/env node
// A small, dependency-free static server for the built apps (DESIGN §7).
//
//   node shell/scripts/serve-static.mjs --app shell          # dist of shell/ on its port, SPA fallback,
//                                                            # /api /uploads /sandbox proxied, /mf-remotes.json
//   node shell/scripts/serve-static.mjs --app admin          # dist of admin/ on its port, with CORS
//   node shell/scripts/serve-static.mjs --dir some/dist --port 8080 [--spa] [--cors] [--proxy URL] [--remotes-json]
//
// Hashed files (name.0123abcd.js) are cached for a year; index.html, mf-manifest.json and
// remoteEntry.js are revalidated on every load, so a new deployment is picked up at once.
import { createReadStream, existsSync, promises as fsp, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ports = require(path.join(repoRoot, 'shared-ui/build/ports.js'));
const { remotesManifest } = require(path.join(repoRoot, 'shared-ui/build/remotes.js'));

const gzip = promisify(zlib.gzip);

/** Apps this repo serves, and what each one needs by default. */
export const APPS = {
  shell: {
    dir: 'shell/dist',
    port: () => ports.shell,
    spa: true,
    proxy: true,
    remotesJson: true,
    cors: false,
  },
  storefront: { dir: 'storefront/dist', port: () => ports.storefront, cors: true },
  'customer-area': { dir: 'customer-area/dist', port: () => ports.customerArea, cors: true },
  admin: { dir: 'admin/dist', port: () => ports.admin, cors: true },
};

export const PROXIED_PREFIXES = ['/api', '/uploads', '/sandbox'];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.svg',
  '.webmanifest',
  '.ttf',
  '.otf',
  '.eot',
]);
/** Files the browser must revalidate: they name the hashed files of the current build. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MIN_GZIP_BYTES = 1024;
const MAX_GZIP_FILE_BYTES = 8 * 1024 * 1024;
const GZIP_CACHE_BYTES = 32 * 1024 * 1024;

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

export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return 'no-cache';
  if (HASHED.test(fileName)) return IMMUTABLE;
  return 'no-cache';
}

/** gzip results kept in memory, least recently used dropped first. */
class GzipCache {
  constructor(limit) {
    this.limit = limit;
    this.bytes = 0;
    this.map = new Map();
  }
  get(key) {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key, buffer) {
    if (buffer.length > this.limit) return;
    this.map.set(key, buffer);
    this.bytes += buffer.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.limit) break;
      this.map.delete(k);
      this.bytes -= v.length;
    }
  }
}

function acceptsGzip(req) {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function sendJson(res, status, body, extraHeaders = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
    ...extraHeaders,
  });
  res.end(text);
}

function sendText(res, status, text, extraHeaders = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...extraHeaders,
  });
  res.end(text);
}

/**
 * @param {object} options
 * @param {string} options.root           folder to serve
 * @param {boolean} [options.spa]         serve index.html for unknown extensionless GETs
 * @param {boolean} [options.cors]        Access-Control-Allow-Origin: * (remotes)
 * @param {string|null} [options.proxy]   API origin for /api, /uploads, /sandbox (e.g. http://127.0.0.1:3000)
 * @param {boolean} [options.remotesJson] answer /mf-remotes.json from the environment (the shell)
 * @param {(line: string) => void} [options.log]
 */
export function createStaticServer({
  root,
  spa = false,
  cors = false,
  proxy = null,
  remotesJson = false,
  log = () => {},
}) {
  const rootDir = path.resolve(root);
  const gzipCache = new GzipCache(GZIP_CACHE_BYTES);
  const proxyTarget = proxy ? new URL(proxy) : null;
  const proxyAgent = proxyTarget ? new http.Agent({ keepAlive: true, maxSockets: 64 }) : null;
  const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};

  function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const normalized = path.posix.normalize('/' + decoded.replace(/\\/g, '/'));
    const file = path.join(rootDir, normalized);
    if (file !== rootDir && !file.startsWith(rootDir + path.sep)) return null;
    return file;
  }

  async function statFile(file) {
    try {
      const st = await fsp.stat(file);
      if (st.isDirectory()) {
        const index = path.join(file, 'index.html');
        const ist = await fsp.stat(index).catch(() => null);
        return ist && ist.isFile() ? { file: index, stat: ist } : null;
      }
      return st.isFile() ? { file, stat: st } : null;
    } catch {
      return null;
    }
  }

  async function serveFile(req, res, file, stat) {
    const name = path.basename(file);
    const ext = path.extname(name).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const compressible = COMPRESSIBLE.has(ext) && stat.size >= MIN_GZIP_BYTES;
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] || 'application/octet-stream',
      'Cache-Control': cacheControlFor(name),
      'Last-Modified': stat.mtime.toUTCString(),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...corsHeaders,
    };
    if (compressible) headers.Vary = 'Accept-Encoding';

    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
      res.writeHead(304, headers);
      res.end();
      return;
    }

    const head = req.method === 'HEAD';
    if (compressible && acceptsGzip(req)) {
      // A precompressed sibling (file.js.gz) wins when it is at least as new as the file.
      const pre = await fsp.stat(file + '.gz').catch(() => null);
      if (pre && pre.isFile() && pre.mtimeMs >= stat.mtimeMs) {
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': pre.size });
        if (head) return void res.end();
        createReadStream(file + '.gz').pipe(res);
        return;
      }
      if (stat.size <= MAX_GZIP_FILE_BYTES) {
        const key = `${file}:${stat.size}:${stat.mtimeMs}`;
        let body = gzipCache.get(key);
        if (!body) {
          body = await gzip(await fsp.readFile(file), { level: 6 });
          gzipCache.set(key, body);
        }
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
        res.end(head ? undefined : body);
        return;
      }
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (head) return void res.end();
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  function forward(req, res) {
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
  }

  async function handle(req, res) {
    const url = new URL(req.url || '/', 'http://localhost');
    const pathname = url.pathname;

    if (proxyTarget && PROXIED_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'))) {
      forward(req, res);
      return;
    }

    if (req.method === 'OPTIONS' && cors) {
      res.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD', ...corsHeaders });
      return;
    }

    if (remotesJson && pathname === '/mf-remotes.json') {
      sendJson(res, 200, remotesManifest(process.env), corsHeaders);
      return;
    }

    const file = resolveFile(pathname);
    if (!file) {
      sendText(res, 400, 'Bad Request\n', corsHeaders);
      return;
    }
    const found = await statFile(file);
    if (found) {
      await serveFile(req, res, found.file, found.stat);
      return;
    }
    // Client-side routes (/MenProduct, /dashboard/user/orders) get the app; missing files stay 404.
    const lastSegment = pathname.split('/').pop() || '';
    if (spa && !lastSegment.includes('.')) {
      const index = await statFile(path.join(rootDir, 'index.html'));
      if (index) {
        await serveFile(req, res, index.file, index.stat);
        return;
      }
    }
    sendText(res, 404, 'Not Found\n', { ...corsHeaders, 'Cache-Control': 'no-cache' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`error on ${req.method} ${req.url}: ${error.stack || error}`);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error\n');
      else res.destroy();
    });
  });
  server.on('close', () => proxyAgent?.destroy());
  return server;
}

function parseArgs(argv) {
  const args = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      args._.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split('=', 2);
    const next = argv[i + 1];
    if (inline !== undefined) args[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      args[key] = next;
      i++;
    } else args[key] = true;
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const app = args.app ? APPS[args.app] : null;
  if (args.app && !app) {
    console.error(`Unknown --app ${args.app}; one of ${Object.keys(APPS).join(', ')}`);
    process.exit(2);
  }
  const name = args.app || path.basename(path.resolve(args.dir || '.'));
  const root = path.resolve(args.dir || (app ? path.join(repoRoot, app.dir) : '.'));
  const port = Number(args.port || (app ? app.port() : 8080));
  const host = args.host || process.env.HOST || undefined;
  const defaultProxy = process.env.API_URL || `http://127.0.0.1:${ports.api}`;
  const proxy =
    args.proxy === true
      ? defaultProxy
      : args.proxy || (app?.proxy && args['no-proxy'] === undefined ? defaultProxy : null);
  const options = {
    root,
    spa: Boolean(args.spa ?? app?.spa),
    cors: Boolean(args.cors ?? app?.cors),
    proxy,
    remotesJson: Boolean(args['remotes-json'] ?? app?.remotesJson),
    log: (line) => console.error(`[${name}] ${line}`),
  };

  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`[${name}] nothing to serve: ${root} does not exist. Build it first (npm run build).`);
    process.exit(1);
  }

  const server = createStaticServer(options);
  server.on('error', (error) => {
    console.error(
      `[${name}] cannot listen on port ${port}: ${error.code === 'EADDRINUSE' ? 'it is already in use' : error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const extras = [
      options.spa && 'SPA fallback',
      options.cors && 'CORS',
      options.proxy && `proxy → ${options.proxy}`,
      options.remotesJson && '/mf-remotes.json',
    ].filter(Boolean);
    console.log(
      `[${name}] serving ${path.relative(process.cwd(), root) || '.'} on http://localhost:${port}${extras.length ? ` (${extras.join(', ')})` : ''}`,
    );
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}
