// A production build writes a brotli and a gzip copy of every text file next to it (x.js.br, x.js.gz), compressed
// once at their best levels, which no server can afford per request: the shop's server sends the sibling when the
// browser accepts its encoding and the sibling is at least as new as the file, to the millisecond
// (shell/server/parts/static-files.ts). Fonts other than woff/woff2 are text enough to gain; woff, woff2 and the
// pictures are compressed already.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** The files worth a compressed copy, by extension. */
const TEXT_FILES = /\.(?:m?js|css|html|json|svg|txt|webmanifest|ttf|otf|eot)$/i;
/** Below 1 KB a file gains too little, and a copy that saves less than 10% is not written. */
const COMMON = { test: TEXT_FILES, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
const SIBLING = /\.(?:br|gz)$/;

/**
 * The shop's server ignores a sibling older than its file (a stale copy from before a redeployment).
 * Webpack writes a build's files in parallel, in no set order, so a sibling may come out a moment before its
 * file: once everything is written, each sibling older than its file is given the file's time.
 */
class SiblingsNotOlder {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('SiblingsNotOlder', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath, {});
      const siblings = Object.keys(compilation.assets).filter(
        (name) => SIBLING.test(name) && compilation.assetsInfo.get(name)?.compressed,
      );
      await Promise.all(
        siblings.map(async (name) => {
          const sibling = path.join(outputPath, name);
          const original = path.join(outputPath, name.replace(SIBLING, ''));
          const [own, of] = await Promise.all([
            fs.promises.stat(sibling).catch(() => null),
            fs.promises.stat(original).catch(() => null),
          ]);
          if (own && of && own.mtimeMs < of.mtimeMs) await fs.promises.utimes(sibling, of.atime, of.mtime);
        }),
      );
    });
  }
}

/**
 * The plugins of a production build that write the compressed copies. They compress at the stage Module
 * Federation writes mf-manifest.json and mf-stats.json, after it: list them after the ModuleFederationPlugin.
 */
function precompressPlugins() {
  return [
    new CompressionPlugin({
      ...COMMON,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...COMMON,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new SiblingsNotOlder(),
  ];
}

module.exports = { precompressPlugins };
