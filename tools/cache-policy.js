// How long a browser may keep a built file, decided by its name alone, so that the shop's server
// (shell/server) and the deploy script (deploy-remote.mjs) agree on which files never change.
// Hashed files (name.0123abcd.js) are cached for a year; index.html, mf-manifest.json and
// remoteEntry.js are revalidated on every load, so a new deployment is picked up at once. A
// precompressed sibling (x.js.br, x.js.gz) is judged as its file.

/** Files the browser must revalidate: they name the hashed files of the current build. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const SIBLING = /\.(?:br|gz)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The file a name stands for: itself, or the file a precompressed sibling is a copy of.
 * @param {string} fileName
 */
function compressedFrom(fileName) {
  return fileName.replace(SIBLING, '');
}

/**
 * The Cache-Control of a built file, by its base name.
 * @param {string} fileName
 */
function cacheControlFor(fileName) {
  const name = compressedFrom(fileName);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return IMMUTABLE;
  return 'no-cache';
}

module.exports = { cacheControlFor, compressedFrom, IMMUTABLE };
