// Pages that cannot be made to queue. A page with its first screen costs the server its data from the API and a
// render; one client asking for many at once (64 searches, each different) would otherwise hold the API and this
// server's thread, and every other shopper's page, picture and API call would wait behind them. So one client (an
// address, an IPv6 /64: client-address.ts) has at most PAGE_RENDERS_PER_CLIENT pages being made and sent at once.
// Its other pages wait their turn among its own (a wait costs the server nothing, and no other client is behind
// it), and are then answered at once from a short-lived copy of the same page made for anyone, or with the plain
// shell page, which the browser renders itself (a correct page: only its first screen and its hints of data are
// missing); so are its next pages for a moment (CALM_MS).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientGroupOfRequest } from '../http/client-address';
import { createBoundedCache, textBytes } from './bounded-cache';

/**
 * Pages made at once for one client. A shopper's browser asks for one page at a time; four leave room for a few
 * shoppers behind one address (a NAT) opening pages in the same instant.
 */
export const PAGE_RENDERS_PER_CLIENT = 4;
/** How long a made page may be served again: the API's responses it is made of are cached as long (api-responses.ts). */
const COPY_TTL_MS = 5_000;
/** The bytes of made pages cached at most (bounded-cache.ts), so a crawler cannot grow them. */
const COPIES_BYTES = 16 * 1024 * 1024;
/** Pages of one client waiting for their turn at most; past that, they are answered at once. */
const MAX_WAITING = 1024;
/** Clients followed at most: past it, those with nothing going on are forgotten. */
const MAX_CLIENTS = 10_000;
/**
 * A client that has had pages wait is made no page for this long after its last wait: its pages come from copies
 * or plain. Otherwise a client keeping 64 pages open would start a new render whenever its turns run out for an
 * instant, and each render holds the server's thread for milliseconds.
 */
const CALM_MS = 1_000;

/** A page as shell-page.ts makes it: its status and HTML, or where it moved to. */
export type MadePage = { status: number; html: string } | { status: 301; location: string };

export interface PageLimiterOptions {
  perClient?: number;
  copyTtlMs?: number;
  calmMs?: number;
}

/**
 * The key of a page's copy: its path, and its query as the storefront's plan of it reads it (a URLSearchParams:
 * parameters sorted by name, a name's values in their order, '%20' and '+' alike), so the same page asked for with
 * its parameters in another order is the same copy.
 */
export function pageKeyOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.sort();
  const normalised = query.toString();
  return normalised ? `${pathname}?${normalised}` : pathname;
}

export type PageLimiter = (
  request: FastifyRequest,
  /** Its answer: the page's turn lasts until it has been sent (compressed and written), not only made. */
  reply: Pick<FastifyReply, 'raw'>,
  pathname: string,
  search: string,
  /** Makes the page; `plain`: without its data and first screen. */
  make: (plain: boolean) => Promise<MadePage>,
) => Promise<MadePage>;

export function createPageLimiter({
  perClient = PAGE_RENDERS_PER_CLIENT,
  copyTtlMs = COPY_TTL_MS,
  calmMs = CALM_MS,
}: PageLimiterOptions = {}): PageLimiter {
  /** Per client: its pages being made or answered, and those waiting for their turn. */
  const clients = new Map<string, { busy: number; waiting: (() => void)[]; waitedAt: number }>();
  /** Copies of pages made in the last COPY_TTL_MS, by their key. */
  const copies = createBoundedCache<MadePage>({
    maxBytes: COPIES_BYTES,
    sizeOf: (page) => ('html' in page ? textBytes(page.html) : 1),
    ttlMs: copyTtlMs,
  });

  /** Clients with no page going on and no recent wait. */
  function forgetIdle(): void {
    const now = Date.now();
    for (const [client, turns] of clients)
      if (turns.busy === 0 && now - turns.waitedAt >= calmMs) clients.delete(client);
  }

  const fresh = (key: string): MadePage | null => copies.get(key) ?? null;

  return async function page(request, reply, pathname, search, make) {
    const client = clientGroupOfRequest(request);
    const key = pageKeyOf(pathname, search);
    let turns = clients.get(client);
    if (!turns) {
      if (clients.size >= MAX_CLIENTS) forgetIdle();
      clients.set(client, (turns = { busy: 0, waiting: [], waitedAt: -Infinity }));
    }
    const queued = turns.busy >= perClient;
    if (queued) turns.waitedAt = Date.now();
    const plain = queued || Date.now() - turns.waitedAt < calmMs;
    if (queued && turns.waiting.length >= MAX_WAITING) return fresh(key) ?? make(true);
    // A page that waited is handed the place of the one before it.
    if (queued) await new Promise<void>((resolve) => turns.waiting.push(resolve));
    else turns.busy++;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const next = turns.waiting.shift();
      if (next) next();
      else if (--turns.busy === 0 && Date.now() - turns.waitedAt >= calmMs) clients.delete(client);
    };
    if (reply.raw.writableFinished || reply.raw.destroyed) end();
    else {
      reply.raw.once('finish', end);
      reply.raw.once('close', end);
    }
    if (plain) return fresh(key) ?? make(true);
    const made = await make(false);
    copies.set(key, made);
    return made;
  };
}
