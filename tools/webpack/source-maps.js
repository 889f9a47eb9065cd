// A production build's source maps hold the whole original source: they are written beside the app's dist/, into
// its dist-maps/ (which is not deployed), and the shipped files do not name them (devtool 'hidden-source-map').
// Webpack's output.clean only cleans dist/, so the maps of earlier builds are removed here.
const fs = require('node:fs');
const path = require('node:path');

/** The maps' folder, relative to output.path: <app>/dist-maps for <app>/dist. */
const MAPS_FOLDER = '../dist-maps';
/** output.sourceMapFilename: x.js → ../dist-maps/x.js.map. */
const SOURCE_MAP_FILENAME = `${MAPS_FOLDER}/[file].map`;

/** Before a build writes its maps, those of earlier builds that it does not write again go. */
class CleanSourceMaps {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.emit.tapPromise('CleanSourceMaps', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath, {});
      const folder = path.resolve(outputPath, MAPS_FOLDER);
      const current = new Set(
        Object.keys(compilation.assets)
          .map((name) => path.resolve(outputPath, name))
          .filter((file) => file.startsWith(folder + path.sep)),
      );
      const entries = await fs.promises
        .readdir(folder, { recursive: true, withFileTypes: true })
        .catch(() => []);
      await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
          .filter((file) => !current.has(file))
          .map((file) => fs.promises.rm(file, { force: true })),
      );
    });
  }
}

module.exports = { CleanSourceMaps, MAPS_FOLDER, SOURCE_MAP_FILENAME };
