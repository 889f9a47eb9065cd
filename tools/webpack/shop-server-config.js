// The shop's server (shell/server/main.ts and what it imports), for Node, as one CommonJS file
// (shell/dist-server/main.js). Bundled rather than compiled file by file, since it imports modules of shared-ui
// (a page's head, the types of the storefront's server build), which is TypeScript source outside the shell.
// Packages stay in node_modules and the repository's tools/ stays where it is: both are required at run time.
const fs = require('node:fs');
const path = require('node:path');
const { repoRoot } = require('../paths');

const toolsDir = path.join(repoRoot, 'tools');

/**
 * The files the server reads next to itself at start (the first screen's loader, inlined into pages: its source
 * file is the page's script), copied beside the built file.
 */
const READ_AT_START = ['server/pages/first-screen-loader.js'];

/** @param {string} dir */
function copiedBeside(dir) {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('copied-beside', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'copied-beside', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const file of READ_AT_START) {
              const source = path.join(dir, file);
              compilation.fileDependencies.add(source);
              compilation.emitAsset(path.basename(file), new RawSource(fs.readFileSync(source)));
            }
          },
        );
      });
    },
  };
}

/** @param {string} dir  the shell's folder */
module.exports = function makeShopServerConfig(dir) {
  const outDir = path.join(dir, 'dist-server');
  return {
    name: 'shop-server',
    mode: 'production',
    target: 'node20',
    devtool: false,
    context: dir,
    entry: { main: './server/main.ts' },
    // Written even when unchanged: a build newer than its sources is how the API's tests know it is current.
    output: {
      path: outDir,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
      compareBeforeEmit: false,
    },
    // __dirname is the built file's folder, as it was for each compiled file of the folder.
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    externals: [
      ({ request, context }, callback) => {
        if (!request) return callback();
        if (request.startsWith('.')) {
          const file = path.resolve(context ?? dir, request);
          // tools/ finds the repository from its own place (tools/paths.js): required there, not copied.
          if (file.startsWith(toolsDir + path.sep))
            return callback(null, `commonjs ${path.relative(outDir, file).split(path.sep).join('/')}`);
          return callback();
        }
        if (path.isAbsolute(request) || request.startsWith('@pashmina/')) return callback();
        return callback(null, `commonjs ${request}`);
      },
    ],
    // nodeEnv: false, or webpack would write the build's mode in place of every process.env.NODE_ENV: the server
    // reads the environment it runs in (outside production it listens on loopback).
    optimization: { minimize: false, nodeEnv: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      parser: { javascript: { createRequire: false } },
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'server/tsconfig.json'),
              compilerOptions: { noEmit: false, module: 'commonjs' },
            },
          },
        },
      ],
    },
    plugins: [copiedBeside(dir)],
    performance: { hints: false },
  };
};
