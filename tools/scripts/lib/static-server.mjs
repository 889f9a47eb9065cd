// A small, dependency-free static server for the built apps: long caching for hashed files, brotli or gzip,
// SPA fallback for the shell, CORS for the remotes, the API proxy and /mf-remotes.json (the shell),
// security headers on its own answers (the shell's with a Content-Security-Policy naming the remotes).
// Hashed files (name.0123abcd.js) are cached for a year; index.html, mf-manifest.json and
// remoteEntry.js are revalidated on every load, so a new deployment is picked up at once.
import { createHash } from 'node:crypto';
import { createReadStream, promises as fsp, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createApiProxy, isApiPath, parseTargets } from './api-proxy.mjs';
import { cameOverHttps } from './came-over-https.mjs';
import { createFirstScreen, FIRST_SCREEN_LOADER_CSP } from './first-screen.mjs';
import { pageChunkOf } from './page-data-hints.mjs';
import { createPageHints, hostVersionsOf } from './page-hints.mjs';
import { sendJson, sendText } from './respond.mjs';

const require = createRequire(import.meta.url);
const { remotesManifest } = require('../../remotes.js');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encodings this server sends, in the order it prefers them, with the file suffix of a precompressed sibling.
 * Brotli quality 9 is about as fast as gzip's default here (tens of ms for the largest bundle) and ~8% smaller;
 * 11 would take ten times longer on the first request of each file.
 */
const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (buffer) =>
      brotli(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  { name: 'gzip', suffix: '.gz', compress: (buffer) => gzip(buffer, { level: 6 }) },
];

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
const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESS_FILE_BYTES = 8 * 1024 * 1024;
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

/** HSTS as browsers expect it: a year, subdomains included. Sent only on answers that travelled over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins (scheme://host:port) of the remotes the served /mf-remotes.json names. */
export function remoteOrigins(manifest) {
  const origins = new Set();
  for (const { entry } of manifest.remotes) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // A relative entry is served by the shell itself: 'self' covers it.
    }
  }
  return [...origins];
}

/**
 * The shell's Content-Security-Policy. Scripts, manifests, fonts and pictures come from the shop and the remotes
 * (Module Federation loads each remote's mf-manifest.json and chunks from its own origin). Styles allow inline:
 * the apps' CSS Modules are injected as <style> elements by style-loader at run time (React's style props and
 * chart.js go through CSSOM, which CSP does not restrict). Pictures also come from data: and blob: (the image
 * preview of the product form). Nothing may frame the shop, and forms post only to it. `inlineScripts` are the
 * hashes of the only inline scripts allowed (the first screen's loader, lib/first-screen.mjs).
 */
export function shellContentSecurityPolicy(remotes, inlineScripts = []) {
  const withRemotes = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[withRemotes, ...inlineScripts].join(' ')}`,
    `style-src ${withRemotes} 'unsafe-inline'`,
    `img-src ${withRemotes} data: blob:`,
    `font-src ${withRemotes}`,
    `connect-src ${withRemotes}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return 'no-cache';
  if (HASHED.test(fileName)) return IMMUTABLE;
  return 'no-cache';
}

/** Compressed files kept in memory, least recently used dropped first. */
class CompressedCache {
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

/** The codings of an Accept-Encoding header the client did not refuse (q=0). */
function acceptedCodings(req) {
  const header = req.headers['accept-encoding'];
  if (!header) return new Set();
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(coding.trim().toLowerCase());
  }
  return accepted;
}

/** Brotli when the request accepts it, else gzip, else none (null). */
export function encodingFor(req) {
  const accepted = acceptedCodings(req);
  return ENCODINGS.find(({ name }) => accepted.has(name)) ?? null;
}

/** A strong validator of generated content (mf-remotes.json), so the browser can revalidate it with a 304. */
function contentEtag(text) {
  return `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(req, etag) {
  const inm = req.headers['if-none-match'];
  return Boolean(inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*'));
}

/**
 * @param {object} options
 * @param {string} options.root           folder to serve
 * @param {boolean} [options.spa]         serve index.html for unknown extensionless GETs
 * @param {boolean} [options.cors]        Access-Control-Allow-Origin: * (remotes)
 * @param {string|null} [options.proxy]   API origin for /api, /uploads, /sandbox (e.g. http://127.0.0.1:3000)
 * @param {boolean} [options.remotesJson] answer /mf-remotes.json from the environment, and send the CSP
 *                                        that allows those remotes (the shell)
 * @param {string|null} [options.firstScreenBundle]  the storefront's server build, which renders landing pages'
 *                                        first screens into the shell's page (first-screen.mjs); needs `proxy`
 * @param {(line: string) => void} [options.log]
 */
export function createStaticServer({
  root,
  spa = false,
  cors = false,
  proxy = null,
  remotesJson = false,
  firstScreenBundle = null,
  log = () => {},
}) {
  const rootDir = path.resolve(root);
  const compressedCache = new CompressedCache(COMPRESSED_CACHE_BYTES);
  /** Compressions under way, so a burst of first requests for one file compresses it once. */
  const compressing = new Map();

  async function compressedBody(file, stat, encoding) {
    const key = `${encoding.name}:${file}:${stat.size}:${stat.mtimeMs}`;
    const cached = compressedCache.get(key);
    if (cached) return cached;
    let pending = compressing.get(key);
    if (!pending) {
      pending = fsp
        .readFile(file)
        .then((raw) => encoding.compress(raw))
        .then((body) => {
          compressedCache.set(key, body);
          return body;
        })
        .finally(() => compressing.delete(key));
      compressing.set(key, pending);
    }
    return pending;
  }
  const apiProxy = proxy ? createApiProxy(proxy, log) : null;
  const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};
  // The shell's policy names the remotes of the manifest it serves (read once: it comes from the environment).
  const origins = remotesJson ? remoteOrigins(remotesManifest(process.env)) : [];
  const apiOrigin = proxy ? parseTargets(proxy)[0] : null;
  const pageHints = remotesJson
    ? createPageHints({
        remotes: () => remotesManifest(process.env),
        origins,
        hostVersions: ownVersions,
        apiOrigin,
        log,
      })
    : null;
  const firstScreen =
    remotesJson && firstScreenBundle && apiOrigin
      ? createFirstScreen({
          bundle: firstScreenBundle,
          apiOrigin,
          shellRoot: rootDir,
          manifestOf: pageHints.trustedManifest,
          log,
        })
      : null;
  const csp = remotesJson
    ? shellContentSecurityPolicy(origins, firstScreen ? [FIRST_SCREEN_LOADER_CSP] : [])
    : null;

  /** The shell's singletons, from its own build's manifest, read again when that file changes (a new build). */
  let own = { mtimeMs: -1, versions: null };
  function ownVersions() {
    const file = path.join(rootDir, 'mf-manifest.json');
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== own.mtimeMs)
        own = { mtimeMs, versions: hostVersionsOf(JSON.parse(readFileSync(file, 'utf8'))) };
    } catch {
      own = { mtimeMs: -1, versions: null };
    }
    return own.versions;
  }

  /** Every answer of this server (not the API's, which sets its own): the shell's also get its CSP. */
  function setSecurityHeaders(req, res) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (csp) res.setHeader('Content-Security-Policy', csp);
    if (cameOverHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
  }

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
    const compressible = COMPRESSIBLE.has(ext) && stat.size >= MIN_COMPRESS_BYTES;
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] || 'application/octet-stream',
      'Cache-Control': cacheControlFor(name),
      'Last-Modified': stat.mtime.toUTCString(),
      ETag: etag,
      ...corsHeaders,
    };
    if (compressible) headers.Vary = 'Accept-Encoding';

    if (matchesEtag(req, etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }

    const head = req.method === 'HEAD';
    const encoding = compressible ? encodingFor(req) : null;
    if (encoding) {
      // A precompressed sibling (file.js.br, file.js.gz) wins when it is at least as new as the file.
      const preFile = file + encoding.suffix;
      const pre = await fsp.stat(preFile).catch(() => null);
      if (pre && pre.isFile() && pre.mtimeMs >= stat.mtimeMs) {
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding.name, 'Content-Length': pre.size });
        if (head) return void res.end();
        const stream = createReadStream(preFile);
        stream.on('error', () => res.destroy());
        stream.pipe(res);
        return;
      }
      if (stat.size <= MAX_COMPRESS_FILE_BYTES) {
        const body = await compressedBody(file, stat, encoding);
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding.name, 'Content-Length': body.length });
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

  /**
   * The shell's index.html with the page's hints (page-hints.mjs) written into its head and, on a landing page, its
   * first screen (first-screen.mjs); small, so made per request.
   */
  async function serveShellPage(req, res, file, pathname, search) {
    const template = await fsp.readFile(file, 'utf8');
    const hints = await pageHints(pathname, search);
    // A function, so that no `$&` or `$'` in a hint (a picture's address) is read as a replacement pattern.
    const page = template.replace('</head>', () => `  ${hints}\n  </head>`);
    const withScreen =
      firstScreen && pageChunkOf(pathname) ? await firstScreen(pathname, search, page) : null;
    const html = Buffer.from(withScreen ?? page);
    const etag = `W/${contentEtag(html)}`;
    const headers = {
      'Content-Type': CONTENT_TYPES['.html'],
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (matchesEtag(req, etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = encodingFor(req);
    const body = encoding ? await encoding.compress(html) : html;
    res.writeHead(200, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding.name } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res) {
    const url = new URL(req.url || '/', 'http://localhost');
    const pathname = url.pathname;

    if (apiProxy && isApiPath(pathname)) {
      apiProxy.forward(req, res);
      return;
    }
    setSecurityHeaders(req, res);

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
      const manifest = remotesManifest(process.env);
      const etag = contentEtag(JSON.stringify(manifest));
      if (matchesEtag(req, etag)) {
        res.writeHead(304, { ...corsHeaders, 'Cache-Control': 'no-cache', ETag: etag });
        res.end();
        return;
      }
      sendJson(res, 200, manifest, { ...corsHeaders, ETag: etag });
      return;
    }

    const file = resolveFile(pathname);
    if (!file) {
      sendText(res, 400, 'Bad Request\n', corsHeaders);
      return;
    }
    const found = await statFile(file);
    if (found && pageHints && found.file === path.join(rootDir, 'index.html')) {
      await serveShellPage(req, res, found.file, pathname, url.search);
      return;
    }
    if (found) {
      await serveFile(req, res, found.file, found.stat);
      return;
    }
    // Client-side routes (/MenProduct, /dashboard/user/orders) get the app; missing files stay 404.
    const lastSegment = pathname.split('/').pop() || '';
    if (spa && !lastSegment.includes('.')) {
      const index = await statFile(path.join(rootDir, 'index.html'));
      if (index && pageHints) {
        await serveShellPage(req, res, index.file, pathname, url.search);
        return;
      }
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
