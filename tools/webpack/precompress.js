// A production build writes a brotli and a gzip copy of every text file next to it (x.js.br, x.js.gz), compressed
// once at their best levels, which no server can afford per request: the shop's server sends the sibling when the
// browser accepts its encoding (shell/server/http/static-files.ts). A copy is its file's: whoever changes a built
// file by hand removes its copies, or they are sent in its place. Fonts other than woff/woff2 are text enough to gain; woff, woff2 and the
// pictures are compressed already.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** The files worth a compressed copy, by extension. */
const TEXT_FILES = /\.(?:m?js|css|html|json|svg|txt|webmanifest|ttf|otf|eot)$/i;
/** Below 1 KB a file gains too little, and a copy that saves less than 10% is not written. */
const COMMON = { test: TEXT_FILES, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
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
  ];
}

module.exports = { precompressPlugins };
