// The files of a remote's build, as its mf-manifest.json lists them for its exposed modules. Each name carries its
// content's hash, so the list tells one build from another: the storefront's server build records its browser
// twin's (server-config.js), and the shell's server compares it with the storefront it serves
// (shell/server/pages/first-screen-composer.ts).

/**
 * @param {{ exposes?: { assets?: { js?: { sync?: string[], async?: string[] }, css?: { sync?: string[], async?: string[] } } }[] } | null} manifest
 * @returns {Set<string>}
 */
function exposedFilesOf(manifest) {
  const files = new Set();
  for (const expose of manifest?.exposes ?? []) {
    const { js = {}, css = {} } = expose?.assets ?? {};
    for (const file of [...(js.sync ?? []), ...(js.async ?? []), ...(css.sync ?? []), ...(css.async ?? [])])
      files.add(file);
  }
  return files;
}

module.exports = { exposedFilesOf };
