import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { countCatalogCache } from '../metrics';
import { ProductsRepository } from './products.repository';

/** A public list's response as it goes on the wire: the JSON body, its ETag and the list headers. */
export interface CatalogResponse {
  body: string;
  etag: string;
  total: number;
  maxPrice: number;
  /** The catalog version it was computed at, or null when CATALOG_CACHE is off (then it is never cached). */
  version: number | null;
  /** When it was computed (Date.now()). */
  at: number;
}

interface Entry<T> {
  version: number;
  at: number;
  value: T;
}

/** Responses that depend on the clock (new arrivals, `isNewArrival`) may lag it by this much, never a write. */
const MAX_AGE_MS = 60_000;
/** Distinct lists cached; the oldest is dropped first. A few kB each. */
const MAX_ENTRIES = 1_000;

/**
 * Public catalog responses and list totals cached in memory, keyed by the catalog's version in the database (the sum
 * `catalog_version` keeps, raised by every committed write of `products`: an admin's edit, a checkout's stock, the
 * seed, SQL by hand). Every request reads the version, so a write on any instance changes the next response of every
 * instance at once; the read is one indexed row sum, shared by the requests that arrive while one is under way
 * (docs/decisions/0013-the-catalog-cache.md).
 */
@Injectable()
export class CatalogCache {
  private readonly responses = new Map<string, Entry<CatalogResponse>>();
  private readonly totals = new Map<string, Entry<unknown>>();
  /** The read the requests of this turn of the event loop will share, not started yet. */
  private next?: Promise<number>;

  constructor(
    private readonly repository: ProductsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The response for `key` (the request's path and query) at the current version, computed by `load` when missing. */
  async response(
    key: string,
    load: () => Promise<Omit<CatalogResponse, 'etag' | 'version' | 'at'>>,
  ): Promise<CatalogResponse> {
    if (!this.config.catalogCache) {
      countCatalogCache('miss');
      return this.withEtag(await load(), null);
    }
    let computed = false;
    const response = await this.cached(this.responses, key, async (version) => {
      computed = true;
      return this.withEtag(await load(), version);
    });
    countCatalogCache(computed ? 'miss' : 'hit');
    return response;
  }

  /** Whether responses are cached at all (CATALOG_CACHE). */
  get enabled(): boolean {
    return this.config.catalogCache;
  }

  /**
   * Whether a response computed at `version`, at the time `at`, is still the current one, as a cached response
   * would be: what CatalogReplay asks before it sends a response again.
   */
  async isCurrent(version: number, at: number): Promise<boolean> {
    return Date.now() - at < MAX_AGE_MS && (await this.version()) === version;
  }

  private withEtag(
    response: Omit<CatalogResponse, 'etag' | 'version' | 'at'>,
    version: number | null,
  ): CatalogResponse {
    // A hash of the bytes: the same response has the same ETag on every instance.
    const etag = `"${createHash('sha1').update(response.body).digest('base64url')}"`;
    return { ...response, etag, version, at: Date.now() };
  }

  /** A list's totals (count, highest price) for `key`, at the current version (cached even with CATALOG_CACHE=off). */
  total<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cached(this.totals as Map<string, Entry<T>>, key, load);
  }

  private async cached<T>(
    map: Map<string, Entry<T>>,
    key: string,
    load: (version: number) => Promise<T>,
  ): Promise<T> {
    // The version is read before the data: a response is never older than the version it is stored under.
    const version = await this.version();
    const entry = map.get(key);
    if (entry && entry.version === version && Date.now() - entry.at < MAX_AGE_MS) return entry.value;
    const value = await load(version);
    map.delete(key);
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
    map.set(key, { version, at: Date.now(), value });
    return value;
  }

  /**
   * The catalog's version as committed after this call began. The requests that arrive in one turn of the event
   * loop share one read, started once they have all arrived; a read already under way may have begun before a
   * write a request must see, so it is never shared with a later request. Reads of successive turns overlap
   * (the pool bounds them), so under load a request waits one read, not the rest of another one first.
   */
  private version(): Promise<number> {
    this.next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.next = undefined;
      return this.repository.catalogVersion();
    });
    return this.next;
  }
}
