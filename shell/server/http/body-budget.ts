// What request bodies this server may hold in memory at once. Each route has its largest body (fastify's bodyLimit:
// the API's 32 KB of JSON, 6 MB for a product's picture); a request declaring more is refused (413) before a byte
// of its body is read and before it is counted anywhere. A body that may come in is first given room in a budget of
// buffered bytes shared by every client (PROXY_BUFFER_BYTES): its declared length, or its route's limit when it comes
// in chunks. Past the budget, a client group's share of it, or the share large bodies may take, the request is
// answered 503 with Retry-After at once, rather than read. The room is given back when the answer ends.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_BODY_BYTES, UPLOAD_BODY_BYTES } from '../../../api/src/contracts/upload-routes';

/** The API's own limit for JSON and form bodies. */
export const JSON_BODY_LIMIT = JSON_BODY_BYTES;
/** A product's (or a variant's) picture, which the API takes up to 5 MB, with its form fields around it. */
export const PICTURE_BODY_LIMIT = UPLOAD_BODY_BYTES;
/** The bytes of request bodies held at once by default (PROXY_BUFFER_BYTES). */
export const BUFFER_BYTES = 64 * 1024 * 1024;
/** What one client group (an address, an IPv6 /64) may hold of the budget: four such groups to fill it. */
const GROUP_SHARE = 1 / 4;
/** What bodies larger than JSON (pictures) may hold together: the rest is always there for logins and checkouts. */
const LARGE_SHARE = 1 / 2;
/** What a refused client is told to wait: a held body is given up within seconds (api-proxy.ts's body times). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const BODYLESS = new Set(['GET', 'HEAD']);

export interface BodyBudget {
  /** Takes room for `bytes` of `group`'s body, or answers false when there is none. */
  take(group: string, bytes: number): boolean;
  give(group: string, bytes: number): void;
  /** Bytes held now (tests, and what an operator may want to log). */
  held(): number;
}

export function createBodyBudget(totalBytes: number = BUFFER_BYTES): BodyBudget {
  const groupBytes = Math.floor(totalBytes * GROUP_SHARE);
  const largeBytes = Math.floor(totalBytes * LARGE_SHARE);
  let held = 0;
  let heldLarge = 0;
  const byGroup = new Map<string, number>();
  return {
    take(group, bytes) {
      const large = bytes > JSON_BODY_LIMIT;
      const ofGroup = byGroup.get(group) ?? 0;
      if (held + bytes > totalBytes || ofGroup + bytes > groupBytes) return false;
      if (large && heldLarge + bytes > largeBytes) return false;
      held += bytes;
      if (large) heldLarge += bytes;
      byGroup.set(group, ofGroup + bytes);
      return true;
    },
    give(group, bytes) {
      held -= bytes;
      if (bytes > JSON_BODY_LIMIT) heldLarge -= bytes;
      const left = (byGroup.get(group) ?? bytes) - bytes;
      if (left <= 0) byGroup.delete(group);
      else byGroup.set(group, left);
    },
    held: () => held,
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

/** Refuses oversize bodies and counts the others on every route of `app` (the root: its 404s included). */
export function registerBodyBudget(app: FastifyInstance, { budget, groupOf }: BodyBudgetOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    // fastify reads no body of a GET or HEAD; Node discards it.
    if (BODYLESS.has(request.method)) return;
    const limit = request.routeOptions.bodyLimit ?? 0;
    const declared = request.headers['content-length'];
    const length = declared === undefined ? Number.NaN : Number(declared);
    if (length > limit) throw refusal(413, 'the declared body is over its route’s limit');
    if (!budget) return;
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const bytes = Number.isFinite(length) ? length : chunked ? limit : 0;
    if (bytes <= 0) return;
    const group = groupOf(request);
    if (!budget.take(group, bytes)) {
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw refusal(503, 'no room for the body now');
    }
    let given = false;
    const give = () => {
      if (given) return;
      given = true;
      budget.give(group, bytes);
    };
    reply.raw.once('close', give);
    reply.raw.once('finish', give);
  });
}
