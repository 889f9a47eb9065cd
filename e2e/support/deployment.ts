import path from 'node:path';
import { REMOTES } from '../../tools/apps';
import { startStaticServer, type StaticServer } from './static-server';

const repoRoot = path.resolve(__dirname, '../..');

export type RemoteApp = 'storefront' | 'customer-area' | 'admin';
export const REMOTE_APPS = REMOTES.map((remote) => remote.name as RemoteApp);

/** Each remote's built dist/ in the repository. */
export const builtRemotes = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, path.join(repoRoot, remote.dir, 'dist')]),
) as Record<RemoteApp, string>;

export interface Deployment {
  /** The shell's URL. */
  url: string;
  stopRemote(app: RemoteApp): Promise<void>;
  startRemote(app: RemoteApp): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A deployment of the shop of its own, apart from the suite's: each remote served from the folder the caller names
 * by its own static server (with CORS, as a CDN would), and the repository's built shell whose /mf-remotes.json
 * points at them, all on four ports from `firstPort` (the shell, then the remotes in the order of tools/apps.js). It
 * talks to the suite's API. A remote's server stops and starts alone; the shell's never restarts.
 */
export async function startDeployment(
  firstPort: number,
  remoteDirs: Record<RemoteApp, string> = builtRemotes,
): Promise<Deployment> {
  const portOf = (app: RemoteApp) => firstPort + 1 + REMOTE_APPS.indexOf(app);
  const servers = new Map<RemoteApp, StaticServer>();
  const startRemote = async (app: RemoteApp) => {
    if (servers.has(app)) return;
    servers.set(app, await startStaticServer(['--dir', remoteDirs[app]], portOf(app), '/mf-manifest.json'));
  };
  const stopRemote = async (app: RemoteApp) => {
    await servers.get(app)?.stop();
    servers.delete(app);
  };

  // A server that did not start leaves none of the others running (the next run needs their ports).
  const started = await Promise.allSettled(REMOTE_APPS.map(startRemote));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(REMOTE_APPS.map(stopRemote));
    throw failed.reason;
  }
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.urlEnv as string,
      `http://localhost:${portOf(remote.name as RemoteApp)}`,
    ]),
  );
  const shell = await startStaticServer(['--app', 'shell'], firstPort, '/mf-remotes.json', remoteUrls).catch(
    async (error: unknown) => {
      await Promise.all(REMOTE_APPS.map(stopRemote));
      throw error;
    },
  );

  return {
    url: shell.url,
    startRemote,
    stopRemote,
    stop: async () => {
      await Promise.all([shell.stop(), ...REMOTE_APPS.map(stopRemote)]);
    },
  };
}
