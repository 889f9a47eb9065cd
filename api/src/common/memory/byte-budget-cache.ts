/**
 * Values kept in memory within a budget of bytes, the least recently used dropped first: a cache any number of
 * keys may fill (every filter combination of the catalog, every picture) without growing past its budget. The
 * caller says how many bytes each value holds; a value larger than an eighth of the budget is never kept, so one
 * answer cannot empty the cache for the rest.
 */
export class ByteBudgetCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(readonly budget: number) {}

  /** The value kept for `key`, now the most recently used; undefined when none is. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map keeps insertion order: taken out and put back, the entry becomes the last to be dropped.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` as `bytes` bytes (the key's own counted too); false when it is too large to keep. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    const size = bytes + key.length + ENTRY_OVERHEAD;
    if (size > this.largest) return false;
    this.entries.set(key, { value, bytes: size });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  /** The most bytes one value may hold (with its key) and be kept. */
  get largest(): number {
    return this.budget / 8;
  }

  /** The bytes held, as counted. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a Map's entry and its small objects cost beside the bytes the caller counts, roughly. */
const ENTRY_OVERHEAD = 200;
