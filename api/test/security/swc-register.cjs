// Runs the API's TypeScript sources in a child process without a build: each .ts file is compiled by @swc/core as
// it is required, with the options of jest.config.js (Nest needs the decorator metadata). Usage:
//   node swc-register.cjs <entry.ts>
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const OPTIONS = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...OPTIONS, filename });
  module._compile(code, filename);
};

// The e-mails' templates (src/mail/templates) are JSX, with React's automatic runtime as tsc builds them.
const TSX = {
  ...OPTIONS,
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
};

require.extensions['.tsx'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...TSX, filename });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2]));
