// The shell's /mf-remotes.json: where each remote lives, decided at serve time from the
// environment (STOREFRONT_URL, CUSTOMER_AREA_URL, ADMIN_URL), never compiled into the shell.
const ports = require('./ports');

/** Module Federation container names and their env variables. */
const REMOTES = [
  { name: 'storefront', env: 'STOREFRONT_URL', port: () => ports.storefront },
  { name: 'customer_area', env: 'CUSTOMER_AREA_URL', port: () => ports.customerArea },
  { name: 'admin', env: 'ADMIN_URL', port: () => ports.admin },
];

/** The file each remote is registered by (mf-manifest.json carries the shared-module info). */
const ENTRY_FILE = 'mf-manifest.json';

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ remotes: { name: string, entry: string }[] }}
 */
function remotesManifest(env = process.env) {
  return {
    remotes: REMOTES.map(({ name, env: key, port }) => {
      const base = (env[key] || `http://localhost:${port()}`).replace(/\/+$/, '');
      // A value may already name the entry file (…/remoteEntry.js or …/mf-manifest.json).
      const entry = /\.(js|json)$/.test(base) ? base : `${base}/${ENTRY_FILE}`;
      return { name, entry };
    }),
  };
}

module.exports = { REMOTES, ENTRY_FILE, remotesManifest };
