// The shop's reverse proxy: /api, /uploads and /sandbox go to the API (several instances round robin), so the shop
// and its API answer from one origin. @fastify/reply-from forwards (undici's pool, or its balanced pool); what is
// the shop's own:
// - a request's body is read in full, within its route's limit (32 KB of JSON, 6 MB for a picture) and its time,
//   before an upstream connection is taken, so a client that sends its body slowly (or never) holds nothing the
//   other shoppers need; what bodies may be held at once is body-budget.ts's;
// - a client (an address, or an IPv6 /64) has at most CLIENT_LIMIT requests, whose bodies have come, open here at once;
// - X-Forwarded-For is this proxy's own account of the client (client-address.ts: the socket's address, or what a
//   proxy named by TRUST_PROXY says): whatever the client sent is replaced, never appended to, so a forged value can
//   never reach the API's rate limits; X-Forwarded-Proto says https only when the shell's own answers would send
//   HSTS (cameOverHttps);
// - Expect (100-continue) is this server's business: body-budget.ts answers it once the body fits its route, and it
//   is never passed on;
// - a request that reached no API (a connection refused, or a kept-alive connection the API closed just as it went
//   out) goes once more, to the next instance.
import { Transform, type TransformCallback } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { API_PREFIX, UPLOAD_ROUTES } from '../../../api/src/contracts/upload-routes';
import { JSON_BODY_LIMIT, mayHaveBody, PICTURE_BODY_LIMIT } from './body-budget';
import { cameOverHttps } from './came-over-https';
import { clientAddressOf, clientGroupOfRequest } from './client-address';
import { REQUEST_TIMEOUT_MS } from './http-server';

/**
 * The routes whose body may be a picture (PICTURE_BODY_LIMIT): the API's own table of them, so a picture route the
 * API gains is one here too; every other route of the API takes JSON or a form (JSON_BODY_LIMIT, the API's own).
 */
export const PICTURE_ROUTES: { method: HTTPMethods; url: string }[] = Object.values(UPLOAD_ROUTES).map(
  ({ method, path }) => ({ method, url: `/${API_PREFIX}/${path}` }),
);
/** A body that sends nothing for this long is given up (408), whatever its total time so far. */
export const BODY_STALL_MS = 10_000;
/**
 * A JSON body must have come whole within this long: 32 KB is a few seconds even on a 2G line, and a login is under
 * 1 KB. A picture has the whole request's time (REQUEST_TIMEOUT_MS).
 */
export const JSON_BODY_READ_MS = 10_000;
/**
 * Requests one client may have open through the proxy at once, counted once their bodies have come; past it, 429.
 * Generous: many shoppers may share one address (a mobile carrier's NAT). A body still coming is counted by
 * body-budget.ts in bytes instead, so one client holding slow bodies does not shut out everyone behind its NAT.
 */
export const CLIENT_LIMIT = 64;
/** Connections kept to each API instance. */
export const UPSTREAM_CONNECTIONS = 64;

/**
 * Headers that belong to one connection, never passed on (RFC 9110 §7.6.1), and those undici sets itself. Expect is
 * answered here (Node sends 100 Continue, or 417 for another expectation) and undici refuses to send it.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'expect',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The proxy's answers when it refuses a request itself, in the API's words where the API has them. */
const PROXY_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  408: 'The request took too long to arrive. Please try again.',
  413: 'Request body is too large',
  502: 'The shop server is not reachable',
  503: 'The shop is busy. Please try again in a moment.',
};

/** Errors that mean the request never reached an API: it can go again as it was. */
const NOT_DELIVERED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/** Errors of a connection that broke under the request: only a request without a body is sent again. */
const CONNECTION_BROKE = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiProxyOptions {
  /** The API instances' origins. */
  targets: URL[];
  /** Path prefixes that belong to the API ('/api', ...). */
  prefixes: string[];
  log?: (line: string) => void;
  /** The limits above, other than their defaults (tests). */
  limits?: Partial<{ bodyStallMs: number; jsonBodyReadMs: number; clientLimit: number }>;
}

/**
 * The API origins of `targets`: one URL, several separated by commas (several API instances), or an array.
 */
export function parseTargets(targets: string | string[]): URL[] {
  const list = (Array.isArray(targets) ? targets : String(targets).split(','))
    .map((target) => target.trim())
    .filter(Boolean);
  if (!list.length) throw new Error('The API proxy needs at least one API URL');
  return list.map((target) => new URL(target));
}

/** A pass-through of a request body that fails (408) when no byte has come for `stallMs`, or not all in `readMs`. */
class StallGuard extends Transform {
  private timer: NodeJS.Timeout;
  private readonly deadline: NodeJS.Timeout;
  constructor(
    private readonly stallMs: number,
    readMs: number,
  ) {
    super();
    this.timer = this.arm();
    this.deadline = setTimeout(() => this.stall('the request body took too long'), readMs).unref();
  }
  private stall(message: string): void {
    this.destroy(Object.assign(new Error(message), { statusCode: 408 }));
  }
  private arm(): NodeJS.Timeout {
    // Unref'd: the client's socket, not this timer, is what keeps a server busy.
    return setTimeout(() => this.stall('the request body stalled'), this.stallMs).unref();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    clearTimeout(this.timer);
    this.timer = this.arm();
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    clearTimeout(this.timer);
    clearTimeout(this.deadline);
    done();
  }
  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    clearTimeout(this.timer);
    clearTimeout(this.deadline);
    done(error);
  }
}

/** The count of open requests per client (client-address.ts's group). */
function clientLimiter(limit: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a place for `address`, or answers false when it has `limit` already. */
    take(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= limit) return false;
      open.set(address, count + 1);
      return true;
    },
    give(address: string): void {
      const count = (open.get(address) ?? 1) - 1;
      if (count <= 0) open.delete(address);
      else open.set(address, count);
    },
  };
}

/** Registers the proxy's routes on `app` (an encapsulated context: its body parser and hooks stay there). */
export async function registerApiProxy(
  app: FastifyInstance,
  { targets, prefixes, log = () => {}, limits = {} }: ApiProxyOptions,
) {
  const {
    bodyStallMs = BODY_STALL_MS,
    jsonBodyReadMs = JSON_BODY_READ_MS,
    clientLimit = CLIENT_LIMIT,
  } = limits;
  const origins = targets.map((target) => target.origin);
  await app.register(replyFrom, {
    base: origins.length > 1 ? origins : origins[0],
    undici: {
      connections: UPSTREAM_CONNECTIONS,
      pipelining: 1,
      // Idle connections are dropped before the API's own keep-alive timeout (Node's 5 s) closes them.
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 4_000,
    },
    disableRequestLogging: true,
    // Which requests go again is decided by retryDelay below; 503s are the API's answer, never repeated.
    retryMethods: [],
  });

  // The proxy's own refusals speak as the API does: `{ success: false, message }`.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // The API's answer broke off after its head went out (a shopper's browser let a picture go): nothing can be
    // said any more, so the connection ends and the client sees a cut answer.
    if (reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    // The API's answer broke off before its body began: its head (a picture's type and length) must not go out.
    reply.removeHeader('Content-Type').removeHeader('Content-Length').removeHeader('Content-Encoding');
    const status =
      error.statusCode === 408 || error.statusCode === 413 || error.statusCode === 503
        ? error.statusCode
        : error.statusCode && error.statusCode < 500
          ? 400
          : 502;
    // A body that stalled or ran over its limit was not read to its end: the connection cannot carry another request.
    reply.header('Connection', 'close').header('Cache-Control', 'no-cache');
    return reply.code(status).send({ success: false, message: PROXY_MESSAGES[status] });
  });

  // Every body is read as it came, bytes in, bytes out, within its route's limit: the API parses it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('preParsing', async (request, _reply, payload) => {
    // Most of the shoppers' requests (every GET) have no body to watch: no guard and no timers for them.
    if (!mayHaveBody(request)) return payload;
    const readMs =
      (request.routeOptions.bodyLimit ?? 0) > JSON_BODY_LIMIT ? REQUEST_TIMEOUT_MS : jsonBodyReadMs;
    const guard = new StallGuard(bodyStallMs, readMs);
    // The body reader listens until it has its answer; a stall after that (a client gone) must not throw.
    guard.on('error', () => {});
    // A body refused on its way (no room for it in the budget: body-budget.ts) fails the reader with its status.
    payload.once('error', (error) => guard.destroy(error));
    payload.once('close', () => {
      if (!guard.writableFinished) guard.destroy();
    });
    return payload.pipe(guard);
  });

  const limiter = clientLimiter(clientLimit);
  // Once the body has come (a request without one: at once).
  app.addHook('preHandler', async (request, reply) => {
    const address = clientGroupOfRequest(request);
    if (!limiter.take(address)) {
      reply.header('Connection', 'close');
      return reply
        .code(429)
        .header('Retry-After', '1')
        .send({ success: false, message: 'Too many requests, please try again later' });
    }
    let given = false;
    const give = () => {
      if (given) return;
      given = true;
      limiter.give(address);
    };
    reply.raw.once('close', give);
    reply.raw.once('finish', give);
  });

  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    const hasBody = Buffer.isBuffer(body) && body.length > 0;
    const host = request.headers.host;
    return reply.from(request.url, {
      ...(hasBody
        ? { body, contentType: String(request.headers['content-type'] || 'application/octet-stream') }
        : {}),
      rewriteRequestHeaders: (_request, headers) => {
        const out: Record<string, string | string[] | undefined> = {};
        for (const [key, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(key)) out[key] = value;
        // The API sees the shop's own address, as it would with no proxy in between.
        if (host) out.host = host;
        out['x-forwarded-for'] = clientAddressOf(request);
        out['x-forwarded-proto'] = cameOverHttps(request) ? 'https' : 'http';
        if (host) out['x-forwarded-host'] = host;
        else delete out['x-forwarded-host'];
        if (!hasBody) delete out['content-length'];
        return out;
      },
      rewriteHeaders: (headers) => {
        const out: typeof headers = {};
        for (const [key, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(key)) out[key] = value;
        return out;
      },
      // `res` is the upstream's raw answer, if any (the plugin's types call it a reply): one came, so it went through.
      retryDelay: ({ err, attempt, ...details }) => {
        if ((details as { res?: unknown }).res || !err || attempt >= Math.max(1, targets.length)) return null;
        const code = (err as { code?: string }).code ?? '';
        if (NOT_DELIVERED.has(code) || (CONNECTION_BROKE.has(code) && BODYLESS.has(request.method))) return 1;
        return null;
      },
      onError: (reply, { error }) => {
        // The plugin wraps what went wrong: the cause names it (ECONNREFUSED, UND_ERR_SOCKET).
        const { cause } = error as { cause?: { code?: string } };
        log(`proxy ${request.method} ${request.url}: ${cause?.code || error.message}`);
        if (reply.sent) return;
        void reply
          .code(502)
          .header('Cache-Control', 'no-cache')
          .send({ success: false, message: 'The shop server is not reachable' });
      },
    });
  };

  for (const { method, url } of PICTURE_ROUTES)
    if (prefixes.some((prefix) => url.startsWith(`${prefix}/`)))
      app.route({ method, url, bodyLimit: PICTURE_BODY_LIMIT, handler: forward });
  for (const prefix of prefixes) {
    app.all(prefix, { bodyLimit: JSON_BODY_LIMIT }, forward);
    app.all(`${prefix}/*`, { bodyLimit: JSON_BODY_LIMIT }, forward);
  }
}
