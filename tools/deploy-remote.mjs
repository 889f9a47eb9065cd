#!/usr/bin/env node
// Ships one built app (a remote or the shell) to a static folder laid out as a CDN bucket would be, and rolls
// it back. See docs/deploying.md.
//
//   node tools/deploy-remote.mjs storefront /srv/cdn                  # storefront/dist → /srv/cdn/storefront/0.1.0/, then current/
//   node tools/deploy-remote.mjs storefront /srv/cdn --version 0.1.0-4f2a9c1   # name the version folder yourself
//   node tools/deploy-remote.mjs storefront /srv/cdn --dist some/dist          # ship a dist built elsewhere (CI artifact)
//   node tools/deploy-remote.mjs storefront /srv/cdn --rollback 0.1.0          # current/ serves 0.1.0 again
//
// <dir>/<app>/<version>/ keeps every shipped build whole. <dir>/<app>/current/ is what the shop serves (the
// shell's STOREFRONT_URL points at …/storefront/current): a plain copy, not a symlink, because object storage and
// most CDNs cannot follow links or rewrite paths. <dir>/<app>/current.json names the version current/ holds.
// Publishing into current/ copies the content-hashed files first and the entry files (remoteEntry.js,
// mf-manifest.json, index.html) last, so no entry ever names a chunk that is not there yet; hashed files of
// earlier versions stay, so a page opened before the switch still loads its lazy chunks.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from './scripts/lib/args.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('./paths.js');
const { APPS, appNamed } = require('./apps.js');
const { cacheControlFor, compressedFrom } = require('./cache-policy.js');

const CURRENT = 'current';
/** A version becomes a folder name (and a URL path segment): no slashes, no dots-only names. */
const VERSION_NAME = /^(?=.*\w)[\w.+-]+$/;

/** Entry files, in the order they are published: the page last, once everything it loads is in place. */
const ENTRY_ORDER = ['mf-manifest.json', 'remoteEntry.js', 'index.html'];
/** Files the deployment writes next to a build (the shell's /mf-remotes.json), not the build: never removed. */
const DEPLOYMENT_FILES = new Set(['mf-remotes.json']);

/**
 * Every file under `dir`, as paths relative to it with '/' separators.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** Content-hashed files are immutable: the same name always holds the same bytes. */
function isHashed(/** @type {string} */ file) {
  return cacheControlFor(path.posix.basename(file)) !== 'no-cache';
}

/** An entry's precompressed siblings go right after it (the names are sorted: the file comes first). */
function entryRank(/** @type {string} */ file) {
  const rank = ENTRY_ORDER.indexOf(compressedFrom(file));
  return rank === -1 ? -1 : rank;
}

/**
 * Makes current/ serve the build in `versionDir`: hashed files first (never removing older ones), then the
 * un-hashed files with the entries last, then un-hashed leftovers of the previous version go.
 * @param {string} versionDir
 * @param {string} currentDir
 * @returns {{ copied: number, kept: number, removed: string[] }}
 */
function publish(versionDir, currentDir) {
  mkdirSync(currentDir, { recursive: true });
  const files = filesUnder(versionDir);
  const hashed = files.filter(isHashed);
  const plain = files.filter((f) => !isHashed(f)).sort((a, b) => entryRank(a) - entryRank(b));
  let copied = 0;
  let kept = 0;
  for (const file of hashed) {
    const to = path.join(currentDir, file);
    if (existsSync(to)) {
      kept++;
      continue;
    }
    cpSync(path.join(versionDir, file), to, { preserveTimestamps: true });
    copied++;
  }
  for (const file of plain) {
    cpSync(path.join(versionDir, file), path.join(currentDir, file), { preserveTimestamps: true });
    copied++;
  }
  const shipped = new Set(files);
  const removed = filesUnder(currentDir).filter(
    (f) => !isHashed(f) && !shipped.has(f) && !DEPLOYMENT_FILES.has(f),
  );
  for (const file of removed) rmSync(path.join(currentDir, file));
  return { copied, kept, removed };
}

/**
 * @param {string} appDir  <dir>/<app>
 * @param {string} version
 */
function pointCurrentAt(appDir, version) {
  const versionDir = path.join(appDir, version);
  const result = publish(versionDir, path.join(appDir, CURRENT));
  writeFileSync(
    path.join(appDir, `${CURRENT}.json`),
    `${JSON.stringify({ version, publishedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return result;
}

/**
 * What current/ serves now, or undefined before the first deployment.
 * @param {string} appDir
 * @returns {string | undefined}
 */
function currentVersion(appDir) {
  const pointer = path.join(appDir, `${CURRENT}.json`);
  return existsSync(pointer) ? JSON.parse(readFileSync(pointer, 'utf8')).version : undefined;
}

/**
 * Checks that `dist` is a complete build of `app`, and returns its version (from the manifest it carries).
 * @param {import('./apps.js').App} app
 * @param {string} dist
 */
function builtVersion(app, dist) {
  if (!existsSync(dist))
    throw new Error(`${dist} does not exist: build ${app.name} first (npm run build -w ${app.workspace})`);
  for (const needed of app.host
    ? ['index.html', 'mf-manifest.json']
    : ['mf-manifest.json', 'remoteEntry.js']) {
    if (!existsSync(path.join(dist, needed)))
      throw new Error(`${dist} holds no ${needed}: not a complete build of ${app.name}`);
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return manifest?.metaData?.buildInfo?.buildVersion;
}

function checkVersionName(/** @type {unknown} */ version) {
  if (typeof version !== 'string' || !VERSION_NAME.test(version) || version === CURRENT) {
    throw new Error(
      `${String(version)} cannot name a version folder (letters, digits, . + - _ only; not "${CURRENT}")`,
    );
  }
  return version;
}

/**
 * @param {{ app: import('./apps.js').App, target: string, dist?: string, version?: string }} options
 * @returns {string[]} what was done, one line each
 */
export function deploy({ app, target, dist = path.join(repoRoot, app.dir, 'dist'), version }) {
  const built = builtVersion(app, dist);
  const name = checkVersionName(version ?? built);
  const appDir = path.join(target, app.name);
  const versionDir = path.join(appDir, name);
  const replaced = existsSync(versionDir);
  const previous = currentVersion(appDir);
  rmSync(versionDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  cpSync(dist, versionDir, { recursive: true });
  const { copied, kept, removed } = pointCurrentAt(appDir, name);
  return [
    `${replaced ? 'replaced' : 'copied'} ${path.relative(process.cwd(), dist) || '.'} → ${versionDir}`,
    `${path.join(appDir, CURRENT)} now serves ${name}${previous ? ` (was ${previous})` : ''}: ${copied} files copied, ${kept} hashed files already there, ${removed.length} stale entry files removed`,
    ...(previous && previous !== name
      ? [`roll back with: node tools/deploy-remote.mjs ${app.name} ${target} --rollback ${previous}`]
      : []),
  ];
}

/**
 * @param {{ app: import('./apps.js').App, target: string, version: string }} options
 * @returns {string[]}
 */
export function rollback({ app, target, version }) {
  const appDir = path.join(target, app.name);
  const name = checkVersionName(version);
  if (!existsSync(path.join(appDir, name))) {
    const known = existsSync(appDir)
      ? readdirSync(appDir).filter((f) => f !== CURRENT && !f.endsWith('.json'))
      : [];
    throw new Error(
      `${app.name} has no version ${name} in ${target}; shipped: ${known.join(', ') || 'none'}`,
    );
  }
  const previous = currentVersion(appDir);
  const { copied, removed } = pointCurrentAt(appDir, name);
  return [
    `${path.join(appDir, CURRENT)} now serves ${name} again${previous ? ` (was ${previous})` : ''}: ${copied} files copied, ${removed.length} stale entry files removed`,
  ];
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const [appName, target] = args._;
  const app = appName ? appNamed(appName) : undefined;
  if (!app || !target) {
    console.error(
      `Usage: deploy-remote.mjs <app> <dir> [--version V] [--dist DIR] | <app> <dir> --rollback V; <app> one of ${APPS.map((a) => a.name).join(', ')}`,
    );
    process.exit(2);
  }
  try {
    const lines = args.rollback
      ? rollback({ app, target: path.resolve(target), version: String(args.rollback) })
      : deploy({
          app,
          target: path.resolve(target),
          dist: typeof args.dist === 'string' ? path.resolve(args.dist) : undefined,
          version: typeof args.version === 'string' ? args.version : undefined,
        });
    for (const line of lines) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
