// The storefront's server build (storefront/dist-server/first-screen.js, made by `npm run build`): what the shop's
// server knows of the storefront's pages. Loaded once, and again when a new build replaces it.
import { statSync } from 'node:fs';

/** A page's head, as shared-ui's seo/pageHead.ts describes it. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
  preview: { type: 'website' | 'product'; image: string; price?: string };
  structuredData: Record<string, unknown>[];
}

/** A landing page's data, as the server build has asked the API for it (storefront/src/server/firstScreen.tsx). */
export interface LoadedPage {
  requests: string[];
  picture: { srcset: string; sizes: string } | null;
  render(): Promise<string | null>;
  release(): void;
  status: 200 | 404;
  head: PageHead;
}

/** What the server build says of one address. */
export interface PagePlan {
  status: 200 | 301 | 404;
  location: string | null;
  head: PageHead;
  remote: 'storefront' | null;
  landing: { name: string; chunk: string } | null;
  load(fetchPage: (path: string, init?: RequestInit) => Promise<Response>): Promise<LoadedPage | null>;
}

export interface StorefrontBuild {
  planOf(pathname: string, search: string): PagePlan;
  /** The files of the browser build this server build was made with. */
  files: Set<string>;
  /** Where it was loaded from, for messages. */
  bundle: string;
}

interface ServerBuildModule {
  createStorefrontServer(options: { apiOrigin: string; publicUrl: string }): {
    planOf: StorefrontBuild['planOf'];
  };
  browserFiles?: string[];
}

export interface StorefrontBuildOptions {
  bundle: string;
  apiOrigin: string;
  publicUrl: string;
  log?: (line: string) => void;
}

/** The current server build, or null while it is missing (its absence is logged once). */
export function createStorefrontBuild({
  bundle,
  apiOrigin,
  publicUrl,
  log = () => {},
}: StorefrontBuildOptions) {
  let loaded: { mtimeMs: number; build: StorefrontBuild } | null = null;
  let missingLogged = false;
  return function current(): StorefrontBuild | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(bundle).mtimeMs;
    } catch {
      if (!missingLogged) log(`no landing pages: ${bundle} is missing (npm run build writes it)`);
      missingLogged = true;
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(bundle)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(bundle) as ServerBuildModule;
      const { planOf } = module.createStorefrontServer({ apiOrigin, publicUrl });
      loaded = { mtimeMs, build: { planOf, files: new Set(module.browserFiles ?? []), bundle } };
    }
    return loaded.build;
  };
}
