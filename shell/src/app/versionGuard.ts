// The version check before a remote is loaded. The shell fetches each remote's mf-manifest.json itself
// (federation.ts), and this judges its shared singletons (features/remotes/versions.ts): a refused remote is never
// registered with the Module Federation runtime, so its remoteEntry.js is never requested, and its routes show the
// fallback.
import { getInstance } from '@module-federation/enhanced/runtime';
import { contractVersion } from '@pashmina/shared-ui';
import {
  CHECKED_SINGLETONS,
  declaredVersions,
  FEDERATION_RUNTIME,
  RemoteRefusedError,
  refusedVersions,
  type HostVersions,
} from '../features/remotes';
import type { RemoteManifest } from './remoteManifest';

/**
 * The shell's own version of each checked singleton: what its build compiled into the federation runtime (the
 * versions installed when it was built), and for shared-ui the contract of the copy the shell itself runs.
 */
export function shellVersions(): HostVersions {
  const shared = getInstance()?.options.shared ?? {};
  const versions: HostVersions = {};
  for (const name of CHECKED_SINGLETONS) versions[name] = shared[name]?.[0]?.version;
  versions['@pashmina/shared-ui'] = contractVersion;
  versions[FEDERATION_RUNTIME] = getInstance()?.version;
  return versions;
}

/** Fetches a remote's manifest and returns it, or throws: a RemoteRefusedError (logged first), or why it is none. */
export async function checkedManifest(
  url: string,
  remote: string,
  host: HostVersions,
): Promise<RemoteManifest> {
  // A plain CORS fetch, as the page's `<link rel="preload" as="fetch" crossorigin>` of the manifest made it.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the ${remote} remote's manifest ${url} answered ${response.status}`);
  const manifest = (await response.json()) as RemoteManifest;
  const refusals = refusedVersions(declaredVersions(manifest), host);
  if (refusals.length) {
    const error = new RemoteRefusedError(remote, refusals);
    console.error(`[shell] ${error.message}`);
    throw error;
  }
  return manifest;
}
