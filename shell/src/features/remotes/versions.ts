// Which remotes the shell may load: a remote shares the shell's singletons at run time (one React, one router, one
// store), so one built against another major of any of them would break inside the shell, or break the shell.
// Its mf-manifest.json says what it was built against; these functions judge it before anything of it is loaded.

/** The singletons a remote must declare in versions the shell supports (tools/webpack/federation-shared.js). */
export const CHECKED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@pashmina/shared-ui',
] as const;

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

/**
 * The line a version belongs to: its major, or below 1.0.0 its major and minor, where semver's caret draws the
 * line too (0.1.x and 0.2.x may break each other). Undefined for what is not a version.
 */
function lineOf(version: string): string | undefined {
  const match = VERSION.exec(version.trim());
  if (!match) return undefined;
  const [, major, minor] = match;
  return major === '0' ? `0.${minor}` : major;
}

/** `19.x` for 19.3.1, `0.1.x` for 0.1.0: the versions the shell takes beside its own. */
export function supportedRange(hostVersion: string): string {
  return `${lineOf(hostVersion) ?? hostVersion}.x`;
}

/** Whether a remote built against `declared` may share the shell's copy at `hostVersion`. */
export function isSupported(declared: string, hostVersion: string): boolean {
  const line = lineOf(declared);
  return line !== undefined && line === lineOf(hostVersion);
}

/**
 * What the shell refuses in a remote's manifest `shared` list: every checked singleton the shell knows its own version
 * of, declared in another line or not declared at all (the remote would then bring a second copy of it).
 */
export function refusedVersions(shared: unknown, host: HostVersions): Refusal[] {
  const declared = Array.isArray(shared) ? (shared as DeclaredShared[]) : [];
  const refusals: Refusal[] = [];
  for (const name of CHECKED_SINGLETONS) {
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
