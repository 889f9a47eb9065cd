// JSON the shell's server reads from elsewhere to write a page (the remotes' manifests, the API's answers that
// name a page's picture), kept a few seconds, with a bounded wait: a page is never held up by a slow answer, it
// just gets fewer hints.

/** How long an answer is trusted before it is asked again (a redeployed remote is seen this soon). */
const TTL_MS = 5_000;
/** Answers kept at most (one per product page); the oldest is dropped first, so a crawler cannot grow it. */
const MAX_CACHED = 500;
/** A page waits at most this long for an answer never read or just expired. */
const WAIT_MS = 300;

interface Entry {
  at: number;
  value: unknown;
  pending: Promise<void> | null;
}

export interface JsonCache {
  /** `read(json)` of the JSON at `url`, or null while it is missing (404), failing or slow. */
  get<T>(url: string, read: (json: unknown) => T | null): Promise<T | null>;
}

export function createJsonCache({
  log = () => {},
  fetchImpl = fetch,
}: {
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
}): JsonCache {
  const cache = new Map<string, Entry>();
  return {
    async get<T>(url: string, read: (json: unknown) => T | null): Promise<T | null> {
      const cached = cache.get(url);
      if (cached && Date.now() - cached.at < TTL_MS) return cached.value as T | null;
      const entry: Entry = cached ?? { at: 0, value: null, pending: null };
      cache.delete(url);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(url, entry);
      if (!entry.pending) {
        entry.pending = fetchImpl(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        })
          .then((res) => {
            // An unknown product's page: nothing to preload, and nothing wrong to log.
            if (res.status === 404) return undefined;
            if (!res.ok) throw new Error(`${url} answered ${res.status}`);
            return res.json() as Promise<unknown>;
          })
          .then((json) => {
            entry.value = json === undefined ? null : read(json);
          })
          .catch((error: Error) => {
            entry.value = null;
            log(`no preload hints from ${url}: ${error.message}`);
          })
          .finally(() => {
            entry.at = Date.now();
            entry.pending = null;
          });
      }
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, WAIT_MS);
      });
      await Promise.race([entry.pending, waited]);
      clearTimeout(timer);
      return entry.value as T | null;
    },
  };
}
