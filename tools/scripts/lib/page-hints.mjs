// What the shell's server writes into index.html so the browser need not discover the page's files one after
// another (shell JS, then /mf-remotes.json, then the remote's manifest, its remoteEntry.js, its chunks):
// - the remotes manifest itself, as a JSON data block the shell reads instead of fetching /mf-remotes.json;
// - a preconnect to each remote's origin;
// - for a page of a public remote (the storefront), preloads of its mf-manifest.json, its remoteEntry.js, the
//   chunks (scripts and style sheets) of its exposed routes and of the page itself (home, a list, a product),
//   read from that manifest (fetched by this server, kept a few seconds).
// The customer area and the admin sit behind a login: their code is never fetched before the shell knows who
// is asking, so a shopper's page never downloads them.
import { createRequire } from 'node:module';
import { firstDataOf, pageChunkOf, productSrcSet } from './page-data-hints.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../../apps.js');

/** The id of the data block; the shell's federation.ts reads it. */
export const REMOTES_SCRIPT_ID = 'mf-remotes';

/** How long a remote's manifest (or an API answer) is trusted before it is asked again (a redeployed remote is seen this soon). */
const MANIFEST_TTL_MS = 5_000;
/** Answers kept at most (manifests and API answers, one per product page); the oldest is dropped first. */
const MAX_CACHED = 500;
/** The page never waits longer than this for a remote's manifest: without it, it just gets fewer hints. */
const MANIFEST_WAIT_MS = 300;

/** JSON safe inside a <script> element: no '</script>' or '<!--' can close or confuse it. */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Whether `pathname` matches a page pattern ('/SingleProducts/:id'), case-insensitively as the router does. */
function matchesPage(pattern, pathname) {
  const want = pattern.toLowerCase().split('/');
  let path = pathname.toLowerCase();
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The public remote (one with `pages`) that shows the page at `pathname`, if any. */
export function publicRemoteFor(pathname) {
  return REMOTES.find((remote) => remote.pages?.some((pattern) => matchesPage(pattern, pathname))) ?? null;
}

/**
 * The files a remote's page needs first, from its mf-manifest.json: remoteEntry.js, the routes' chunks, and the
 * files of the page's own chunk (`page` is its webpackChunkName; the build names them `<page>.<hash>.js|css`).
 * @param {any} manifest
 * @param {string} manifestUrl
 * @param {string | null} [page]
 */
export function firstFilesOf(manifest, manifestUrl, page = null) {
  const base = new URL('.', manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const scripts = [];
  const styles = [];
  const ofPage = (file) => page !== null && String(file).startsWith(`${page}.`);
  if (entry?.name) scripts.push(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
  for (const expose of manifest?.exposes ?? []) {
    const { js, css } = expose?.assets ?? {};
    for (const chunk of [...(js?.sync ?? []), ...(js?.async ?? []).filter(ofPage)])
      scripts.push(new URL(chunk, base).href);
    for (const sheet of [...(css?.sync ?? []), ...(css?.async ?? []).filter(ofPage)])
      styles.push(new URL(sheet, base).href);
  }
  return { scripts, styles };
}

/**
 * Whether a remote's manifest declares every singleton of the shell in the very version the shell has. Only then
 * are its files preloaded: the shell may refuse any other remote (versionGuard.ts) before loading anything of it.
 * @param {{ shared?: { name: string, version?: string }[] }} manifest
 * @param {Record<string, string> | null} hostVersions  the shell's singletons (its own mf-manifest.json)
 */
export function sharesHostVersions(manifest, hostVersions) {
  if (!hostVersions) return false;
  const declared = new Map((manifest?.shared ?? []).map((shared) => [shared.name, shared.version]));
  declared.set(FEDERATION_RUNTIME, manifest?.metaData?.pluginVersion);
  return Object.entries(hostVersions).every(([name, version]) => declared.get(name) === version);
}

/**
 * The federation runtime a remote borrows from the shell, judged like a singleton (the shell's versions.ts): a
 * manifest names it as `metaData.pluginVersion`.
 */
const FEDERATION_RUNTIME = '@module-federation/runtime';

/** The shell's singletons and federation runtime with their versions, from its own dist/mf-manifest.json. */
export function hostVersionsOf(manifest) {
  const shared = manifest?.shared;
  if (!Array.isArray(shared) || shared.length === 0) return null;
  const versions = Object.fromEntries(shared.map((entry) => [entry.name, entry.version]));
  const runtime = manifest?.metaData?.pluginVersion;
  return runtime ? { ...versions, [FEDERATION_RUNTIME]: runtime } : versions;
}

/**
 * @param {object} options
 * @param {() => { remotes: { name: string, entry: string }[] }} options.remotes  the manifest being served
 * @param {string[]} options.origins    the remotes' origins (for preconnect)
 * @param {() => Record<string, string> | null} options.hostVersions  the shell's singletons (hostVersionsOf)
 * @param {string | null} [options.apiOrigin]  where the server asks the API for a page's largest picture
 * @param {(line: string) => void} [options.log]
 * @param {typeof fetch} [options.fetchImpl]
 */
export function createPageHints({
  remotes,
  origins,
  hostVersions,
  apiOrigin = null,
  log = () => {},
  fetchImpl = fetch,
}) {
  /** URL → { at, value, pending }: the remotes' manifests and the API answers that name a page's picture. */
  const cache = new Map();

  /**
   * `read(json)` of the JSON at `url`, kept MANIFEST_TTL_MS; a page waits at most MANIFEST_WAIT_MS for an answer
   * never read or just expired, and gets null (fewer hints) while it is missing or failing.
   */
  async function cachedJson(url, read) {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.value;
    const entry = cached ?? { at: 0, value: null, pending: null };
    // Every product page has its own answer: the oldest are dropped, so a crawler cannot grow this without end.
    cache.delete(url);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value);
    cache.set(url, entry);
    if (!entry.pending) {
      entry.pending = fetchImpl(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(5_000),
      })
        .then((res) => {
          // An unknown product's page: nothing to preload, and nothing wrong to log.
          if (res.status === 404) return undefined;
          if (!res.ok) throw new Error(`${url} answered ${res.status}`);
          return res.json();
        })
        .then((json) => {
          entry.value = json === undefined ? null : read(json);
        })
        .catch((error) => {
          entry.value = null;
          log(`no preload hints from ${url}: ${error.message}`);
        })
        .finally(() => {
          entry.at = Date.now();
          entry.pending = null;
        });
    }
    let timer;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, MANIFEST_WAIT_MS);
    });
    await Promise.race([entry.pending, waited]);
    clearTimeout(timer);
    return entry.value;
  }

  /** The remote's manifest, if it shares the shell's singleton versions (its files are preloaded only then). */
  const trustedManifest = (url) =>
    cachedJson(url, (manifest) => (sharesHostVersions(manifest, hostVersions()) ? manifest : null));

  /** The page's first API requests, and a preload of its largest picture, read from the API's answer. */
  async function dataTags(pathname, search) {
    const data = apiOrigin ? firstDataOf(pathname, search) : null;
    if (!data) return [];
    const tags = data.requests.map(
      (request) => `<link rel="preload" as="fetch" href="${escapeAttribute(request)}" crossorigin />`,
    );
    if (data.picture) {
      const { from, pick, sizes } = data.picture;
      const product = await cachedJson(new URL(from, apiOrigin).href, (body) => pick(body) ?? null);
      if (product?.productThumb) {
        tags.unshift(
          `<link rel="preload" as="image" imagesrcset="${escapeAttribute(productSrcSet(product))}" ` +
            `imagesizes="${escapeAttribute(sizes)}" fetchpriority="high" />`,
        );
      }
    }
    return tags;
  }

  /** The tags to put before </head> of the page at `pathname` (+ `search`). */
  async function hintsFor(pathname, search = '') {
    const manifest = remotes();
    const tags = [
      `<script type="application/json" id="${REMOTES_SCRIPT_ID}">${jsonForScript(manifest)}</script>`,
    ];
    for (const origin of origins) tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}" />`);
    // The API's answer and the remote's manifest are waited for side by side, not one after the other.
    const [data, remoteTags] = await Promise.all([
      dataTags(pathname, search),
      remoteFileTags(manifest, pathname),
    ]);
    return [...tags, ...data, ...remoteTags].join('\n    ');
  }
  // The first screen (first-screen.mjs) checks the storefront's build against the manifest these hints were read
  // from: one cache, one request every few seconds.
  hintsFor.trustedManifest = trustedManifest;
  return hintsFor;

  /** Preloads of the public remote showing `pathname`: its manifest, then its first style sheets and scripts. */
  async function remoteFileTags(manifest, pathname) {
    const remote = publicRemoteFor(pathname);
    const listed = remote && manifest.remotes.find((r) => r.name === remote.container);
    if (!listed || !/\/mf-manifest\.json$/.test(listed.entry)) return [];
    // The runtime fetches the manifest in CORS mode, so its preload must be crossorigin to be reused.
    const tags = [`<link rel="preload" as="fetch" href="${escapeAttribute(listed.entry)}" crossorigin />`];
    const manifestUrl = new URL(listed.entry, 'http://shell.invalid/').href;
    // A relative entry is the shell's own origin, which this server does not ask itself.
    if (manifestUrl.startsWith('http://shell.invalid/')) return tags;
    const trusted = await trustedManifest(manifestUrl);
    const files = trusted && firstFilesOf(trusted, manifestUrl, pageChunkOf(pathname));
    for (const file of files?.styles ?? [])
      tags.push(`<link rel="preload" as="style" href="${escapeAttribute(file)}" />`);
    for (const file of files?.scripts ?? [])
      tags.push(`<link rel="preload" as="script" href="${escapeAttribute(file)}" />`);
    return tags;
  }
}
