// The storefront's server build: storefront/src/server/firstScreenRenderer.tsx and what it imports, for Node, as one
// CommonJS file (storefront/dist-server/first-screen.js) that the shell's server runs to write a landing page's
// first screen into its HTML (shell/server/pages/). It renders the same components as the browser
// build, so it must name their CSS Modules classes exactly as the browser builds do: `<container>-<hash>` of the
// app whose build provides the module (shared-ui is the shell's singleton, so its classes are the shell's, but for
// its widgets, forms and panels, which each app bundles), with
// the hash css-loader makes of the file's path relative to the app's folder, which is the same from any sibling.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { repoRoot } = require('../paths');
const { resolveOf, typescriptRule } = require('./config');
const { exposedFilesOf } = require('./exposed-files');

const sharedUiDir = path.join(repoRoot, 'shared-ui');
/** shared-ui's folders that are no singleton: each app bundles them, and names their classes as its own. */
const bundledByApps = ['widgets', 'forms', 'panels'].map((folder) => path.join(sharedUiDir, 'src', folder));

/** css-loader, class names only (no CSS: the browser builds write it), as the `container` build names them. */
const cssModules = (container) => ({
  loader: require.resolve('css-loader'),
  options: {
    modules: {
      namedExport: false,
      exportLocalsConvention: 'as-is',
      exportOnlyLocals: true,
      localIdentName: `${container}-[hash:base64:6]`,
    },
  },
});

/**
 * The files of the browser build the server build is the twin of, as its mf-manifest.json lists them (every name
 * carries its content's hash). The shell's server renders a first screen only when the storefront it serves is
 * that very build: another one (redeployed on its own) may show other text or markup.
 * @param {string} dir
 */
function browserFilesOf(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
  return [...exposedFilesOf(manifest)].sort();
}

/**
 * @param {string} dir  the storefront's folder
 * @param {string} browserBuild  the name of the storefront's browser build, which must be done first
 */
module.exports = function makeServerConfig(dir, browserBuild) {
  const serverFetch = path.join(dir, 'src/server/firstScreenFetch.ts');
  return {
    name: 'first-screen',
    dependencies: [browserBuild],
    mode: 'production',
    target: 'node20',
    devtool: false,
    context: dir,
    entry: { 'first-screen': './src/server/firstScreenRenderer.tsx' },
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // One file: the shell's server loads it with require().
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        // Read when the server build runs, after the browser build has written its manifest.
        __STOREFRONT_FILES__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(browserFilesOf(dir)),
          true,
        ),
      }),
      new webpack.ProvidePlugin({
        fetch: [serverFetch, 'serverFetch'],
        Request: [serverFetch, 'ServerRequest'],
      }),
    ],
    optimization: { minimize: false },
    resolve: resolveOf(true),
    module: {
      rules: [
        typescriptRule(dir),
        // shared-ui's singleton is the shell's; its parts the apps bundle themselves (widgets, forms, panels) are the
        // storefront's in its pages.
        {
          test: /\.module\.css$/,
          include: sharedUiDir,
          exclude: bundledByApps,
          use: [cssModules('shell')],
        },
        {
          test: /\.module\.css$/,
          exclude: { and: [sharedUiDir], not: [bundledByApps] },
          use: [cssModules('storefront')],
        },
        // Plain style sheets (shared-ui's global.css) are the browser builds' business.
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
        {
          test: /\.(png|jpe?g|webp|svg|gif|ico|woff2?|ttf|eot)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    performance: { hints: false },
    stats: 'minimal',
  };
};
