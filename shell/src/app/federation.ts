// Remote URLs are decided at run time: the shell's server writes them into index.html (and serves
// /mf-remotes.json, which the dev server also does), registered with the Module Federation runtime,
// and each remote is loaded when one of its routes is first opened, once its manifest has passed the
// version check (versionGuard.ts).
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type CatalogPart, withCatalogPart } from '@pashmina/shared-ui';
import type { RemoteLoader, RemoteName, RemoteRoutesModule } from '../features/remotes';
import { versionGuard } from './versionGuard';

export interface RemotesFile {
  remotes: { name: string; entry: string }[];
}

let registered: Promise<void> | null = null;
let guarded = false;

/** The id of the JSON block the shell's server writes into index.html (shell/server/pages/page-hints.ts). */
const REMOTES_SCRIPT_ID = 'mf-remotes';

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

async function fetchAndRegister(): Promise<void> {
  // Before the first remote is registered, while the runtime's shared modules are still the shell's alone.
  if (!guarded) {
    registerPlugins([versionGuard()]);
    guarded = true;
  }
  const file = writtenIntoPage() ?? (await fetchRemotesFile());
  if (!Array.isArray(file.remotes)) throw new Error('/mf-remotes.json has no remotes list');
  registerRemotes(file.remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Registers the remotes once; a failure is forgotten, so the next attempt (Retry) asks again. */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registered) {
    registered = fetchAndRegister();
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
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
  await ensureRemotesRegistered();
  const module = await loadRemote<RemoteRoutesModule>(`${name}/Routes`);
  if (!module?.default) throw new Error(`The ${name} remote did not provide its routes`);
  return module;
}

export const loadRemoteRoutes: RemoteLoader = async (name: RemoteName) => {
  if (name !== 'storefront') void ordersEndpoints().catch(() => undefined);
  const part = CATALOG_PARTS[name];
  return part ? withCatalogPart(part, () => remoteRoutes(name)) : remoteRoutes(name);
};
