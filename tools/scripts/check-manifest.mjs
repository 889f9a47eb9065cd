#!/usr/bin/env node
// Checks a built app's dist/mf-manifest.json before it is shipped: it must name the app and its version, the
// federation runtime installed here, and every Module Federation singleton (tools/webpack/federation-shared.js) with the version installed here (for
// shared-ui, its contract version). The shell picks one copy of each singleton at run time and refuses a remote whose
// versions it does not support, so a remote built against other ones must be caught at its own build, not in the shop.
//
//   node tools/scripts/check-manifest.mjs storefront    # exit 1 with one line per problem
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../paths.js');
const { APPS, appNamed } = require('../apps.js');
const federationShared = require('../webpack/federation-shared.js');

/** The singletons by package name ('react-dom/' is a prefix of the same package, not one of its own). */
export const SINGLETONS = Object.keys(federationShared).filter((name) => !name.endsWith('/'));

/**
 * The version of `pkg` an app's build resolves: its own node_modules first, then the workspace root's.
 * @param {string} appDir absolute
 * @param {string} pkg
 */
export function installedVersion(appDir, pkg) {
  for (const dir of [appDir, repoRoot]) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return undefined;
}

/**
 * What is wrong with a manifest, as sentences (none when it is right).
 * @param {any} manifest  the parsed mf-manifest.json
 * @param {{ workspace: string, version: string, singletons: Record<string, string | undefined>, federation?: string }} expected
 * @returns {string[]}
 */
export function manifestProblems(manifest, expected) {
  const problems = [];
  const buildInfo = manifest?.metaData?.buildInfo ?? {};
  if (buildInfo.buildName !== expected.workspace) {
    problems.push(`metaData.buildInfo.buildName is ${buildInfo.buildName}, expected ${expected.workspace}`);
  }
  if (buildInfo.buildVersion !== expected.version) {
    problems.push(
      `metaData.buildInfo.buildVersion is ${buildInfo.buildVersion}, expected ${expected.version} (package.json)`,
    );
  }
  // A remote's production build runs on the shell's federation runtime (tools/webpack/provide-runtime-core.js).
  if (expected.federation && manifest?.metaData?.pluginVersion !== expected.federation) {
    problems.push(
      `metaData.pluginVersion is ${manifest?.metaData?.pluginVersion}, expected ${expected.federation} (the federation runtime installed here)`,
    );
  }
  const shared = Array.isArray(manifest?.shared) ? manifest.shared : [];
  for (const [name, version] of Object.entries(expected.singletons)) {
    const entry = shared.find((/** @type {any} */ s) => s.name === name);
    if (!entry) problems.push(`shared singleton ${name} is missing`);
    else if (entry.singleton !== true) problems.push(`shared ${name} is not a singleton`);
    else if (!entry.version) problems.push(`shared singleton ${name} carries no version`);
    else if (version && entry.version !== version) {
      problems.push(`shared singleton ${name} is ${entry.version}, but ${version} is expected`);
    }
  }
  return problems;
}

/**
 * Checks the built manifest of the app called `name`.
 * @param {string} name
 * @returns {{ file: string, problems: string[] }}
 */
export function checkApp(name) {
  const app = appNamed(name);
  if (!app) throw new Error(`Unknown app ${name}; one of ${APPS.map((a) => a.name).join(', ')}`);
  const appDir = path.join(repoRoot, app.dir);
  const file = path.join(appDir, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) return { file, problems: [`${file} does not exist: build ${app.name} first`] };
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  // A singleton declared with its own version (shared-ui's contract version) is expected at that one.
  const singletons = Object.fromEntries(
    SINGLETONS.map((pkg) => [pkg, federationShared[pkg].version ?? installedVersion(appDir, pkg)]),
  );
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const federation = installedVersion(appDir, '@module-federation/enhanced');
  return {
    file,
    problems: manifestProblems(manifest, { workspace: app.workspace, version, singletons, federation }),
  };
}

function main() {
  const name = process.argv[2];
  if (!name || !appNamed(name)) {
    console.error(`Usage: check-manifest.mjs <app>, the app one of ${APPS.map((a) => a.name).join(', ')}`);
    process.exit(2);
  }
  const { file, problems } = checkApp(name);
  const where = path.relative(repoRoot, file);
  if (problems.length) {
    console.error(`${where} is not shippable:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${where}: ${name} and its ${SINGLETONS.length} shared singletons carry their versions`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
