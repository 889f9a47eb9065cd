// Types of exposed-files.js.

export interface FederationManifest {
  exposes?: {
    path?: string;
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
  shared?: { name: string; version?: string }[];
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
}

export function exposedFilesOf(manifest: FederationManifest | null): Set<string>;
