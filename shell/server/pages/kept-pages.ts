// Landing pages kept once made: a second shopper's request for the same address (its path and query; the path says
// its language) is answered with the same bytes, compressed once for each encoding (http/page-compression.ts), for as
// long as everything the page was made of is what it would be made of now: the shell's built page, the storefront's
// server build, what its hints were read from, and the API's responses, by their tags (api-responses.ts). So a page is
// never served with older data than the API's responses the server holds, and a new response makes a new page at
// once. Nothing of one shopper is in a page: its making reads no cookie and no credential (the API is asked without
// them), so the page made for one serves every shopper. Bounded in bytes, the least recently used first.
import type { PageHintsRequest } from './page-hints';
import type { SentPage } from '../http/page-compression';
import { createBoundedCache } from './bounded-cache';

/** The memory kept pages may take, their HTML and its compressed copies (a product page is some tens of kilobytes). */
export const KEPT_PAGES_BYTES = 32 * 1024 * 1024;

/** What a page was made of, each compared with what it would be made of now before the page is sent again. */
export interface MadeOf {
  /** The shell's built page as read (reloaded-on-change.ts gives a new one for a new build). */
  template: object;
  /** The storefront's server build as read. */
  build: object;
  /** The request its hints were made for, and their sources then (PageHinter.sources). */
  hints: { request: Omit<PageHintsRequest, 'loaded'>; sources: unknown[] };
  /** The API's responses it was made of: each path and its response's tag. */
  data: [path: string, tag: string][];
}

export interface KeptPage extends SentPage {
  madeOf: MadeOf;
}

export interface KeptPages {
  /** The page kept for `key` when `isCurrent` says it is still what would be made now; otherwise null (and let go). */
  find(key: string, isCurrent: (madeOf: MadeOf) => Promise<boolean>): Promise<KeptPage | null>;
  /** Keeps `page` for `key`, made of `madeOf`. */
  keep(key: string, page: SentPage, madeOf: MadeOf): KeptPage;
}

/** A kept page's bytes: its HTML, each compressed copy, and what it was made of, near enough. */
function sizeOf(page: KeptPage): number {
  let bytes = page.html.length + 256;
  for (const encoded of page.encoded.values()) bytes += encoded.length;
  for (const [path, tag] of page.madeOf.data) bytes += (path.length + tag.length) * 2;
  return bytes;
}

export function createKeptPages({ maxBytes = KEPT_PAGES_BYTES }: { maxBytes?: number } = {}): KeptPages {
  const pages = createBoundedCache<KeptPage>({ maxBytes, sizeOf });
  return {
    async find(key, isCurrent) {
      const page = pages.get(key);
      if (!page) return null;
      if (await isCurrent(page.madeOf)) return page;
      // A newer page may have been kept meanwhile.
      if (pages.peek(key) === page) pages.delete(key);
      return null;
    },
    keep(key, sent, madeOf) {
      const page: KeptPage = { ...sent, madeOf };
      // Its compressed copies count as they come.
      page.onEncoded = () => {
        // The cache counts a value's size once, when it is set anew (not set again as the same value).
        if (pages.peek(key) !== page) return;
        pages.delete(key);
        pages.set(key, page);
      };
      pages.set(key, page);
      return page;
    },
  };
}
