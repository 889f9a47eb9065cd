// What the storefront's server build (storefront/src/server/firstScreenRenderer.tsx) tells the shop's server
// (shell/server/pages/) about an address: declared once here, and imported as types by both.
import type { PageHead } from './pageHead';

/** How a page's render asks the API: by path ('/api/v1/product?…'). */
export type PageFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** A landing page's data, asked for and held until it is rendered or let go. */
export interface LoadedPage {
  /** The API requests the page made, as paths ('/api/v1/product?…'): the browser may fetch them early. */
  requests: string[];
  /** The page's largest picture, as its <img> shows it. */
  picture: { srcset: string; sizes: string } | null;
  /** The first screen's HTML (what the storefront renders inside the shell's <main>), or null when it failed. */
  render(): Promise<string | null>;
  /** Lets the page's store go without rendering. */
  release(): void;
  /** 404 when the page's product does not exist (its first screen is then the shell's 404, not rendered here). */
  status: 200 | 404;
  /** The page's head, made of its responses. */
  head: PageHead;
}

/** What the shop's server answers for an address, and how it asks the API for a landing page's first screen. */
export interface PagePlan {
  /** 200 for a page of the shop, 301 to its address in the spec's casing (`location`), 404 for anything else. */
  status: 200 | 301 | 404;
  /** For a 301: the page's own path and the address's query. */
  location: string | null;
  /** The page's head from its address alone (a landing page's loaded data gives a fuller one). */
  head: PageHead;
  /** The remote that shows the page, when it is the storefront's. */
  remote: 'storefront' | null;
  /**
   * For a page shoppers land on: its name, the chunk holding its code, and its part of the Nepali catalog (the chunk
   * `catalog-ne-<catalogPart>` of the shell's build).
   */
  landing: { name: string; chunk: string; catalogPart: string } | null;
  /** Asks the API what the page's first screen shows; null when it could not (the API down or failing). */
  load(fetchPage: PageFetch): Promise<LoadedPage | null>;
}
