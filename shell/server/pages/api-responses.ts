// The API's responses a landing page is made of, asked once and cached a few seconds: the page's hints (its picture)
// and its first screen read the same response, and a burst of shoppers on one page asks the API once.
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

export function createApiResponses({
  apiOrigin,
  fetchImpl = fetch,
  maxBytes = API_RESPONSES_BYTES,
  log = () => {},
}: {
  apiOrigin: string;
  fetchImpl?: typeof fetch;
  maxBytes?: number;
  log?: (line: string) => void;
}) {
  const cache = createBoundedCache<CachedResponse, string | undefined>({
    maxBytes,
    ttlMs: TTL_MS,
    sizeOf: ({ body, headers }) =>
      body.byteLength + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
    make: async (path, page) => {
      const url = new URL(path, apiOrigin);
      try {
        const res = await fetchImpl(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        });
        return {
          status: res.status,
          // fetch has decoded the body already: the copy is sent on as it is now.
          headers: [...res.headers].filter(
            ([name]) => name !== 'content-encoding' && name !== 'content-length',
          ),
          body: await res.arrayBuffer(),
        };
      } catch (error) {
        // fetch says only 'fetch failed': the reason (a refused connection, a bad port, a timeout) is its cause. The
        // page is then served without its data, so the log is where an owner finds out why.
        const failure = new Error(`GET ${url.href} failed: ${reasonsOf(error)}`, { cause: error });
        log(`no data for ${page ?? path}: ${failure.message}`);
        throw failure;
      }
    },
  });

  /** The response to GET `path`, as a Response of its own for each caller. */
  const fetchPage: PageFetch = async (path, init, page) => {
    if (init?.method && init.method !== 'GET') return fetchImpl(new URL(path, apiOrigin), init);
    // A failure is not cached: the next page asks again.
    const cached = await cache.fetch(path, { context: page });
    if (!cached) throw new Error(`no response for ${path}`);
    const { status, headers, body } = cached;
    // A body stream is read once: each caller gets its own copy of the bytes.
    return new Response(status === 204 || status === 304 ? null : body.slice(0), { status, headers });
  };
  return fetchPage;
}
