// Jest settings for every frontend workspace (the four apps and shared-ui):
// `module.exports = require('../tools/jest/frontend')(__dirname)`.
const path = require('node:path');
const { contractsEntry, routerEntry } = require('../paths');

module.exports = (rootDir) => ({
  rootDir,
  displayName: path.basename(rootDir),
  testEnvironment: path.join(__dirname, 'environment.js'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Lingui (and the ICU parser its runtime compiles with in development) ship ES modules only: they are compiled
  // for jest like the shop's own code.
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': path.join(__dirname, 'file-stub.js'),
    '\\.(png|jpe?g|webp|svg|gif|woff2?)$': path.join(__dirname, 'file-stub.js'),
    '^@pashmina/contracts$': contractsEntry,
    '^react-router-dom$': routerEntry,
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.js')],
  // `npm test` runs these suites beside the API's, which keeps both cores of a small machine busy: a test that types a
  // whole form (userEvent) can wait that long for a core. A time limit, not a speed the tests check.
  testTimeout: 15000,
});
