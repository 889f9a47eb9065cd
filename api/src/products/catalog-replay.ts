import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { CATALOG_MEMORY_KEYS, CatalogCache } from './catalog-cache';

/** The public lists and the colours, whose answers are replayed: the paths of ProductsController's routes. */
const REPLAYED_PATHS = new Set([
  '/api/v1/product',
  '/api/v1/newarrivals',
  '/api/v1/bestsellers',
  '/api/v1/product/colours',
]);
/** A product's answer is replayed too, under its route's template. */
const PRODUCT_PATH = /^\/api\/v1\/product\/[^/]+$/;
const PRODUCT_ROUTE = '/api/v1/product/:id';

/**
 * The route template of a path whose answer may be replayed (the metrics' label, never the URL), or null. Only
 * the answers CatalogCacheInterceptor marks are ever kept: a path matched here that the route refuses (a product
 * that does not exist) is answered by the pipeline every time.
 */
export function replayedRouteOf(path: string): string | null {
  if (REPLAYED_PATHS.has(path)) return path;
  return PRODUCT_PATH.test(path) ? PRODUCT_ROUTE : null;
}

/** Headers that belong to one connection or one moment, never replayed. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** What express leaves out of a 304 (it has no body). */
const NOT_IN_304 = new Set(['content-type', 'content-length', 'content-encoding']);

const REPLAYABLE = Symbol('catalog-replayable');

type Marked = ServerResponse & { [REPLAYABLE]?: { version: number; at: number } };

/**
 * Set by CatalogCacheInterceptor on a catalog answer: it may be replayed while it would still be kept by the catalog
 * cache (never when CATALOG_CACHE is off).
 */
export function markReplayable(res: ServerResponse, answer: { version: number | null; at: number }): void {
  if (answer.version !== null) (res as Marked)[REPLAYABLE] = { version: answer.version, at: answer.at };
}

interface Replay {
  version: number;
  at: number;
  headers: OutgoingHttpHeaders;
  etag: string | undefined;
  body: Buffer;
}

/**
 * The public catalog's answers (the lists, a product, the colours), answered again from memory by the first express middleware (bootstrap.ts), ahead of
 * the rest of the pipeline and of Nest, byte for byte as the full pipeline (helmet, CORS, compression, the
 * controller) wrote them for the same request.
 *
 * Most requests of a shop are the same few list pages. Through the whole pipeline each one costs about 0.3 ms of
 * CPU even when the catalog cache holds its body, mostly compression and routing; replayed, it costs a map lookup.
 * What an answer depends on is in its key: the URL, Accept-Encoding (compression), Origin (CORS) and whether the
 * request came over HTTPS (HSTS). A request with a token is never replayed: it is answered `no-store`. An answer
 * is replayed only while the catalog version it was computed at is still the database's (CatalogCache.isCurrent,
 * the read every request already makes), so a write on any instance is seen by the next request on every instance.
 */
@Injectable()
export class CatalogReplay {
  /** Requests answered from memory; the tests read it to tell a replay from a full answer. */
  replayed = 0;

  constructor(private readonly cache: CatalogCache) {}

  /**
   * The key of a request that may be replayed and its route's template, or null. `secure`: whether express deems
   * it HTTPS under TRUST_PROXY (then helmet adds HSTS).
   */
  keyOf(req: IncomingMessage, secure: () => boolean): { key: string; route: string } | null {
    if (!this.cache.enabled || req.method !== 'GET' || req.headers.authorization) return null;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const route = replayedRouteOf(query < 0 ? url : url.slice(0, query));
    if (!route) return null;
    const { origin = '', 'accept-encoding': encoding = '' } = req.headers;
    // Each part quoted whole: joined by a mere separator, a space the client put in Accept-Encoding or Origin
    // could shift a word from one part to the next, and one request's answer (without CORS) would go to another.
    const key = CATALOG_MEMORY_KEYS.replay + JSON.stringify([secure() ? 's' : 'p', encoding, origin, url]);
    return { key, route };
  }

  /**
   * Answers `req` from memory when its answer is kept and current; false when the full pipeline must answer.
   * `log` (production's request log) is called first, as the pipeline's logger would be.
   */
  async replay(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    log?: (req: IncomingMessage, res: ServerResponse) => void,
  ): Promise<boolean> {
    const replay = this.cache.memory.get(key) as Replay | undefined;
    if (!replay) return false;
    if (!(await this.cache.isCurrent(replay.version, replay.at, req))) {
      if (this.cache.memory.get(key) === replay) this.cache.memory.delete(key);
      return false;
    }
    this.replayed += 1;
    log?.(req, res);
    if (replay.etag && matchesEtag(req.headers['if-none-match'], replay.etag)) {
      const headers = Object.fromEntries(
        Object.entries(replay.headers).filter(([name]) => !NOT_IN_304.has(name)),
      );
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...replay.headers, 'content-length': replay.body.length });
    res.end(replay.body);
    return true;
  }

  /**
   * Keeps what the full pipeline writes for `req`, when the route marked it replayable and it is a 200: the
   * headers and body as they leave, compressed as the request asked, so an answer is compressed once per
   * Accept-Encoding, not once per request. An answer too large for the memory's budget is not kept.
   */
  record(key: string, res: ServerResponse): void {
    const largest = this.cache.memory.largest;
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > largest) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
    res.once('finish', () => {
      const answer = (res as Marked)[REPLAYABLE];
      if (!answer || res.statusCode !== 200 || size > largest) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
      const replay: Replay = {
        ...answer,
        headers,
        etag: typeof headers.etag === 'string' ? headers.etag : undefined,
        body: Buffer.concat(chunks),
      };
      this.cache.memory.set(key, replay, replay.body.length + JSON.stringify(headers).length);
    });
  }
}

/** If-None-Match as express's `fresh` reads it: `*`, or a list of tags one of which is `etag` (weak or not). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strong = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strong(tag) === strong(etag));
}
