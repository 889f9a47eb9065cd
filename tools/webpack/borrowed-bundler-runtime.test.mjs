// A remote's production build runs on the shell's bundler runtime (borrowed-bundler-runtime.js, config.js, decision
// 68), which leans on the inside of Module Federation's packages: the file its webpack plugin imports, the federation
// object that file makes, and a function taken from the package's dist folder. Nothing in a build fails when one of
// them moves: a remote would break in the browser. These tests fail first, each saying what moved and what to do.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../paths.js');
const { BORROWED_BUNDLER_RUNTIME } = require('./config.js');

/** The folder of an installed package, found above a file it resolves to (their exports do not name package.json). */
function packageDir(name, entry = name) {
  for (let dir = path.dirname(require.resolve(entry)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name) return dir;
  }
  throw new Error(`${name} is not installed`);
}
const versionOf = (name, entry) =>
  JSON.parse(readFileSync(path.join(packageDir(name, entry), 'package.json'), 'utf8')).version;

const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';
const PACKAGES = [
  ['@module-federation/enhanced', '@module-federation/enhanced/webpack'],
  ['@module-federation/runtime'],
  ['@module-federation/runtime-core'],
  [BUNDLER_RUNTIME],
];
const AGAIN =
  'read borrowed-bundler-runtime.js and provide-runtime-core.js against the new version, then update them and this test';

describe('the borrowed bundler runtime', () => {
  it('runs on the one version of Module Federation package.json pins, for every package it imports', () => {
    const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).devDependencies;
    const enhanced = pinned['@module-federation/enhanced'];
    for (const [name, entry] of PACKAGES) {
      assert.equal(
        pinned[name],
        enhanced,
        `package.json must pin ${name} at ${enhanced}, Module Federation's version, since tools/webpack imports it`,
      );
      assert.equal(
        versionOf(name, entry),
        enhanced,
        `${name} ${versionOf(name, entry)} is installed, not the pinned ${enhanced}: ${AGAIN}`,
      );
    }
  });

  it("replaces the file Module Federation's webpack plugin imports as the bundler runtime", () => {
    const plugin = path.join(
      packageDir('@module-federation/enhanced', '@module-federation/enhanced/webpack'),
      'dist/src/lib/container/runtime/FederationRuntimePlugin.js',
    );
    assert.ok(existsSync(plugin), `Module Federation's runtime plugin is no longer at ${plugin}: ${AGAIN}`);
    const { bundlerRuntimePath } = new (require(plugin).default)({});
    assert.match(
      bundlerRuntimePath,
      BORROWED_BUNDLER_RUNTIME.replaces,
      `Module Federation's plugin imports ${bundlerRuntimePath} as the bundler runtime, which config.js does not ` +
        `replace: every remote would ship its own again (3 KB each); ${AGAIN}`,
    );
    // That entry re-exports the package's main module, which is replaced too (else its copy would still be bundled).
    const main = fileURLToPath(import.meta.resolve(BUNDLER_RUNTIME));
    assert.match(
      main,
      BORROWED_BUNDLER_RUNTIME.replaces,
      `${BUNDLER_RUNTIME}'s main module is now ${main}: ${AGAIN}`,
    );
    const entry = readFileSync(bundlerRuntimePath, 'utf8');
    const imported = [...entry.matchAll(/from\s+["']([^"']+)["']/g)].map(([, from]) => from);
    assert.deepEqual(
      imported.filter((from) => !/^\.\/(?:index|attachShareScopeMap)\.js$/.test(from)),
      [],
      `${bundlerRuntimePath} imports ${imported.join(', ')}: what it brings is no longer what config.js replaces; ${AGAIN}`,
    );
  });

  it("makes a federation object of the package's shape, with the shell's functions and the remote's initContainerEntry", async () => {
    const { default: provideRuntimeCore } = await import('./provide-runtime-core.js');
    provideRuntimeCore().beforeInit({});
    const { default: borrowed } = await import('./borrowed-bundler-runtime.js');
    const { default: federation } = await import(BUNDLER_RUNTIME);
    const keys = (object) => Object.keys(object).sort().join(', ');
    assert.equal(
      keys(borrowed),
      keys(federation),
      `${BUNDLER_RUNTIME}'s federation object has ${keys(federation)}; the borrowed one ${keys(borrowed)}: ${AGAIN}`,
    );
    assert.equal(
      keys(borrowed.bundlerRuntime),
      keys(federation.bundlerRuntime),
      `${BUNDLER_RUNTIME}'s bundlerRuntime has ${keys(federation.bundlerRuntime)}; the borrowed one ` +
        `${keys(borrowed.bundlerRuntime)}: ${AGAIN}`,
    );
    assert.equal(
      borrowed.bundlerRuntime.initContainerEntry,
      federation.bundlerRuntime.initContainerEntry,
      `${BUNDLER_RUNTIME}/dist/initContainerEntry.js is no longer the package's initContainerEntry: ${AGAIN}`,
    );
    assert.equal(borrowed.attachShareScopeMap, federation.attachShareScopeMap);
    assert.equal(borrowed.bundlerRuntime.init, federation.bundlerRuntime.init);
  });
});
