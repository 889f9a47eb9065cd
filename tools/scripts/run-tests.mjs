#!/usr/bin/env node
// `npm test` after the tools' own tests: the shop server's flood tests alone, then the API's suite beside the build and
// the apps' suites, then the browser suite on that build, alone.
//
// No step runs below another's priority, and the browser suite shares the cores with nothing: a test's time limit
// then measures the shop, not what else the machine was given to do. The API's files wait much of their time (for
// PostgreSQL, for timers, for the processes some of them start), so the build and the apps' suites fill the cores it
// leaves. Started beside the browser suite below its priority (decision 83), the API's files got a tenth of a core
// while the browsers were busy and missed their one-minute limits on a CI machine (decision 84, in
// docs/decisions/0084-the-browser-suite-alone-and-no-suite-below-anothers-priority.md).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { prefixLines } from './lib/log.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../paths.js');

const APPS_AND_SHARED = 'shared-ui,shell,storefront,customer-area,admin';
const started = Date.now();
/** Minutes and seconds since `npm test` began: each step's end is printed, so a slow run says where its time went. */
const elapsed = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
};

/** Runs the commands one after the other, with tagged output; resolves true when all passed. */
function inTurn(tag, color, commands) {
  return commands.reduce(
    (previous, command) =>
      previous.then(
        (passed) =>
          passed &&
          new Promise((resolve) => {
            const child = spawn(command, {
              cwd: repoRoot,
              shell: true,
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            prefixLines(tag, color, child.stdout, process.stdout);
            prefixLines(tag, color, child.stderr, process.stderr);
            child.on('error', () => resolve(false));
            child.on('exit', (code) => {
              console.log(`[${tag}] ${command}: ${code === 0 ? 'passed' : 'failed'} at ${elapsed()}`);
              resolve(code === 0);
            });
          }),
      ),
    Promise.resolve(true),
  );
}

// The shop server under a flood of connections, timed against the machine's free cores: alone, first
// (shell/jest.config.js).
const flood = await inTurn('flood', '33', ['cd shell && SHOP_SERVER_FLOOD_TESTS=only npx jest']);
if (!flood) {
  console.error("npm test: the shop server's flood tests failed");
  process.exit(1);
}

const [api, built] = await Promise.all([
  inTurn('api', '36', ['npx nx run api:test']),
  inTurn('apps', '35', [
    'npx nx run-many -t build',
    `SHOP_SERVER_FLOOD_TESTS=apart npx nx run-many -t test -p ${APPS_AND_SHARED} --parallel=1`,
  ]),
]);
if (!api || !built) {
  console.error(
    `npm test: ${[!api && "the API's tests", !built && "the build or the apps' tests"].filter(Boolean).join(' and ')} failed`,
  );
  process.exit(1);
}
// The browser suite drives the build above (its server starts without building again).
const browser = await inTurn('e2e', '32', ['SKIP_BUILD=1 npm --workspace @pashmina/e2e run e2e']);
if (!browser) {
  console.error('npm test: the browser suite failed');
  process.exit(1);
}
console.log(`npm test: every step passed in ${elapsed()}`);
