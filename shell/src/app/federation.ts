// Remote URLs are decided at run time: the shell's server writes them into index.html (and serves
// /mf-remotes.json, which the dev server also does). Each remote is loaded when one of its routes is first opened:
// the shell fetches its mf-manifest.json, judges it (versionGuard.ts), and only then registers the remote with the
// Module Federation runtime by the remoteEntry.js the manifest names. The shell's build leaves out the runtime's
// snapshot plugin, which would otherwise fetch the manifest (tools/webpack/config.js).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type CatalogPart, withCatalogPart } from '@pashmina/shared-ui';
import type { HostVersions, RemoteLoader, RemoteName, RemoteRoutesModule } from '../features/remotes';
import { preloadRoutesFiles, remoteEntryOf } from './remoteManifest';
import { checkedManifest, shellVersions } from './versionGuard';

export interface RemotesFile {
  remotes: { name: string; entry: string }[];
}

/** The id of the JSON block the shell's server writes into index.html (shell/server/pages/page-hints.ts). */
const REMOTES_SCRIPT_ID = 'mf-remotes';

/** A remote listed by its manifest; one listed by its remoteEntry.js has nothing to judge and is registered as is. */
const MANIFEST_FILE = /\/mf-manifest\.json$/;

/**
 * The manifest the server wrote into the page, read once: a Retry after a failure asks /mf-remotes.json again,
 * in case the remotes have moved since the page was served.
 */
let pageManifest: Element | null = document.getElementById(REMOTES_SCRIPT_ID);

function writtenIntoPage(): RemotesFile | null {
  const element = pageManifest;
  pageManifest = null;
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RemotesFile;
  } catch {
    return null;
  }
}

async function fetchRemotesFile(): Promise<RemotesFile> {
  const response = await fetch('/mf-remotes.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/mf-remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesFile;
}

let remotesFile: Promise<RemotesFile> | null = null;
let host: HostVersions | null = null;

/** Reads the remotes' list once; a failure is forgotten, so the next attempt (Retry) asks again. */
export function readRemotesFile(): Promise<RemotesFile> {
  // Before the first remote is registered, while the runtime's shared modules are still the shell's alone.
  host ??= shellVersions();
  if (!remotesFile) {
    remotesFile = (async () => {
      const file = writtenIntoPage() ?? (await fetchRemotesFile());
      if (!Array.isArray(file.remotes)) throw new Error('/mf-remotes.json has no remotes list');
      return file;
    })();
    remotesFile.catch(() => {
      remotesFile = null;
    });
  }
  return remotesFile;
}

async function judgeAndRegister(name: RemoteName): Promise<void> {
  const file = await readRemotesFile();
  const listed = file.remotes.find((remote) => remote.name === name);
  if (!listed) throw new Error(`/mf-remotes.json does not list the ${name} remote`);
  const url = new URL(listed.entry, window.location.href).href;
  if (!MANIFEST_FILE.test(url)) {
    registerRemotes([{ name, entry: url }]);
    return;
  }
  const manifest = await checkedManifest(url, name, host ?? {});
  preloadRoutesFiles(manifest, url);
  registerRemotes([{ name, ...remoteEntryOf(manifest, url) }]);
}

const registered = new Map<RemoteName, Promise<void>>();

/**
 * Registers one remote once its manifest has passed; a failure (its server down, a refusal) is forgotten, so Retry
 * asks for the manifest again. A remote registered stays so: its remoteEntry.js, should it fail, is asked for again
 * by the runtime itself.
 */
function ensureRegistered(name: RemoteName): Promise<void> {
  let done = registered.get(name);
  if (!done) {
    done = judgeAndRegister(name);
    registered.set(name, done);
    done.catch(() => registered.delete(name));
  }
  return done;
}

/**
 * shared-ui's orders entry, a singleton the shell provides without calling it itself (webpack provides a shared module
 * only in a build that imports it: a remote's own copy would inject its endpoints into a baseApi outside the shop's
 * store). The account and the admin use it on every page: it is fetched beside their remote rather than after it.
 */
const ordersEndpoints = () => import('@pashmina/shared-ui/orders');

/**
 * The part of the Nepali catalog a remote's pages all need, fetched beside its code on a Nepali page, so its first
 * page renders in Nepali with no round trip after the remote's: the customer area's. The storefront's pages each ask
 * for their own (its Routes.tsx); the admin stays in English.
 */
const CATALOG_PARTS: Partial<Record<RemoteName, CatalogPart>> = { customer_area: 'customer-area' };

async function remoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  await ensureRegistered(name);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/Routes`);
  if (!module?.default) throw new Error(`The ${name} remote did not provide its routes`);
  return module;
}

export const loadRemoteRoutes: RemoteLoader = async (name: RemoteName) => {
  if (name !== 'storefront') void ordersEndpoints().catch(() => undefined);
  const part = CATALOG_PARTS[name];
  return part ? withCatalogPart(part, () => remoteRoutes(name)) : remoteRoutes(name);
};
