// What request bodies this server may hold in memory at once. Each route has its largest body (fastify's bodyLimit:
// the API's 32 KB of JSON, 6 MB for a picture); a request declaring more is refused (413) before a byte of its body
// is read, before it is counted anywhere, and before Expect: 100-continue is answered. A body is given room in a
// budget of buffered bytes (PROXY_BUFFER_BYTES) when its first bytes arrive, not when its head does: its declared
// length, or its route's limit when it comes in chunks. So a connection that declared a body and sent none holds
// nothing (four /64s of 2,048 such connections once filled the budget for every login: issue 49, item 3), until its
// body's time runs out (api-proxy.ts). Past the budget, a client group's share of it, or the share large bodies may
// take, the request is answered 503 with Retry-After rather than read. The JSON bodies of logins and checkouts have
// room of their own, which pictures and other routes' bodies never take, and of which one client group may hold only
// a small part. The room is given back when the answer ends. docs/decisions/0037 and 0065 say why.
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, JSON_BODY_BYTES, UPLOAD_BODY_BYTES } from '../../../api/src/contracts/upload-routes';

/** The API's own limit for JSON and form bodies. */
export const JSON_BODY_LIMIT = JSON_BODY_BYTES;
/** A product's (or a variant's) picture, which the API takes up to 5 MB, with its form fields around it. */
export const PICTURE_BODY_LIMIT = UPLOAD_BODY_BYTES;
/** The bytes of request bodies held at once by default (PROXY_BUFFER_BYTES). */
export const BUFFER_BYTES = 64 * 1024 * 1024;
/** What one client group (an address, an IPv6 /64) may hold of the budget: four such groups to fill it. */
const GROUP_SHARE = 1 / 4;
/** What bodies larger than JSON (pictures) may hold together. */
const LARGE_SHARE = 1 / 2;
/**
 * The room kept for logins and checkouts, apart from every other body: a login is under 1 KB and a checkout a few,
 * so 16 MB of 64 holds thousands at once, and nothing else can take it.
 */
const ESSENTIAL_SHARE = 1 / 4;
/**
 * What one client group may hold of that room (1 MB of 64: 32 bodies of the full 32 KB, or hundreds of real ones
 * behind one NAT): filling it takes sixteen groups each sending bytes on 32 connections, not four sending nothing.
 */
const ESSENTIAL_GROUP_SHARE = 1 / 64;
/** What a refused client is told to wait: a held body is given up within seconds (api-proxy.ts's body times). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The routes whose JSON bodies have the room of their own: everything under auth (signing in, registering, password
 * resets, the profile: the API's AuthController and UsersController), and the checkout (its CheckoutController).
 */
const ESSENTIAL_PATHS = [`/${API_PREFIX}/auth/`, `/${API_PREFIX}/create-orders`];

/** Whether `request` is a login's or a checkout's (its path, without the query, as the API's router reads it). */
export function isEssential(request: FastifyRequest): boolean {
  const path = (request.raw.url ?? '').split('?')[0].toLowerCase();
  return ESSENTIAL_PATHS.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** The methods whose body fastify never reads (Node discards it). */
export const BODYLESS = new Set(['GET', 'HEAD']);

/** Whether a body of `request` may be read: not of a GET or HEAD, nor of a request with no length and no chunks. */
export function mayHaveBody(request: FastifyRequest): boolean {
  if (BODYLESS.has(request.method)) return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Which room a body is held in. */
export type BodyKind = 'essential' | 'other';

export interface BodyBudget {
  /** Takes room for `bytes` of `group`'s body, or answers false when there is none. */
  take(group: string, bytes: number, kind?: BodyKind): boolean;
  give(group: string, bytes: number, kind?: BodyKind): void;
  /** Bytes held now (tests, and what an operator may want to log). */
  held(): number;
}

/** One room of the budget: its bytes, what one group may hold of it, and what large bodies may hold together. */
function room(totalBytes: number, groupBytes: number, largeBytes: number) {
  let held = 0;
  let heldLarge = 0;
  const byGroup = new Map<string, number>();
  return {
    take(group: string, bytes: number): boolean {
      const large = bytes > JSON_BODY_LIMIT;
      const ofGroup = byGroup.get(group) ?? 0;
      if (held + bytes > totalBytes || ofGroup + bytes > groupBytes) return false;
      if (large && heldLarge + bytes > largeBytes) return false;
      held += bytes;
      if (large) heldLarge += bytes;
      byGroup.set(group, ofGroup + bytes);
      return true;
    },
    give(group: string, bytes: number): void {
      held -= bytes;
      if (bytes > JSON_BODY_LIMIT) heldLarge -= bytes;
      const left = (byGroup.get(group) ?? bytes) - bytes;
      if (left <= 0) byGroup.delete(group);
      else byGroup.set(group, left);
    },
    held: () => held,
  };
}

export function createBodyBudget(totalBytes: number = BUFFER_BYTES): BodyBudget {
  const essentialBytes = Math.floor(totalBytes * ESSENTIAL_SHARE);
  // Logins and checkouts are JSON: no large body is ever held in their room.
  const essential = room(essentialBytes, Math.floor(totalBytes * ESSENTIAL_GROUP_SHARE), 0);
  const other = room(
    totalBytes - essentialBytes,
    Math.floor(totalBytes * GROUP_SHARE),
    Math.floor(totalBytes * LARGE_SHARE),
  );
  const roomOf = (kind: BodyKind) => (kind === 'essential' ? essential : other);
  return {
    take: (group, bytes, kind = 'other') => roomOf(kind).take(group, bytes),
    give: (group, bytes, kind = 'other') => roomOf(kind).give(group, bytes),
    held: () => essential.held() + other.held(),
  };
}

/** An error the route's own error handler answers with `statusCode` (each context speaks its own way). */
function refusal(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

export interface BodyBudgetOptions {
  /** Null: bodies are bounded by their route, but not counted. */
  budget: BodyBudget | null;
  /** The group a request's client is counted in (client-address.ts). */
  groupOf: (request: FastifyRequest) => string;
}

/**
 * A request body passed on as it comes, which takes its room in the budget with its first bytes; when there is none,
 * it fails with 503 instead (the route's error handler answers it).
 */
class RoomOnFirstBytes extends Transform {
  private taken = false;
  constructor(private readonly takeRoom: () => boolean) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.taken) {
      if (!this.takeRoom()) return done(refusal(503, 'no room for the body now'));
      this.taken = true;
    }
    done(null, chunk);
  }
}

/**
 * Refuses oversize bodies and counts the others on every route of `app` (the root: its 404s included). Answers
 * Expect: 100-continue itself, once the body is known to fit its route: Node would answer it before the route, and
 * so its limit, is known, and the client would send a body only to have it refused.
 */
export function registerBodyBudget(app: FastifyInstance, { budget, groupOf }: BodyBudgetOptions): void {
  // With a listener, Node leaves 100 Continue to this server (http's 'checkContinue').
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  app.addHook('onRequest', async (request, reply) => {
    // fastify reads no body of a GET or HEAD; Node discards it.
    if (!BODYLESS.has(request.method)) {
      const limit = request.routeOptions.bodyLimit ?? 0;
      const declared = request.headers['content-length'];
      const length = declared === undefined ? Number.NaN : Number(declared);
      if (length > limit) throw refusal(413, 'the declared body is over its route’s limit');
    }
    if (String(request.headers.expect ?? '').toLowerCase() === '100-continue') reply.raw.writeContinue();
  });
  if (!budget) return;
  app.addHook('preParsing', async (request, reply, payload) => {
    if (BODYLESS.has(request.method)) return payload;
    const limit = request.routeOptions.bodyLimit ?? 0;
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const bytes = Number.isFinite(length) ? length : chunked ? limit : 0;
    if (bytes <= 0) return payload;
    const group = groupOf(request);
    const kind: BodyKind = isEssential(request) && bytes <= JSON_BODY_LIMIT ? 'essential' : 'other';
    let taken = false;
    const give = () => {
      if (!taken) return;
      taken = false;
      budget.give(group, bytes, kind);
    };
    reply.raw.once('close', give);
    reply.raw.once('finish', give);
    const counted = new RoomOnFirstBytes(() => {
      taken = budget.take(group, bytes, kind);
      if (!taken) reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return taken;
    });
    // What reads the body listens to the last stream of the chain: a client gone ends this one too.
    payload.once('error', (error) => counted.destroy(error));
    payload.once('close', () => {
      if (!counted.writableFinished) counted.destroy();
    });
    return payload.pipe(counted);
  });
}
