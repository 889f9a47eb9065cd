// The storefront's server build (storefront/dist-server/first-screen.js, made by `npm run build`): what the shop's
// server knows of the storefront's pages. Loaded once, and again when a new build replaces it.
import { createRequire } from 'node:module';
import { reloadedOnChange } from './reloaded-on-change';

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
  // The shop server's own require (a bundle's is webpack's), from the shop server's place.
  const nodeRequire = createRequire(__filename);
  const reader = reloadedOnChange(bundle, (file): StorefrontBuild => {
    delete nodeRequire.cache[nodeRequire.resolve(file)];
    const module = nodeRequire(file) as ServerBuildModule;
    const { planOf } = module.createStorefrontServer({ apiOrigin, publicUrl });
    return { planOf, files: new Set(module.browserFiles ?? []), bundle };
  });
  let missingLogged = false;
  return function current(): StorefrontBuild | null {
    const build = reader();
    if (!build && !missingLogged) {
      log(`no landing pages: ${bundle} is missing (npm run build writes it)`);
      missingLogged = true;
    }
    return build;
  };
}
