#!/usr/bin/env node
// `npm test` after the tools' own tests: the API's suite beside the apps' suites and their build, then the browser
// suite on that build.
//
// The API's files spend much of their time waiting (for PostgreSQL, for timers, for the processes some of them
// start), so the apps' suites and the build fill the cores it leaves. Run one after the other they kept a core idle
// for minutes; nx's own scheduler (`run-many -t test build`) started the API's suite last, its longest task.
import { spawn, spawnSync } from 'node:child_process';
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

const [api, apps] = await Promise.all([
  inTurn('api', '36', ['npx nx run api:test']),
  inTurn('apps', '35', [
    // The shop server's flood tests time it against the machine's free cores: run alone below.
    `SHOP_SERVER_FLOOD_TESTS=apart npx nx run-many -t test -p ${APPS_AND_SHARED} --parallel=1`,
    'npx nx run-many -t build',
  ]),
]);
if (!api || !apps) {
  console.error(
    `npm test: ${[!api && "the API's tests", !apps && "the apps' tests or build"].filter(Boolean).join(' and ')} failed`,
  );
  process.exit(1);
}

// The shop server under a flood of connections, with the cores to itself (shell/jest.config.js).
const flood = spawnSync('npx', ['jest'], {
  cwd: `${repoRoot}/shell`,
  env: { ...process.env, SHOP_SERVER_FLOOD_TESTS: 'only' },
  stdio: 'inherit',
});
console.log(
  `[flood] the shop server's flood tests ${flood.status === 0 ? 'passed' : 'failed'} at ${elapsed()}`,
);
if (flood.status !== 0) process.exit(flood.status ?? 1);

// The browser suite drives the build above.
const browser = spawnSync('npm', ['--workspace', '@pashmina/e2e', 'run', 'e2e'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
console.log(`[e2e] the browser suite ${browser.status === 0 ? 'passed' : 'failed'} at ${elapsed()}`);
process.exit(browser.status ?? 1);
