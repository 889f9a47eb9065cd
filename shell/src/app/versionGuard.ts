// The version check wired into the Module Federation runtime. The runtime reads each remote's mf-manifest.json
// through its `fetch` hook before it loads anything else of the remote; this plugin fetches the manifest itself,
// judges its shared singletons (features/remotes/versions.ts) and either hands the runtime the very manifest it
// judged or refuses: the remote's remoteEntry.js is then never requested, and its routes show the fallback.
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractVersion } from '@pashmina/shared-ui';
import {
  CHECKED_SINGLETONS,
  declaredVersions,
  FEDERATION_RUNTIME,
  RemoteRefusedError,
  refusedVersions,
  type HostVersions,
} from '../features/remotes';

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

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** Fetches a remote's manifest and returns it unchanged, or throws a RemoteRefusedError (logged first). */
export async function checkedManifest(
  url: string,
  init: RequestInit,
  remote: string,
  host: HostVersions,
): Promise<Response> {
  const response = await fetch(url, init);
  // Not a manifest (a 404 page, an error): the runtime reports it as it would without this check.
  if (!response.ok) return response;
  const body = await response.text();
  const judged = new Response(body, { status: response.status, headers: JSON_HEADERS });
  let manifest: unknown;
  try {
    manifest = JSON.parse(body);
  } catch {
    return judged; // not JSON: the runtime reports a broken manifest
  }
  const refusals = refusedVersions(declaredVersions(manifest), host);
  if (refusals.length) {
    const error = new RemoteRefusedError(remote, refusals);
    console.error(`[shell] ${error.message}`);
    throw error;
  }
  return judged;
}

/** The runtime plugin; `host` is read once, before any remote adds its own shared modules. */
export function versionGuard(host: HostVersions = shellVersions()): ModuleFederationRuntimePlugin {
  return {
    name: 'pashmina-version-guard',
    // The runtime calls this hook for remotes' manifests only (the entry and chunks load as scripts).
    fetch: (url, init, remoteInfo) => checkedManifest(url, init, remoteInfo?.name ?? url, host),
  };
}
