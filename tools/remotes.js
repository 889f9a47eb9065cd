// The shell's /mf-remotes.json: where each remote lives, decided at serve time from the
// environment (each remote's urlEnv in tools/apps.js), never compiled into the shell.
// Served by the shop's server (shell/server) and by the shell's webpack-dev-server.
const { REMOTES, remoteUrlOf } = require('./apps');

/** The file each remote is registered by (mf-manifest.json carries the shared-module info). */
const ENTRY_FILE = 'mf-manifest.json';

/** A remote URL that already names its entry file (…/remoteEntry.js or …/mf-manifest.json). */
const ENTRY_FILE_URL = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ remotes: { name: string, entry: string }[] }}
 */
function remotesManifest(env = process.env) {
  return {
    remotes: REMOTES.map((remote) => {
      const base = remoteUrlOf(remote, env);
      // A value may already name the entry file.
      const entry = /\.js(?:on)?$/.test(base) ? base : `${base}/${ENTRY_FILE}`;
      return { name: remote.container, entry };
    }),
  };
}

/**
 * Where a manifest entry's remote is served (its entry URL without the entry file), for messages.
 * @param {string} entry
 */
function remoteBase(entry) {
  return entry.replace(ENTRY_FILE_URL, '');
}

module.exports = { ENTRY_FILE, remotesManifest, remoteBase };
