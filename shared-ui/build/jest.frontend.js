// Jest settings for every frontend workspace: `module.exports = require('../shared-ui/build/jest.frontend')(__dirname)`.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

module.exports = (rootDir) => ({
  rootDir,
  displayName: path.basename(rootDir),
  testEnvironment: path.join(__dirname, 'jest-environment.js'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': path.join(__dirname, 'jest-file-stub.js'),
    '\\.(png|jpe?g|webp|svg|gif|woff2?)$': path.join(__dirname, 'jest-file-stub.js'),
    '^@pashmina/contracts$': path.join(repoRoot, 'api/src/contracts/index.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
});
