#!/usr/bin/env node
// `npm test` after the tools' own tests: the shop server's flood tests alone, then the API's suite beside the build,
// the browser suite on that build as soon as it is done, and the apps' suites after the browser suite.
//
// The browser suite is the longest step (about 7 minutes of a quiet machine's two cores, three quarters of them
// busy), so it starts as soon as there is a build to drive. The API's suite spends much of its time waiting (for
// PostgreSQL, for timers, for the processes some of its files start): it runs beside the others at a lower priority
// (`nice`), so it fills the cores the browsers leave rather than slow the browser tests past their time limits. One
// step after the other took 15 minutes on 2026-11-29; this way, 12 to 13.
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

/** Below the browser suite's priority: the API's tests' time limit is a minute, the browser tests' ten seconds. */
const BESIDE = 'nice -n 10';

// The shop server under a flood of connections, timed against the machine's free cores: alone, first
// (shell/jest.config.js).
const flood = await inTurn('flood', '33', ['cd shell && SHOP_SERVER_FLOOD_TESTS=only npx jest']);
if (!flood) {
  console.error("npm test: the shop server's flood tests failed");
  process.exit(1);
}

const [api, built] = await Promise.all([
  // A third worker: the API's files wait much of their time (auth-lockout's slow-downs, a bucket that never answers).
  inTurn('api', '36', [`${BESIDE} npx nx run api:test -- --maxWorkers=3`]),
  inTurn('build', '34', ['npx nx run-many -t build'])
    // The browser suite drives the build above (its server starts without building again).
    .then((passed) => passed && inTurn('e2e', '32', ['SKIP_BUILD=1 npm --workspace @pashmina/e2e run e2e']))
    // The apps' suites follow it: their tests' time limit is 15 seconds, and beside the browsers, below them in
    // priority, one of them missed it.
    .then(
      (passed) =>
        passed &&
        inTurn('apps', '35', [
          `env SHOP_SERVER_FLOOD_TESTS=apart npx nx run-many -t test -p ${APPS_AND_SHARED} --parallel=1`,
        ]),
    ),
]);
if (!api || !built) {
  console.error(
    `npm test: ${[!api && "the API's tests", !built && "the build, the browser suite or the apps' tests"].filter(Boolean).join(' and ')} failed`,
  );
  process.exit(1);
}
console.log(`npm test: every step passed in ${elapsed()}`);
