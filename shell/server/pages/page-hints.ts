// What the shell's server tells the browser about a page before anything has run, so it need not discover the
// page's files one after another (shell JS, then /mf-remotes.json, then the remote's manifest, its remoteEntry.js,
// its chunks):
// - the remotes manifest itself, as a JSON data block the shell reads instead of fetching /mf-remotes.json;
// - a preconnect to each remote's origin;
// - for a page of a public remote (the storefront), its mf-manifest.json, its remoteEntry.js, the chunks (scripts
//   and style sheets) of its exposed routes and of the page itself (home, a list, a product), read from that
//   manifest (fetched by this server, cached a few seconds);
// - the page's first API requests and its largest picture;
// - on a Nepali page, the parts of the Nepali catalog it needs first, from the shell's own build: core, and a landing
//   page's own part (nepali-catalog-files.ts).
// The customer area and the admin sit behind a login: their code is never fetched before the shell knows who is
// asking, so a shopper's page never downloads them.
import {
  escapeHtml,
  type Language,
  type LoadedPage,
  type PagePlan,
  scriptJson,
} from '@pashmina/shared-ui/page-head';
import type { App } from '../../../tools/apps';
import type { RemotesManifest } from '../../../tools/remotes';
import type { FederationManifest } from '../../../tools/webpack/exposed-files';
import { createJsonCache, type JsonCache } from './json-cache';
import { nepaliCatalogScripts } from './nepali-catalog-files';

/** The id of the data block; the shell's federation.ts reads it. */
export const REMOTES_SCRIPT_ID = 'mf-remotes';
/** The federation runtime a remote borrows from the shell, judged like a singleton (the shell's versions.ts). */
const FEDERATION_RUNTIME = '@module-federation/runtime';

/** What the page at one address is told in its <head>, as data: the tags are written once, by hintTags. */
export interface PageHints {
  remotes: RemotesManifest;
  preconnects: string[];
  /** The page's largest picture, preloaded at high priority. */
  picture: { srcset: string; sizes: string } | null;
  /** API responses the page asks for first. */
  data: string[];
  /** The public remote showing the page: its manifest's address, and the manifest when the shell accepts it. */
  remote: { manifestUrl: string; manifest: FederationManifest | null } | null;
  styles: string[];
  scripts: string[];
}

/**
 * The files a remote's page needs first, from its mf-manifest.json: remoteEntry.js, the routes' chunks, and the
 * files of the page's own chunk (`page` is its webpackChunkName; the build names them `<page>.<hash>.js|css`).
 */
export function firstFilesOf(
  manifest: FederationManifest,
  manifestUrl: string,
  page: string | null = null,
): { scripts: string[]; styles: string[] } {
  const base = new URL('.', manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const scripts: string[] = [];
  const styles: string[] = [];
  const ofPage = (file: string) => page !== null && String(file).startsWith(`${page}.`);
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
 */
export function sharesHostVersions(
  manifest: FederationManifest | null,
  hostVersions: Record<string, string> | null,
): boolean {
  if (!hostVersions) return false;
  const declared = new Map((manifest?.shared ?? []).map((shared) => [shared.name, shared.version]));
  declared.set(FEDERATION_RUNTIME, manifest?.metaData?.pluginVersion);
  return Object.entries(hostVersions).every(([name, version]) => declared.get(name) === version);
}

/** The shell's singletons and federation runtime with their versions, from its own dist/mf-manifest.json. */
export function hostVersionsOf(manifest: FederationManifest | null): Record<string, string> | null {
  const shared = manifest?.shared;
  if (!Array.isArray(shared) || shared.length === 0) return null;
  const versions = Object.fromEntries(shared.map((entry) => [entry.name, entry.version ?? '']));
  const runtime = manifest?.metaData?.pluginVersion;
  return runtime ? { ...versions, [FEDERATION_RUNTIME]: runtime } : versions;
}

/** The tags of `hints`: the picture's preload apart, since a page with a first screen keeps only it in its head. */
export function hintTags(hints: PageHints): { picture: string; rest: string } {
  const tags = [
    `<script type="application/json" id="${REMOTES_SCRIPT_ID}">${scriptJson(hints.remotes)}</script>`,
  ];
  for (const origin of hints.preconnects) tags.push(`<link rel="preconnect" href="${escapeHtml(origin)}" />`);
  for (const request of hints.data)
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(request)}" crossorigin />`);
  // The shell fetches the manifest in CORS mode (federation.ts), so its preload must be crossorigin to be reused.
  if (hints.remote)
    tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(hints.remote.manifestUrl)}" crossorigin />`);
  for (const file of hints.styles) tags.push(`<link rel="preload" as="style" href="${escapeHtml(file)}" />`);
  for (const file of hints.scripts)
    tags.push(`<link rel="preload" as="script" href="${escapeHtml(file)}" />`);
  const picture = hints.picture
    ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(hints.picture.srcset)}" ` +
      `imagesizes="${escapeHtml(hints.picture.sizes)}" fetchpriority="high" />`
    : '';
  return { picture, rest: tags.join('\n    ') };
}

export interface PageHintsOptions {
  /** The manifest being served. */
  remotes: () => RemotesManifest;
  /** The registry's remotes (a plan names its remote by name; the manifest lists containers). */
  registry: App[];
  /** The remotes' origins (for preconnect). */
  origins: string[];
  /** The shell's singletons (hostVersionsOf). */
  hostVersions: () => Record<string, string> | null;
  /** The Nepali catalog's parts in the shell's build, part → file (createNepaliCatalogFiles); none: no such hints. */
  nepaliCatalogFiles?: () => Map<string, string>;
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
}

/** What a page's hints are made of: the storefront build's plan of it, and its data when it is a landing page. */
export interface PageHintsRequest {
  plan: PagePlan | null;
  loaded: LoadedPage | null;
  /** The page's language (its address's); English when not said. */
  language?: Language;
}

export interface PageHinter {
  (request: PageHintsRequest): Promise<PageHints>;
  /**
   * What the hints of `request` are made of besides its data, read as they would be now: values equal (Object.is)
   * one by one while its hints are the same, so a page kept once made (kept-pages.ts) is known to be current
   * without making its hints again.
   */
  sources(request: Omit<PageHintsRequest, 'loaded'>): Promise<unknown[]>;
  cache: JsonCache;
}

export function createPageHints({
  remotes,
  registry,
  origins,
  hostVersions,
  nepaliCatalogFiles = () => new Map(),
  log = () => {},
  fetchImpl = fetch,
}: PageHintsOptions): PageHinter {
  const cache = createJsonCache({ log, fetchImpl });

  const trustedManifest = (url: string) =>
    cache.get(url, (manifest) =>
      sharesHostVersions(manifest as FederationManifest, hostVersions())
        ? (manifest as FederationManifest)
        : null,
    );

  /** The remotes manifest's entry of the remote showing the page, and the address its manifest is fetched at. */
  function remoteOf(manifest: RemotesManifest, plan: PagePlan | null) {
    const remote = plan && registry.find((app) => app.name === plan.remote);
    const listed = remote && manifest.remotes.find((r) => r.name === remote.container);
    if (!plan || !listed || !/\/mf-manifest\.json$/.test(listed.entry)) return null;
    const manifestUrl = new URL(listed.entry, 'http://shell.invalid/').href;
    // A relative entry is the shell's own origin, which this server does not ask itself.
    return { listed, manifestUrl: manifestUrl.startsWith('http://shell.invalid/') ? null : manifestUrl };
  }

  /** The remote showing the page: its manifest, then its first style sheets and scripts (and its page's chunk's). */
  async function remoteHints(manifest: RemotesManifest, plan: PagePlan | null) {
    const none = { remote: null, styles: [] as string[], scripts: [] as string[] };
    const found = remoteOf(manifest, plan);
    if (!plan || !found) return none;
    const { listed, manifestUrl } = found;
    if (!manifestUrl) return { ...none, remote: { manifestUrl: listed.entry, manifest: null } };
    const trusted = await trustedManifest(manifestUrl);
    const files = trusted
      ? firstFilesOf(trusted, manifestUrl, plan.landing?.chunk ?? null)
      : { styles: [], scripts: [] };
    return { remote: { manifestUrl: listed.entry, manifest: trusted }, ...files };
  }

  const hintsFor = (async ({ plan, loaded, language = 'en' }: PageHintsRequest) => {
    const manifest = remotes();
    const remote = await remoteHints(manifest, plan);
    // The catalog first: the app renders nothing before core has come.
    const catalog =
      language === 'ne' ? nepaliCatalogScripts(nepaliCatalogFiles(), plan?.landing?.catalogPart ?? null) : [];
    return {
      remotes: manifest,
      preconnects: origins,
      data: loaded?.requests ?? [],
      picture: loaded?.picture ?? null,
      ...remote,
      scripts: [...catalog, ...remote.scripts],
    };
  }) as PageHinter;
  hintsFor.sources = async ({ plan, language = 'en' }) => {
    const manifest = remotes();
    const manifestUrl = remoteOf(manifest, plan)?.manifestUrl ?? null;
    // Whether the remote's manifest is trusted, and which text of it was read.
    const trusted = manifestUrl ? (await trustedManifest(manifestUrl)) !== null : null;
    return [
      manifest,
      plan,
      language,
      hostVersions(),
      trusted,
      manifestUrl && cache.hashOf(manifestUrl),
      language === 'ne' ? nepaliCatalogFiles() : null,
    ];
  };
  hintsFor.cache = cache;
  return hintsFor;
}
