// The shell's browser code (jsdom) and its server (Node), each with its own environment.
const frontend = require('../tools/jest/frontend')(__dirname);

/** @type {import('jest').Config} */
module.exports = {
  // With projects, Jest takes the time limit from here, not from each project (tools/jest/frontend.js says why).
  testTimeout: frontend.testTimeout,
  projects: [
    frontend,
    {
      rootDir: __dirname,
      displayName: 'shell-server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform: {
        '^.+\\.ts$': [
          require.resolve('@swc/jest'),
          { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
        ],
      },
    },
  ],
};
