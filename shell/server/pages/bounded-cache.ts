// The shop server's in-memory caches (the API's responses to landing pages, fetched JSON, style sheets, critical
// CSS) are lru-cache instances bounded in bytes, not in entries: a crawler walking every product page, or a remote
// with large style sheets, cannot grow the server's memory past each cache's budget; the least recently used
// entries go first. Values are made through the cache (`fetch`): callers asking for the same key at once share one
// making, and a failure is not cached.
import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions<V extends object, C> {
  /** The cache's budget, in bytes of its values as `sizeOf` counts them. */
  maxBytes: number;
  /** A value's size in bytes (at least 1). */
  sizeOf: (value: V) => number;
  /** How long a value is used before it is made again; none: until it is pushed out. */
  ttlMs?: number;
  /** Makes the value of `key`; `context` is what the caller passed to `fetch`. None: values are only `set`. */
  make?: (key: string, context: C) => Promise<V>;
}

export type BoundedCache<V extends object, C = unknown> = LRUCache<string, V, C>;

export function createBoundedCache<V extends object, C = unknown>({
  maxBytes,
  sizeOf,
  ttlMs,
  make,
}: BoundedCacheOptions<V, C>): BoundedCache<V, C> {
  return new LRUCache<string, V, C>({
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    ...(ttlMs ? { ttl: ttlMs, ttlAutopurge: false } : {}),
    ...(make
      ? {
          fetchMethod: (key: string, _stale: V | undefined, { context }: { context: C }) =>
            make(key, context),
        }
      : {}),
  });
}

/** A text's size in memory, near enough (UTF-16). */
export const textBytes = (text: string) => text.length * 2;
