// The first screen of a landing page (home, a list, a product), written by the shell's server into the page's
// HTML, so its largest picture paints from the HTML rather than after all the JavaScript has run. The storefront's
// server build (storefront/dist-server/first-screen.js) renders it with the browser's own components; this file
// puts it in the shell's frame with the style rules it needs inlined, and holds the JavaScript back until the
// first screen has painted. docs/decisions/0025-the-first-screen-from-the-server.md says why and what it costs.
//
// The page then holds:
// - <div id="first-screen" inert aria-hidden="true">: the frame's bar and the rendered page, for looking at only;
// - <div id="root">: where React renders, hidden by CSS while the first screen is there. The storefront's page
//   removes the first screen once it has rendered the same content (shared-ui's endFirstScreen);
// - <template id="boot-later">: the head's preloads and scripts, which the inline loader adds once the first
//   screen's picture has loaded and painted, or failed, or after a few seconds (first-screen-loader.js).
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { exposedFilesOf, type FederationManifest } from '../../../tools/webpack/exposed-files';
import { createBoundedCache, textBytes } from './bounded-cache';
import { classesWithoutStyle, createCriticalCss, withAbsoluteUrls } from './critical-css';
import { FIRST_SCREEN_LOADER } from './first-screen-script';
import type { LoadedPage } from '@pashmina/shared-ui/page-head';
import type { StorefrontBuild } from './storefront-build';

/** The page is never held up longer than this for its first screen: past it, it is served without one. */
const RENDER_WAIT_MS = 800;
/** First screens rendered at once at most; past that, pages are served without one (a burst costs no more). */
const MAX_RENDERS = 8;
/** The memory the style sheets read may take (their names carry their content's hash): the least recently used goes first. */
export const STYLE_SHEETS_BYTES = 8 * 1024 * 1024;

export interface FirstScreen {
  markup: string;
  /** The style rules the markup needs (critical-css.ts). */
  css: string;
}

/**
 * `markup` with its lazy pictures left empty (their boxes keep their size): the browser would start the first few
 * at once, sharing the line with the largest picture. They load when React takes over.
 */
export function withoutLazyPictures(markup: string): string {
  return markup.replace(/<img\b[^>]*>/g, (tag) =>
    /\bloading="lazy"/.test(tag) ? tag.replace(/\s(src|srcSet|srcset)=/g, ' data-first-screen-$1=') : tag,
  );
}

/**
 * The shell's page with the first screen in: `markup` in the frame's main area, `css` inlined, and everything the
 * head holds after the frame's style (the build's preloads and scripts, the page's hints) moved into
 * <template id="boot-later"> for the loader; `picture`, the largest picture's preload, stays in the head, since it
 * must start at once.
 * @param page  the shell's index.html with the page's hints but the picture's in its head
 */
export function withFirstScreen(page: string, { markup, css }: FirstScreen, picture = ''): string {
  const styleEnd = page.indexOf('</style>') + '</style>'.length;
  const headEnd = page.indexOf('</head>');
  const root = /<div id="?root"?>/.exec(page);
  const main = /<div class="?boot-main"?><\/div>/.exec(page);
  const bodyEnd = page.lastIndexOf('</body>');
  if (
    styleEnd < 8 ||
    headEnd < styleEnd ||
    !root ||
    !main ||
    main.index < root.index ||
    bodyEnd < main.index
  ) {
    throw new Error("the shell's index.html has no frame to put a first screen in");
  }
  const later = page.slice(styleEnd, headEnd);
  // While the first screen is there, React renders out of sight; inert and aria-hidden, since nothing in it
  // works before the JavaScript has run (its links would, but a tap must not be lost in a button).
  const style =
    `<style>${css}` + '#first-screen{pointer-events:none}#first-screen~#root{display:none}</style>';
  return (
    // The frame's own style declares the headings' face: it too waits for the style sheets (critical-css.ts).
    page.slice(0, styleEnd).replace(/@font-face\s*\{[^}]*\}/g, '') +
    style +
    picture +
    page.slice(headEnd, root.index) +
    '<div id="first-screen" inert aria-hidden="true">' +
    page.slice(root.index + root[0].length, main.index) +
    `<div class="boot-main">${withoutLazyPictures(markup)}</div>` +
    page.slice(main.index + main[0].length, bodyEnd) +
    '<div id="root"></div>' +
    `<template id="boot-later">${later}</template>` +
    `<script>${FIRST_SCREEN_LOADER}</script>` +
    page.slice(bodyEnd)
  );
}

export interface FirstScreenOptions {
  /** The shell's dist folder (its own style sheets are read from there). */
  shellRoot: string;
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
  /** How long a page waits for its first screen (RENDER_WAIT_MS; tests of a render's result on a busy machine wait longer). */
  renderWaitMs?: number;
}

export interface FirstScreenMaker {
  (request: FirstScreenRequest): Promise<FirstScreen | null>;
  /** Stops its critical-CSS worker (the server is closing). */
  close(): Promise<void>;
}

export interface FirstScreenRequest {
  pathname: string;
  /** The page's data, asked for by the storefront's server build. */
  loaded: LoadedPage;
  /** That server build, whose browser twin must be the storefront served. */
  build: StorefrontBuild;
  /** The storefront's manifest the page's hints were read from, when the shell accepts it, and its address. */
  remote: { manifestUrl: string; manifest: FederationManifest | null } | null;
  /** The style sheets the page loads first, in order: the shell's own, then the storefront's for this page. */
  styles: string[];
}

/**
 * A maker of first screens: answers the page's first screen, or null (the page is then served as it is) when the
 * storefront served is another build than the server build's twin, too many renders are running, or the render
 * fails or is slow. Either way the page's data is let go.
 */
export function createFirstScreen({
  shellRoot,
  log = () => {},
  fetchImpl = fetch,
  renderWaitMs = RENDER_WAIT_MS,
}: FirstScreenOptions): FirstScreenMaker {
  /** The storefront builds already logged as foreign (once each, not once a page). */
  const told = new Set<string>();
  const criticalCss = createCriticalCss();

  /** Whether the storefront's manifest lists the files of the build the server build was made with. */
  function isTwin(manifestUrl: string, manifest: FederationManifest, build: StorefrontBuild): boolean {
    const served = exposedFilesOf(manifest);
    const twin = served.size === build.files.size && [...served].every((file) => build.files.has(file));
    const key = [...served].sort().join('\n');
    if (!twin && !told.has(key)) {
      told.add(key);
      log(`no first screens: the storefront at ${manifestUrl} is not the build of ${build.bundle}`);
    }
    return twin;
  }

  /** A style sheet's text, from the shell's folder or from a remote (fetched once: its name is its content). */
  const sheets = createBoundedCache<{ css: string }>({
    maxBytes: STYLE_SHEETS_BYTES,
    sizeOf: ({ css }) => textBytes(css),
    make: async (href) => {
      let text: string;
      if (href.startsWith('/') && !href.startsWith('//')) {
        const file = path.join(shellRoot, path.posix.normalize(decodeURIComponent(href)));
        if (!file.startsWith(shellRoot + path.sep)) throw new Error(`${href} is outside the shell`);
        text = await fsp.readFile(file, 'utf8');
      } else {
        const res = await fetchImpl(href, { signal: AbortSignal.timeout(5_000) });
        if (!res.ok) throw new Error(`${href} answered ${res.status}`);
        text = await res.text();
      }
      return { css: withAbsoluteUrls(text, new URL(href, 'http://shell.invalid/').href) };
    },
  });
  const styleSheet = async (href: string) => (await sheets.fetch(href))?.css ?? '';

  async function build({
    pathname,
    loaded,
    build,
    remote,
    styles,
  }: FirstScreenRequest): Promise<FirstScreen | null> {
    // The storefront the page will run must be the build this server build was made with: one redeployed on its
    // own may show other text or markup, and React would then change what the shopper is looking at.
    if (!remote?.manifest || !isTwin(remote.manifestUrl, remote.manifest, build)) {
      loaded.release();
      return null;
    }
    const [markup, css] = await Promise.all([
      loaded.render(),
      Promise.all(styles.map(styleSheet)).then((all) => all.join('\n')),
    ]);
    if (!markup) return null;
    // Only a first screen its style sheets style exactly: a storefront deployed apart from this server build
    // would name other classes, and an unstyled first screen is worse than none.
    const unstyled = classesWithoutStyle(markup, css);
    if (unstyled.length > 0) {
      log(`no first screen for ${pathname}: no style for ${unstyled.slice(0, 3).join(', ')}`);
      return null;
    }
    return { markup, css: await criticalCss(css, markup) };
  }

  let rendering = 0;
  async function firstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
    if (rendering >= MAX_RENDERS) {
      request.loaded.release();
      return null;
    }
    rendering++;
    const built = build(request);
    // A render outlives the page's wait when it is slow: it keeps its place until it ends.
    built.then(
      () => rendering--,
      () => rendering--,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), renderWaitMs);
    });
    try {
      return await Promise.race([built, late]);
    } catch (error) {
      log(`no first screen for ${request.pathname}: ${(error as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
  firstScreen.close = criticalCss.close;
  return firstScreen;
}
