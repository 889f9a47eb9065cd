// What the shell reads of a remote's mf-manifest.json once the version check has passed it: where its
// remoteEntry.js is, and the files of its `./Routes`. The federation runtime's snapshot plugin read the same
// (the shell's build leaves that plugin out, tools/webpack/config.js).

/** The parts of a manifest the shell reads (the version check reads `shared` and `metaData.pluginVersion`). */
export interface RemoteManifest {
  shared?: unknown;
  metaData?: {
    globalName?: string;
    publicPath?: string;
    pluginVersion?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The folder a manifest's file names are relative to: beside the manifest, as our builds say (`publicPath: 'auto'`). */
function filesFolder(manifest: RemoteManifest, manifestUrl: string): URL {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

/** What the runtime registers the remote by: its remoteEntry.js, and the global that file sets. */
export function remoteEntryOf(
  manifest: RemoteManifest,
  manifestUrl: string,
): { entry: string; entryGlobalName?: string } {
  const { remoteEntry, globalName } = manifest.metaData ?? {};
  if (!remoteEntry?.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const file = remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name;
  return { entry: new URL(file, filesFolder(manifest, manifestUrl)).href, entryGlobalName: globalName };
}

/**
 * Asks the browser for the scripts and style sheets of the remote's `./Routes` while its remoteEntry.js loads,
 * rather than once that has run: one round trip less before an area's first page. Its remoteEntry.js loads them
 * itself (without `crossorigin`, as these preloads), from the browser's cache.
 */
export function preloadRoutesFiles(manifest: RemoteManifest, manifestUrl: string): void {
  const routes = manifest.exposes?.find((expose) => expose.name === 'Routes')?.assets;
  const folder = filesFolder(manifest, manifestUrl);
  const files: [string, string][] = [
    ...(routes?.js?.sync ?? []).map((file): [string, string] => [file, 'script']),
    ...(routes?.css?.sync ?? []).map((file): [string, string] => [file, 'style']),
  ];
  for (const [file, kind] of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = kind;
    link.href = new URL(file, folder).href;
    document.head.appendChild(link);
  }
}
