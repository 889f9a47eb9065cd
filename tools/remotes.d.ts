// Types of tools/remotes.js: the shell's /mf-remotes.json, made from the environment.

export interface RemotesManifest {
  remotes: { name: string; entry: string }[];
}

export const ENTRY_FILE: string;
export function remotesManifest(env?: NodeJS.ProcessEnv): RemotesManifest;
export function remoteBase(entry: string): string;
