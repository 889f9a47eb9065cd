// The shell's browser code (jsdom) and its server (Node), each with its own environment.
const frontend = require('../tools/jest/frontend')(__dirname);

// The server's tests that time it under a flood of connections measure the machine's free cores as much as the
// server: `npm test` runs them apart, first, before any other suite or the build (tools/scripts/run-tests.mjs), with
// SHOP_SERVER_FLOOD_TESTS=apart for the rest and =only for them. Unset, `npx jest` runs everything.
const FLOOD_TESTS = ['server/http/body-budget.test.ts', 'server/pages/page-limiter.test.ts'];
const floodTests = process.env.SHOP_SERVER_FLOOD_TESTS;

/** @type {import('jest').Config} */
module.exports = {
  // With projects, Jest takes the time limit from here, not from each project (tools/jest/frontend.js says why).
  testTimeout: frontend.testTimeout,
  projects: [
    ...(floodTests === 'only' ? [] : [frontend]),
    {
      rootDir: __dirname,
      displayName: 'shell-server',
      testEnvironment: 'node',
      testMatch:
        floodTests === 'only'
          ? FLOOD_TESTS.map((file) => `<rootDir>/${file}`)
          : ['<rootDir>/server/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        ...(floodTests === 'apart' ? FLOOD_TESTS.map((file) => `/${file.replace(/\./g, '\\.')}$`) : []),
      ],
      transform: {
        '^.+\\.ts$': [
          require.resolve('@swc/jest'),
          { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
        ],
      },
    },
  ],
};
