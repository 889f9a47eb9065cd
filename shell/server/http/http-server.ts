// The fastify instance every server of the shop starts from: the limits that keep one slow or greedy client from
// holding the server (timeouts, header size, body size and the bytes of bodies held at once), who the client is
// behind a trusted proxy, a 400 for a request target that is not a path, and plain answers for errors.
import Fastify, { type FastifyInstance } from 'fastify';
import { type BodyBudget, registerBodyBudget } from './body-budget';
import { clientGroupOfRequest, type TrustProxy } from './client-address';

/** How long a client may take to send its headers, and its whole request (body included). */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this long (Node's own default, stated). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** The largest header block accepted (Node's default, stated): beyond it, 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

export interface HttpServerOptions {
  /** The largest request body read where a route says nothing of its own (the API proxy's routes do). */
  bodyLimit?: number;
  /** The bytes of request bodies held at once (body-budget.ts); none: bodies are bounded but not counted. */
  bodyBudget?: BodyBudget | null;
  /** Which peers are proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  log?: (line: string) => void;
}

/** A plain-text answer of this server (not the API's, which sends JSON of its own). */
export function statusText(code: number): string {
  return (
    {
      400: 'Bad Request',
      404: 'Not Found',
      405: 'Method Not Allowed',
      408: 'Request Timeout',
      413: 'Payload Too Large',
      431: 'Request Header Fields Too Large',
      500: 'Internal Server Error',
      503: 'Service Unavailable',
    }[code] ?? 'Error'
  );
}

export function createHttpServer({
  bodyLimit = 0,
  bodyBudget = null,
  trustProxy = 'loopback',
  log = () => {},
}: HttpServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: Math.max(bodyLimit, 1),
    trustProxy,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node's check of requestTimeout and headersTimeout runs every few seconds, not its default 30.
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: 2_000,
    } as object,
    return503OnClosing: true,
  });

  // Only origin-form targets ('/path?query') name something here: an absolute URL ('http://[') or '*' is a
  // proxy's or OPTIONS' business, and a malformed one must not reach the handlers.
  app.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '';
    if (!target.startsWith('/') || target.startsWith('//')) {
      reply.header('Connection', 'close');
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request\n');
    }
  });
  registerBodyBudget(app, { budget: bodyBudget, groupOf: clientGroupOfRequest });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A 503 is this server's own refusal when busy (body-budget.ts), not a fault.
    if (status >= 500 && status !== 503)
      log(`error on ${request.method} ${request.url}: ${error.stack || error.message}`);
    // A body that stalled, ran over its limit or found no room was not read to its end: the connection cannot carry
    // another request.
    if (status === 408 || status === 413 || status === 503) reply.header('Connection', 'close');
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(`${statusText(status)}\n`);
  });

  return app;
}
