// Which remotes the shell may load: a remote shares the shell's singletons at run time (one React, one router, one
// store), so one built against another major of any of them would break inside the shell, or break the shell.
// Its mf-manifest.json says what it was built against; these functions judge it before anything of it is loaded.

/** The singletons a remote must declare in versions the shell supports (tools/webpack/federation-shared.js). */
export const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@pashmina/shared-ui',
] as const;

/**
 * The federation runtime a remote's production build borrows from the shell instead of shipping its own
 * (tools/webpack/provide-runtime-core.js). A manifest names the version it was built with as `metaData.pluginVersion`;
 * it is judged like a singleton.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime';

/** The shell's own version of each checked singleton (for shared-ui, its contract version). */
export type HostVersions = Partial<Record<string, string>>;

/** One entry of a manifest's `shared` list, as far as the check reads it. */
export interface DeclaredShared {
  name: string;
  version?: string;
}

export interface Refusal {
  name: string;
  /** What the remote declares; undefined when it does not share this singleton at all. */
  declared: string | undefined;
  /** The range the shell supports, as people write it (`19.x`, `0.1.x`). */
  supported: string;
}

const VERSION = /^v?(\d+)\.(\d+)\.\d+/;

function parse(version: string): { major: number; minor: number } | undefined {
  const match = VERSION.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
}

/**
 * Whether a remote built against `declared` may run on the shell's copy at `hostVersion`, which is the copy it gets
 * (`shareStrategy: 'loaded-first'`): the same major (below 1.0.0 the same minor too, where semver's caret draws the
 * line), and no newer minor than the shell's, since a newer minor may add what the shell's copy does not have yet
 * (a shared-ui component, a hook). Patches either way. So a singleton is upgraded in the shell first, then in the
 * remotes. Anything that is not a version is refused.
 */
export function isSupported(declared: string, hostVersion: string): boolean {
  const remote = parse(declared);
  const host = parse(hostVersion);
  if (!remote || !host || remote.major !== host.major) return false;
  return host.major === 0 ? remote.minor === host.minor : remote.minor <= host.minor;
}

/** The versions the shell takes beside its own, as people write them: `19.0.x to 19.3.x`, `1.0.x`, `0.1.x`. */
export function supportedRange(hostVersion: string): string {
  const host = parse(hostVersion);
  if (!host) return hostVersion;
  const { major, minor } = host;
  return major === 0 || minor === 0 ? `${major}.${minor}.x` : `${major}.0.x to ${major}.${minor}.x`;
}

/** What a remote's mf-manifest.json declares: its `shared` list, and the federation runtime it was built with. */
export function declaredVersions(manifest: unknown): DeclaredShared[] {
  const { shared, metaData } = (manifest ?? {}) as {
    shared?: unknown;
    metaData?: { pluginVersion?: unknown };
  };
  const declared = Array.isArray(shared) ? (shared as DeclaredShared[]) : [];
  const runtime = metaData?.pluginVersion;
  return typeof runtime === 'string'
    ? [...declared, { name: FEDERATION_RUNTIME, version: runtime }]
    : declared;
}

/**
 * What the shell refuses in what a remote declares (declaredVersions): every checked singleton, and the federation
 * runtime, that the shell knows its own version of, declared in another line or not declared at all (the remote
 * would then bring a second copy of it, or run on a runtime it was not built for).
 */
export function refusedVersions(declaredList: unknown, host: HostVersions): Refusal[] {
  const declared = Array.isArray(declaredList) ? (declaredList as DeclaredShared[]) : [];
  const refusals: Refusal[] = [];
  for (const name of [...CHECKED_SINGLETONS, FEDERATION_RUNTIME]) {
    const hostVersion = host[name];
    if (!hostVersion) continue;
    const version = declared.find((entry) => entry?.name === name)?.version;
    if (typeof version !== 'string' || !isSupported(version, hostVersion)) {
      refusals.push({
        name,
        declared: typeof version === 'string' ? version : undefined,
        supported: supportedRange(hostVersion),
      });
    }
  }
  return refusals;
}

/** One line for the console and the error: which remote, which version, what the shell supports. */
export function describeRefusal(remote: string, refusals: Refusal[]): string {
  const parts = refusals.map(({ name, declared, supported }) =>
    declared
      ? `${name} ${declared} (this shell supports ${name} ${supported})`
      : `no ${name} (this shell supports ${name} ${supported})`,
  );
  return `the ${remote} remote was refused before loading: its manifest declares ${parts.join(', ')}`;
}

/** A remote the shell will not load; its routes show the fallback like an offline remote's. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly refusals: Refusal[],
  ) {
    super(describeRefusal(remote, refusals));
    this.name = 'RemoteRefusedError';
  }
}
