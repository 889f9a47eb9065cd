import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ByteBudgetCache } from '../common/memory/byte-budget-cache';
import { APP_CONFIG, type AppConfig } from '../config';
import { countCatalogCache } from '../metrics';
import {
  type CatalogVersions,
  type ProductCriteria,
  ProductsRepository,
  totalsFollowStock,
} from './products.repository';

/**
 * The version a list's totals for `criteria` are kept under: the shape's when they read neither stock nor sold counts
 * (a checkout leaves them), else the whole catalog's. A key holds the criteria, so one key is always kept under the
 * same kind of version (docs/decisions/0085-list-totals-outlive-checkouts.md).
 */
export function totalsVersionOf(versions: CatalogVersions, criteria: ProductCriteria): number {
  return totalsFollowStock(criteria) ? versions.all : versions.shape;
}

/** A public catalog response as it goes on the wire: the JSON body, its ETag and the route's own headers. */
export interface CatalogResponse {
  body: string;
  etag: string;
  /** Headers of the route beside the body (a list's total and highest price). */
  headers: Record<string, string>;
  /** The catalog version it was computed at, or null when CATALOG_CACHE is off (then it is never cached). */
  version: number | null;
  /** When it was computed (Date.now()). */
  at: number;
}

interface Entry {
  version: number;
  at: number;
  value: unknown;
}

/** Responses that depend on the clock (new arrivals, `isNewArrival`) may lag it by this much, never a write. */
const MAX_AGE_MS = 60_000;

/** Where each kind of entry sits in the one memory: its keys never meet another kind's. */
export const CATALOG_MEMORY_KEYS = { response: 'response ', total: 'total ', replay: 'replay ' } as const;

/**
 * Public catalog responses and list totals cached in memory, keyed by the catalog's version in the database (the sum
 * `catalog_version` keeps, raised by every committed write of `products`: an admin's edit, a checkout's stock, the
 * seed, SQL by hand). Every request reads the version, so a write on any instance changes the next response of every
 * instance at once; the read is one indexed row sum, shared by the requests that arrive while one is under way
 * (docs/decisions/0013-the-catalog-cache.md).
 */
@Injectable()
export class CatalogCache {
  /**
   * Responses, totals and CatalogReplay's answers in one budget of bytes (CATALOG_CACHE_BYTES), the least recently
   * used dropped first: any filter combination may be kept without the memory growing past it.
   */
  readonly memory: ByteBudgetCache<unknown>;
  /** The read the requests of this turn of the event loop will share, not started yet. */
  private next?: Promise<CatalogVersions>;
  /** What CatalogReplay read for a request it could not answer, so its pipeline does not read it again. */
  private readonly readFor = new WeakMap<object, Promise<CatalogVersions>>();
  /** The versions read for the response being computed, for the totals its route looks up (see `versions`). */
  private readonly responding = new AsyncLocalStorage<CatalogVersions>();

  constructor(
    private readonly repository: ProductsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.memory = new ByteBudgetCache(config.catalogCacheBytes);
  }

  /**
   * The response for `key` (the request's path and query) at the current version, computed by `load` when missing.
   * `request`: the request it answers, whose versions CatalogReplay may have read already (`isCurrent`).
   */
  async response(
    key: string,
    load: () => Promise<Omit<CatalogResponse, 'etag' | 'version' | 'at'>>,
    request?: object,
  ): Promise<CatalogResponse> {
    if (!this.config.catalogCache) {
      countCatalogCache('miss');
      return this.withEtag(await load(), null);
    }
    let computed = false;
    // The version is read before the data: a response is never older than the version it is stored under. The
    // replay's read of a kept answer gone stale was made for this same request, before any of its data.
    const replayed = request ? this.readFor.get(request) : undefined;
    const versions = await (replayed ?? this.read());
    const version = versions.all;
    const response = await this.cached(
      CATALOG_MEMORY_KEYS.response + key,
      version,
      async () => {
        computed = true;
        return this.withEtag(await this.responding.run(versions, load), version);
      },
      (kept) => kept.body.length * 2 + kept.etag.length + JSON.stringify(kept.headers).length,
    );
    countCatalogCache(computed ? 'miss' : 'hit');
    return response;
  }

  /** Whether responses are cached at all (CATALOG_CACHE). */
  get enabled(): boolean {
    return this.config.catalogCache;
  }

  /**
   * Whether a response computed at `version`, at the time `at`, is still the current one, as a cached response
   * would be: what CatalogReplay asks before it sends a response again. The versions it reads are kept for
   * `request`, whose pipeline (`response`) then reads none if the answer has gone stale.
   */
  async isCurrent(version: number, at: number, request?: object): Promise<boolean> {
    if (Date.now() - at >= MAX_AGE_MS) return false;
    const read = this.read();
    if (request) this.readFor.set(request, read);
    return (await read).all === version;
  }

  private withEtag(
    response: Omit<CatalogResponse, 'etag' | 'version' | 'at'>,
    version: number | null,
  ): CatalogResponse {
    // A hash of the bytes: the same response has the same ETag on every instance.
    const etag = `"${createHash('sha1').update(response.body).digest('base64url')}"`;
    return { ...response, etag, version, at: Date.now() };
  }

  /**
   * The versions a list's totals and cursors are looked up and kept under: those its response is kept under, read
   * before the route began (so it reads nothing more); read now when no response is being computed
   * (CATALOG_CACHE=off). Either way they were read before the data kept under them, so what is kept is never older
   * than its version.
   */
  versions(): Promise<CatalogVersions> {
    const responding = this.responding.getStore();
    return responding === undefined ? this.read() : Promise.resolve(responding);
  }

  /**
   * A list's totals (count, highest price, or its cursors) for `key` at `version` (from `versions()`), computed by
   * `load` when missing (cached even with CATALOG_CACHE=off).
   */
  total<T>(key: string, version: number, load: () => Promise<T>): Promise<T> {
    return this.cached(CATALOG_MEMORY_KEYS.total + key, version, load, sizeOf);
  }

  /** A list's totals for `key` kept at `version`, if they are: then a page need not count them again. */
  keptTotal<T>(key: string, version: number): T | undefined {
    return this.current<T>(CATALOG_MEMORY_KEYS.total + key, version);
  }

  /** Keeps a list's totals for `key`, read after `version` was (with the page they came with). */
  keepTotal<T>(key: string, version: number, value: T): void {
    this.keep(CATALOG_MEMORY_KEYS.total + key, version, value, sizeOf);
  }

  private async cached<T>(
    key: string,
    version: number,
    load: () => Promise<T>,
    bytesOf: (value: T) => number,
  ): Promise<T> {
    const kept = this.current<T>(key, version);
    if (kept !== undefined) return kept;
    const value = await load();
    this.keep(key, version, value, bytesOf);
    return value;
  }

  private current<T>(key: string, version: number): T | undefined {
    const entry = this.memory.get(key) as Entry | undefined;
    if (entry && entry.version === version && Date.now() - entry.at < MAX_AGE_MS) return entry.value as T;
    return undefined;
  }

  private keep<T>(key: string, version: number, value: T, bytesOf: (value: T) => number): void {
    this.memory.set(key, { version, at: Date.now(), value } satisfies Entry, bytesOf(value));
  }

  /**
   * The catalog's version as committed after this call began. The requests that arrive in one turn of the event
   * loop share one read, started once they have all arrived; a read already under way may have begun before a
   * write a request must see, so it is never shared with a later request. Reads of successive turns overlap
   * (the pool bounds them), so under load a request waits one read, not the rest of another one first.
   */
  private read(): Promise<CatalogVersions> {
    this.next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.next = undefined;
      return this.repository.catalogVersions();
    });
    return this.next;
  }
}

/**
 * About the bytes a total holds (a count and a price, or a list's cursors): its JSON's length, twice for the
 * characters of JavaScript's strings and the objects around them.
 */
function sizeOf(value: unknown): number {
  try {
    return (
      2 *
      (JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? String(field) : field))
        ?.length ?? 0)
    );
  } catch {
    return 1024;
  }
}
