// The storefront's server build (storefront/dist-server/first-screen.js, made by `npm run build`): what the shop's
// server knows of the storefront's pages. Loaded once, and again when a new build replaces it.
import { createRequire } from 'node:module';
import type { PagePlan } from '@pashmina/shared-ui/page-head';
import { reloadedOnChange } from './reloaded-on-change';

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
