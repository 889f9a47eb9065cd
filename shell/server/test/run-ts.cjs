// Runs the shop's server from its TypeScript sources in a child process, without a build (the tests that measure
// the server's own process): each .ts file is compiled by @swc/core as it is required. Usage:
//   node run-ts.cjs <entry.ts> [arguments...]
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const OPTIONS = {
  jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...OPTIONS, filename });
  module._compile(code, filename);
};

const entry = path.resolve(process.argv[2]);
process.argv.splice(1, 2, entry);
require(entry);
