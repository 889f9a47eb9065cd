// One webpack factory for the shell and the three remotes, so the four builds cannot drift apart.
// Each app's webpack.config.js is `module.exports = require('../tools/webpack/config')(__dirname)`;
// its name, container name, port, title and exposed modules come from tools/apps.js.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('./federation-shared');
const { precompressPlugins } = require('./precompress');
const { CleanSourceMaps, SOURCE_MAP_FILENAME } = require('./source-maps');
const { CompileHints, remoteStartFilesOf } = require('./compile-hints');
const { API, appInDir, apiUrl, portOf } = require('../apps');
const { contractsEntry, reduxEntry, routerEntry } = require('../paths');
const { remotesManifest } = require('../remotes');

/**
 * '[name].[contenthash:8].js', except when webpack asks before the content hash exists:
 * the federation runtime module (enhanced 2.9) renders the chunk filename only to learn the
 * output folder depth, and webpack throws on [contenthash] in that context.
 * @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData
 */
function hashedJs(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';
}

const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * How every build resolves modules: the contracts, the short router and React Router's production build, and the
 * short react-redux.
 */
function resolveOf(production) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      '@pashmina/contracts': contractsEntry,
      'react-router-dom$': routerEntry,
      'react-redux$': reduxEntry,
      // React Router's package exports name only its development build; the production one has no dev checks.
      ...(production ? { 'react-router$': reactRouterProduction } : {}),
    },
  };
}

/** TypeScript, transpiled only: type checking is the `typecheck` target's job. */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      // ES modules out, whatever tsconfig says: webpack needs real `import()` for the
      // async boundary of main.ts → bootstrap.tsx that Module Federation relies on.
      options: {
        transpileOnly: true,
        configFile: path.join(dir, 'tsconfig.json'),
        compilerOptions: { module: 'esnext' },
      },
    },
  };
}

/** The headings' face (global.css: h1–h6 in the display font at 600), as the build named its file. */
const HEADING_FONT = /^assets\/cormorant-garamond-latin-600-normal\.[0-9a-f]{8}\.woff2$/;

/** @param {import('webpack').Compilation} compilation */
function headingFontOf(compilation) {
  return Object.keys(compilation.assets).find((name) => HEADING_FONT.test(name)) ?? null;
}

/**
 * The shell's src/boot-frame.css, to be written into its page's <head>: the frame it paints before anything else
 * has arrived, with the headings' face declared so its name is drawn in it. Comments are left out here, spacing
 * by the page's minifier.
 * @param {string} dir
 * @param {string | null} headingFont
 */
function bootFrameCssOf(dir, headingFont) {
  const css = fs
    .readFileSync(path.join(dir, 'src/boot-frame.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  const face = headingFont
    ? `@font-face{font-family:'Cormorant Garamond';font-style:normal;font-weight:600;font-display:swap;src:url(/${headingFont}) format('woff2')}`
    : '';
  return face + css;
}

/**
 * A remote's production build runs on the shell's bundler runtime (borrowed-bundler-runtime.js): 3.0 KB less of gzip
 * in every remoteEntry.js (docs/decisions/0066). This leans on the inside of @module-federation/webpack-bundler-runtime:
 * the federation plugin imports its `bundler` entry, dist/bundler.js, which re-exports dist/index.js; both are replaced.
 * borrowed-bundler-runtime.test.mjs fails, saying what moved, when a new version of Module Federation changes either.
 */
const BORROWED_BUNDLER_RUNTIME = {
  replaces: /[\\/]webpack-bundler-runtime[\\/]dist[\\/](?:bundler|index)\.js$/,
  with: path.join(__dirname, 'borrowed-bundler-runtime.js'),
};

/** Shared modules the shell provides but no landing page uses: shared-ui's orders (federation-shared.js). */
const NOT_PRELOADED = new Set(['@pashmina/shared-ui/orders']);

/**
 * The JavaScript and CSS the shell needs before its first paint, beyond main.js: the chunks of `import('./bootstrap')`
 * and of every shared module it provides (React, the router, react-redux, shared-ui). Without
 * preloads the browser finds them only once main.js has run: one more round trip on a phone's network. The shared
 * modules of NOT_PRELOADED are left for the page that first uses them.
 * @param {import('webpack').Compilation} compilation
 */
function bootFilesOf(compilation) {
  const { chunkGraph } = compilation;
  const groups = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  for (const chunk of compilation.chunks) {
    if (!chunk.canBeInitial()) continue;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'provide-module' || NOT_PRELOADED.has(module._name)) continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) groups.push(group);
      }
    }
  }
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      if (chunk.canBeInitial()) continue;
      for (const file of chunk.files) files.add(file);
    }
  }
  const sorted = [...files].sort();
  // main.js first: it is a deferred script, which the browser would fetch last, at low priority, behind all of these.
  const entry = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) =>
    file.endsWith('.js'),
  );
  return {
    scripts: [...entry, ...sorted.filter((file) => file.endsWith('.js'))],
    styles: sorted.filter((file) => file.endsWith('.css')),
  };
}

/**
 * The page a remote's production build serves at its root: what the server holds, and where the shop is.
 * @param {string} title
 * @param {string} workspace
 */
function remoteFilesPage(title, workspace) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>
        This server holds the files of one part of Pashmina Shop, which the shop's shell loads. Open the shop at the
        shell's address. To run this part on its own, use its development server: <code>npm run dev -w ${workspace}</code>.
      </p>
    </main>
  </body>
</html>
`;
}

/**
 * @param {string} dir  the app's folder (__dirname of its webpack.config.js), one of tools/apps.js
 */
function makeWebpackConfig(dir) {
  const app = appInDir(dir);
  if (!app) throw new Error(`${dir} is not an app of tools/apps.js`);
  const { container: name, title, exposes, host } = app;
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    // A production build writes CSS files, loaded with their chunks, rather than strings in the JavaScript that
    // put <style> elements in at run time: less script to download and run before the first paint.
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    return {
      mode: production ? 'production' : 'development',
      // A production build's maps go to <app>/dist-maps, which is not deployed, and its files do not name them
      // (source-maps.js): they hold the whole original source.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      context: dir,
      entry: { main: './src/main.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are served from their own origin and must load their chunks from it.
        publicPath: host ? '/' : 'auto',
        filename: production ? hashedJs : '[name].js',
        chunkFilename: production ? hashedJs : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        sourceMapFilename: SOURCE_MAP_FILENAME,
        uniqueName: name,
        clean: true,
      },
      resolve: resolveOf(production),
      module: {
        rules: [
          typescriptRule(dir),
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]-[local]`,
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, require.resolve('css-loader')],
          },
          // The contracts are types, constants and pure functions: a bundle keeps only what it uses of them.
          { include: path.dirname(contractsEntry), sideEffects: false },
          { test: /\.(png|jpe?g|webp|svg|gif|ico)$/i, type: 'asset/resource' },
          { test: /\.(woff2?|ttf|eot)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared,
          shareStrategy: 'loaded-first',
          ...(host ? { runtimePlugins: [require.resolve('./provide-runtime-core')] } : {}),
          manifest: true,
          dts: false,
          // Leave Node's loaders out of the browser runtime; a remote loads no remotes, so it leaves that code out too.
          // The shell leaves out the runtime's snapshot plugin (1.5 KB of gzip in main.js), which would register a remote
          // by its mf-manifest.json: the shell reads and judges the manifest itself and registers the remote by its
          // remoteEntry.js (shell/src/app/federation.ts). A remote's build has no snapshot plugin anyway.
          experiments: {
            optimization: { target: 'web', disableRemote: !host, disableSnapshot: host },
            // A remote's production build borrows the shell's federation runtime core (provide-runtime-core.js)
            // rather than shipping a second copy: 11 KB less on every page that loads a remote. Its development build keeps its own,
            // so the remote's standalone page still runs alone.
            externalRuntime: production && !host,
          },
        }),
        // A remote's production build borrows the shell's bundler runtime too (borrowed-bundler-runtime.js): the
        // entry the federation plugin imports is replaced, its other files stay reachable. Its copy of shared-ui has
        // no Nepali catalog parts (remote-catalog-parts.js): the shell's copy is the one that runs.
        ...(production && !host
          ? [
              new webpack.NormalModuleReplacementPlugin(
                BORROWED_BUNDLER_RUNTIME.replaces,
                BORROWED_BUNDLER_RUNTIME.with,
              ),
              new webpack.NormalModuleReplacementPlugin(
                /[\\/]locales[\\/]ne[\\/]parts(?:[\\/]index(?:\.ts)?)?$/,
                path.join(__dirname, 'remote-catalog-parts.js'),
              ),
            ]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // CSS Modules scope every class, so the order two chunks' files arrive in changes nothing.
                ignoreOrder: true,
              }),
              new CleanSourceMaps(),
              // The files a page runs while it starts are compiled as they stream in, off the main thread.
              new CompileHints((compilation) =>
                host ? bootFilesOf(compilation).scripts : remoteStartFilesOf(compilation, name),
              ),
            ]
          : []),
        new HtmlWebpackPlugin({
          // A remote's production build runs only inside the shell, whose federation runtime it borrows (above): its
          // own page says so instead of failing. Its standalone page is the development server's.
          ...(production && !host
            ? { templateContent: remoteFilesPage(title, app.workspace), inject: false }
            : { template: path.join(__dirname, 'index.html') }),
          title,
          favicon: path.join(__dirname, 'favicon.svg'),
          // The standalone page of a remote is for its own team; the shell is the shop.
          chunks: ['main'],
          // Remotes use publicPath 'auto' for their chunks; the standalone page itself must load from
          // the root, or a deep link such as /SingleProducts/x would ask for /SingleProducts/main.js.
          publicPath: '/',
          // The shell's page preloads the one font face its first paint shows large: the headings'.
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            headingFont: host ? headingFontOf(compilation) : null,
            bootFrameCss: host ? bootFrameCssOf(dir, headingFontOf(compilation)) : '',
            boot: host && production ? bootFilesOf(compilation) : { scripts: [], styles: [] },
          }),
        }),
        // Once the build's other files are made: .br and .gz copies of its text files (precompress.js).
        ...(production ? precompressPlugins() : []),
      ],
      optimization: {
        // The shell's main.ts evaluates Redux Toolkit in two steps (its core, then RTK Query): it stays one file, as one
        // import would make it, rather than being cut where the steps meet (two files, 0.6 KB more of gzip).
        ...(host
          ? {
              splitChunks: {
                cacheGroups: {
                  reduxToolkit: {
                    test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|immer|redux|reselect|redux-thunk|@standard-schema[\\/]utils)[\\/]/,
                    name: 'redux-toolkit',
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        // For the JavaScript, webpack's own minimizer plugin with swc's minifier instead of its default, Terser: a
        // third less build time, and smaller files (storefront: 179.9 kB of gzip against 181.7). For the CSS, cssnano's
        // default preset, which renames nothing (reduceIdents, mergeIdents, discardUnused and zindex are its advanced
        // preset's): the CSS Modules classes stay those the storefront's server build names (server-config.js). Used
        // only when minimizing: in production.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 } },
          }),
          new CssMinimizerPlugin(),
        ],
      },
      performance: { hints: false },
      // Errors, warnings and one summary line: `npm start` builds all apps at once.
      stats: 'minimal',
      devServer: {
        port: portOf(app),
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // xfwd: the API sees the browser's address (X-Forwarded-For from loopback), as behind the shop's server, so
        // its sandboxes and docs still refuse a browser elsewhere when HOST opens the dev server.
        proxy: [{ context: API.prefixes, target: apiUrl(), xfwd: true }],
        client: { overlay: { warnings: false } },
        // The shell learns where the remotes are from /mf-remotes.json, as when served by the shop's server.
        ...(host
          ? {
              setupMiddlewares: (middlewares) => {
                middlewares.unshift({
                  name: 'mf-remotes',
                  path: '/mf-remotes.json',
                  middleware: (_req, res) => {
                    res.setHeader('Content-Type', 'application/json; charset=utf-8');
                    res.setHeader('Cache-Control', 'no-cache');
                    res.end(JSON.stringify(remotesManifest()));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}

module.exports = makeWebpackConfig;
// For the storefront's server build (server-config.js), which must resolve and compile exactly as the browser's.
module.exports.resolveOf = resolveOf;
module.exports.typescriptRule = typescriptRule;
// For borrowed-bundler-runtime.test.mjs.
module.exports.BORROWED_BUNDLER_RUNTIME = BORROWED_BUNDLER_RUNTIME;
