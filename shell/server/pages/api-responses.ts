// The API's responses a landing page is made of, asked once and cached a few seconds: the page's hints (its picture)
// and its first screen read the same response, and a burst of shoppers on one page asks the API once. Each response
// has a tag, a hash of what a page can be made of, so that a page kept once made (kept-pages.ts) is served again only
// while the responses held now are the ones it was made of.
import { createHash } from 'node:crypto';
import { createBoundedCache } from './bounded-cache';

/** How long a response is used before it is asked again. */
const TTL_MS = 5_000;
/**
 * The memory the cached responses may take (a product page's are a few kilobytes, a list's some tens): the least
 * recently used goes first, so a crawler walking every product page cannot grow it.
 */
export const API_RESPONSES_BYTES = 8 * 1024 * 1024;

interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** What a page can be made of, hashed: equal for equal responses whenever they were asked. */
  tag: string;
}

/**
 * Headers that say when or how one response travelled, not what it says: left out of its tag, so that the same
 * answer asked again has the same tag. Any other header (the list's total, its highest price) may be read by a page.
 */
const TRAVEL_HEADERS = new Set(['date', 'connection', 'keep-alive', 'age', 'expires']);

/** A response's tag: its status, the headers a page may read, and its body. */
export function responseTag({ status, headers, body }: Omit<CachedResponse, 'tag'>): string {
  const hash = createHash('sha1').update(`${status}\n`);
  for (const [name, value] of headers) if (!TRAVEL_HEADERS.has(name)) hash.update(`${name}: ${value}\n`);
  return hash.update('\n').update(new Uint8Array(body)).digest('base64url');
}

/** An error's message and those of its causes, outermost first. */
function reasonsOf(error: unknown): string {
  const reasons: string[] = [];
  for (let e = error; e && reasons.length < 5; e = (e as { cause?: unknown }).cause) {
    // Not `instanceof Error`: fetch's errors may come from another realm (a test's sandbox).
    const message = (e as { message?: unknown }).message;
    reasons.push(typeof message === 'string' ? message : String(e));
  }
  return reasons.join(': ');
}

/** `page`: the shop's page the response is for, named when the API cannot be read. */
export type PageFetch = (path: string, init?: RequestInit, page?: string) => Promise<Response>;

/** The fetch of a landing page's data, and the tags of the responses it gives. */
export interface ApiResponses extends PageFetch {
  /** The tag of the response to GET `path` held now (asked again once it has expired); null when the API fails. */
  tagOf(path: string, page?: string): Promise<string | null>;
  /** The tag of a response this fetch gave; null for one it did not keep (not a GET). */
  tagOfResponse(response: Response): string | null;
}

export function createApiResponses({
  apiOrigin,
  fetchImpl = fetch,
  maxBytes = API_RESPONSES_BYTES,
  ttlMs = TTL_MS,
  log = () => {},
}: {
  apiOrigin: string;
  fetchImpl?: typeof fetch;
  maxBytes?: number;
  /** How long a response is used (TTL_MS; tests of a changed answer use less). */
  ttlMs?: number;
  log?: (line: string) => void;
}): ApiResponses {
  const cache = createBoundedCache<CachedResponse, string | undefined>({
    maxBytes,
    ttlMs,
    sizeOf: ({ body, headers }) =>
      body.byteLength + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
    make: async (path, page) => {
      const url = new URL(path, apiOrigin);
      try {
        const res = await fetchImpl(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        });
        const response = {
          status: res.status,
          // fetch has decoded the body already: the copy is sent on as it is now.
          headers: [...res.headers].filter(
            ([name]) => name !== 'content-encoding' && name !== 'content-length',
          ),
          body: await res.arrayBuffer(),
        };
        return { ...response, tag: responseTag(response) };
      } catch (error) {
        // fetch says only 'fetch failed': the reason (a refused connection, a bad port, a timeout) is its cause. The
        // page is then served without its data, so the log is where an owner finds out why.
        const failure = new Error(`GET ${url.href} failed: ${reasonsOf(error)}`, { cause: error });
        log(`no data for ${page ?? path}: ${failure.message}`);
        throw failure;
      }
    },
  });

  /** The tags of the responses given, by the Response each caller got. */
  const tags = new WeakMap<Response, string>();

  /** The response to GET `path`, as a Response of its own for each caller. */
  const fetchPage = (async (path, init, page) => {
    if (init?.method && init.method !== 'GET') return fetchImpl(new URL(path, apiOrigin), init);
    // A failure is not cached: the next page asks again.
    const cached = await cache.fetch(path, { context: page });
    if (!cached) throw new Error(`no response for ${path}`);
    const { status, headers, body, tag } = cached;
    // A body stream is read once: each caller gets its own copy of the bytes.
    const response = new Response(status === 204 || status === 304 ? null : body.slice(0), {
      status,
      headers,
    });
    tags.set(response, tag);
    return response;
  }) as ApiResponses;
  fetchPage.tagOf = async (path, page) => {
    try {
      return (await cache.fetch(path, { context: page }))?.tag ?? null;
    } catch {
      return null;
    }
  };
  fetchPage.tagOfResponse = (response) => tags.get(response) ?? null;
  return fetchPage;
}
