// A small, dependency-free static server for the built apps: long caching for hashed files, gzip,
// SPA fallback for the shell, CORS for the remotes, the API proxy and /mf-remotes.json (the shell).
// Hashed files (name.0123abcd.js) are cached for a year; index.html, mf-manifest.json and
// remoteEntry.js are revalidated on every load, so a new deployment is picked up at once.
import { createReadStream, promises as fsp } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createApiProxy, isApiPath } from './api-proxy.mjs';
import { sendJson, sendText } from './respond.mjs';

const require = createRequire(import.meta.url);
const { remotesManifest } = require('../../remotes.js');

const gzip = promisify(zlib.gzip);

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
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MIN_GZIP_BYTES = 1024;
const MAX_GZIP_FILE_BYTES = 8 * 1024 * 1024;
const GZIP_CACHE_BYTES = 32 * 1024 * 1024;

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
  const apiProxy = proxy ? createApiProxy(proxy, log) : null;
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

  async function handle(req, res) {
    const url = new URL(req.url || '/', 'http://localhost');
    const pathname = url.pathname;

    if (apiProxy && isApiPath(pathname)) {
      apiProxy.forward(req, res);
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
  server.on('close', () => apiProxy?.close());
  return server;
}
