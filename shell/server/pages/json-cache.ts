// JSON the shell's server reads from elsewhere to write a page (the remotes' manifests), cached a few seconds, with a
// bounded wait: a page is never held up by a slow response, it just gets fewer hints.
import { createHash } from 'node:crypto';
import { createBoundedCache, textBytes } from './bounded-cache';

/** How long a response is trusted before it is asked again (a redeployed remote is seen this soon). */
const TTL_MS = 5_000;
/** The memory the read values may take, counted as their JSON's text; the least recently used goes first. */
export const JSON_CACHE_BYTES = 2 * 1024 * 1024;
/** A page waits at most this long for a response never read or just expired. */
const WAIT_MS = 300;

/** What was read of a URL: null when it is missing (404) or failed, which is cached too (no retry storm). */
interface Read {
  value: unknown;
  bytes: number;
  /** A hash of the text read, when one was. */
  hash?: string;
}

export interface JsonCache {
  /** `read(json)` of the JSON at `url`, or null while it is missing (404), failing or slow. */
  get<T>(url: string, read: (json: unknown) => T | null): Promise<T | null>;
  /** A hash of the text last read at `url` (what `get` answered from); null when none was read. */
  hashOf(url: string): string | null;
}

export function createJsonCache({
  log = () => {},
  fetchImpl = fetch,
  maxBytes = JSON_CACHE_BYTES,
}: {
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
  maxBytes?: number;
}): JsonCache {
  const cache = createBoundedCache<Read, (json: unknown) => unknown>({
    maxBytes,
    ttlMs: TTL_MS,
    sizeOf: (read) => read.bytes,
    make: async (url, read) => {
      try {
        const res = await fetchImpl(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        });
        // An unknown product's page: nothing to preload, and nothing wrong to log.
        if (res.status === 404) return { value: null, bytes: 1 };
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        const text = await res.text();
        const hash = createHash('sha1').update(text).digest('base64url');
        return { value: read(JSON.parse(text)), bytes: textBytes(text), hash };
      } catch (error) {
        log(`no preload hints from ${url}: ${(error as Error).message}`);
        return { value: null, bytes: 1 };
      }
    },
  });

  return {
    async get<T>(url: string, read: (json: unknown) => T | null): Promise<T | null> {
      const fresh = cache.fetch(url, { context: read });
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WAIT_MS);
      });
      const made = await Promise.race([fresh, waited]);
      clearTimeout(timer);
      // Past the wait, the value read before (the new one is still coming), or none.
      const value = made ?? cache.get(url, { allowStale: true });
      return (value?.value ?? null) as T | null;
    },
    hashOf: (url) => cache.peek(url, { allowStale: true })?.hash ?? null,
  };
}
