// The first screen of a landing page (home, a list, a product), written by the shell's server into the page's
// HTML, so its largest picture paints from the HTML rather than after all the JavaScript has run. The storefront's
// server build (storefront/dist-server/first-screen.js) renders it with the browser's own components; this file
// puts it in the shell's frame with the style sheets it needs inlined, and holds the JavaScript back until the
// first screen has painted. docs/decisions.md, "The first screen from the server", says why and what it costs.
//
// The page then holds:
// - <div id="first-screen" inert aria-hidden="true">: the frame's bar and the rendered page, for looking at only;
// - <div id="root">: where React renders, hidden by CSS while the first screen is there. The storefront's page
//   removes the first screen once it has rendered the same content (shared-ui's endFirstScreen);
// - <template id="boot-later">: the head's preloads and scripts, which the inline loader adds once the first
//   screen's picture has loaded and painted (or failed, or after LOADER_WAIT_MS).
import { createHash } from 'node:crypto';
import { promises as fsp, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { exposedFilesOf } = require('../../webpack/exposed-files.js');

/** The page is never held up longer than this for its first screen: past it, it is served without one. */
const RENDER_WAIT_MS = 800;
/** The JavaScript waits for the first screen's picture to paint at most this long... */
const LOADER_WAIT_MS = 5_000;
/** ...and at most this long once it has loaded (it may not be the largest thing painted, on some screen). */
const PICTURE_WAIT_MS = 1_000;
/** First screens rendered at once at most; past that, pages are served without one (a burst costs no more). */
const MAX_RENDERS = 8;
/** Style sheets kept in memory (their names carry their content's hash); the oldest is dropped first. */
const MAX_STYLE_SHEETS = 100;

/**
 * The inline script that adds the head's preloads and scripts (kept in <template id="boot-later">) once the first
 * screen's largest picture has painted, so that on a slow line the picture has the whole line to itself and the
 * page is shown before the JavaScript starts. "Painted" is the browser's own largest-contentful-paint entry for
 * that picture; where the browser reports none (Safari, a tab in the background), the picture's load and the next
 * frames. Should neither come, the JavaScript starts after LOADER_WAIT_MS, or PICTURE_WAIT_MS after the picture
 * has loaded. Its hash is in the shell's CSP.
 */
export const FIRST_SCREEN_LOADER =
  '(function(){' +
  "var shown=document.getElementById('first-screen');" +
  "var picture=shown&&shown.querySelector('img[fetchpriority=high]');" +
  'var started=false;' +
  'function start(){if(started)return;started=true;' +
  "var later=document.getElementById('boot-later');if(!later)return;" +
  '[].forEach.call(later.content.children,function(tag){var copy;' +
  "if(tag.tagName==='SCRIPT'){copy=document.createElement('script');" +
  '[].forEach.call(tag.attributes,function(a){copy.setAttribute(a.name,a.value)});copy.text=tag.text}' +
  'else copy=tag.cloneNode(true);' +
  'document.head.appendChild(copy)})}' +
  'function soon(){setTimeout(start,0)}' +
  'function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}' +
  `setTimeout(start,${LOADER_WAIT_MS});` +
  // A tab in the background paints nothing (and runs no animation frame): nothing to wait for.
  "if(document.visibilityState==='hidden'){soon();return}" +
  'if(!picture){afterFrames();return}' +
  // A picture that failed, or is there already, does not hold the page for long.
  "if(picture.complete&&!picture.naturalWidth){soon();return}picture.addEventListener('error',start);" +
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  "if(types.indexOf('largest-contentful-paint')<0){" +
  "if(picture.complete)afterFrames();else picture.addEventListener('load',afterFrames);return}" +
  `function loaded(){setTimeout(start,${PICTURE_WAIT_MS})}` +
  "if(picture.complete)loaded();else picture.addEventListener('load',loaded);" +
  'new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){' +
  'if(entry.element===picture)soon()})})' +
  ".observe({type:'largest-contentful-paint',buffered:true})" +
  '})();';

/** The loader's hash, as the shell's Content-Security-Policy allows it. */
export const FIRST_SCREEN_LOADER_CSP = `'sha256-${createHash('sha256').update(FIRST_SCREEN_LOADER).digest('base64')}'`;

/** The addresses a page preloads as `kinds` (script, style), in order. */
function preloadsOf(html, kinds) {
  const found = [];
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const as = /\bas="?(\w+)"?/.exec(tag);
    const href = /\bhref="?([^"\s>]+)"?/.exec(tag);
    if (/\brel="?preload"?/.test(tag) && as && kinds.includes(as[1]) && href)
      found.push(href[1].replace(/&amp;/g, '&'));
  }
  return found;
}

/** The style sheets a page preloads, in order: the shell's own and the remote's for this page. */
export function preloadedStyleSheets(html) {
  return preloadsOf(html, ['style']);
}

/** The remote's manifest the page preloads (page-hints.mjs adds it on a storefront page), if any. */
export function preloadedManifest(html) {
  return preloadsOf(html, ['fetch']).find((href) => /^https?:\/\/.*\/mf-manifest\.json$/.test(href)) ?? null;
}

/** A style sheet's relative url()s made absolute, since its text is moved into the page. */
export function withAbsoluteUrls(css, sheetUrl) {
  return css.replace(/url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")\s]+)\1\)/gi, (_all, quote, url) => {
    return `url(${quote}${new URL(url, sheetUrl).href}${quote})`;
  });
}

/** The classes `markup` uses. */
function classesOf(markup) {
  const classes = new Set();
  // React quotes every attribute and escapes quotes in values and text: `class="` is only ever an attribute.
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `text` cut at the commas outside parentheses (a selector list, `:is(.a, .b)` kept whole). */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * What of a selector names classes an element must have: not what is inside `:not()`, `:is()`, `:where()` or `:has()`
 * (any one of a list may match, or none must), nor an attribute's value (`[href$=".pdf"]`).
 */
function requiredPart(selector) {
  let rest = selector.replace(/\[[^[\]]*\]/g, '');
  // Innermost parentheses first, so nested ones (`:not(:is(.a))`) go too.
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  }
  return rest;
}

/** The top-level rules of `css` as [prelude, body] (quotes respected: no brace inside one counts). */
function rulesOf(css) {
  const rules = [];
  let depth = 0;
  let quote = null;
  let preludeStart = 0;
  let bodyStart = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth++ === 0) bodyStart = i + 1;
    } else if (c === '}') {
      if (--depth === 0) {
        rules.push([css.slice(preludeStart, bodyStart - 1).trim(), css.slice(bodyStart, i).trim()]);
        preludeStart = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      rules.push([css.slice(preludeStart, i).trim(), null]);
      preludeStart = i + 1;
    }
  }
  return rules;
}

/**
 * What of `css` the first screen's `markup` needs: the rules whose selectors could match it (a selector naming a
 * class the markup never uses cannot), without comments, and without @font-face. The shop's faces arrive with
 * the style sheets after the first paint, so that on a slow line their files do not share it with the largest
 * picture; the first screen is drawn in the fallback faces its font stacks name, then swaps (font-display: swap).
 * Less to parse and match before the first paint, on a phone's slow processor.
 */
export function firstScreenCss(css, markup) {
  const classes = classesOf(markup);
  const kept = (text) =>
    rulesOf(text)
      .map(([prelude, body]) => {
        if (body === null)
          return /^@(?:charset|import|namespace|layer)\b/i.test(prelude) ? `${prelude};` : '';
        if (/^@font-face\b/i.test(prelude)) return '';
        if (/^@(?:media|supports|layer|container)\b/i.test(prelude)) {
          const inner = kept(body);
          return inner ? `${prelude}{${inner}}` : '';
        }
        if (prelude.startsWith('@')) return `${prelude}{${body}}`;
        const selectors = splitTopLevel(prelude).filter((selector) =>
          [...requiredPart(selector).matchAll(/\.(-?[_a-z][\w-]*)/gi)].every((match) =>
            classes.has(match[1]),
          ),
        );
        return selectors.length > 0 ? `${selectors.join(',')}{${body}}` : '';
      })
      .join('');
  return kept(css.replace(/\/\*[\s\S]*?\*\//g, ''));
}

/** The CSS Modules classes of `markup` that `css` never names: a first screen built apart from its style sheets. */
export function classesWithoutStyle(markup, css) {
  return [...classesOf(markup)].filter((name) => !css.includes(`.${name}`));
}

/**
 * `markup` with its lazy pictures left empty (their boxes keep their size): the browser would start the first few
 * at once, sharing the line with the largest picture. They load when React takes over.
 */
export function withoutLazyPictures(markup) {
  return markup.replace(/<img\b[^>]*>/g, (tag) =>
    /\bloading="lazy"/.test(tag) ? tag.replace(/\s(src|srcSet|srcset)=/g, ' data-first-screen-$1=') : tag,
  );
}

/**
 * The shell's page with the first screen in: `markup` in the frame's main area, `css` inlined, and the head's
 * hints, preloads and scripts moved into <template id="boot-later"> for the loader (all but the picture's preload,
 * which must start at once).
 * @param {string} page  the shell's index.html with its hints, as it would be served
 * @param {{ markup: string, css: string }} firstScreen
 */
export function withFirstScreen(page, { markup, css }) {
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
  const head = page.slice(styleEnd, headEnd);
  const picture = /<link rel="preload" as="image"[^>]*>/.exec(head);
  const later = picture ? head.replace(picture[0], '') : head;
  // While the first screen is there, React renders out of sight; inert and aria-hidden, since nothing in it
  // works before the JavaScript has run (its links would, but a tap must not be lost in a button).
  const style =
    `<style>${firstScreenCss(css, markup)}` +
    '#first-screen{pointer-events:none}#first-screen~#root{display:none}</style>';
  return (
    // The frame's own style declares the headings' face: it too waits for the style sheets (firstScreenCss).
    page.slice(0, styleEnd).replace(/@font-face\s*\{[^}]*\}/g, '') +
    style +
    (picture ? picture[0] : '') +
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

/**
 * @param {object} options
 * @param {string} options.bundle      the storefront's server build (first-screen.js)
 * @param {string} options.apiOrigin   where its renderer asks the API
 * @param {string} options.shellRoot   the shell's dist folder (its own style sheets are read from there)
 * @param {(url: string) => Promise<any>} options.manifestOf  the storefront's mf-manifest.json at that address,
 *   or null while it is missing or not one the shell accepts (page-hints.mjs keeps it a few seconds)
 * @param {(line: string) => void} [options.log]
 * @param {typeof fetch} [options.fetchImpl]
 * @returns {(pathname: string, search: string, page: string) => Promise<string | null>}  the page with its first
 *   screen, or null (the page is then served as it is)
 */
export function createFirstScreen({
  bundle,
  apiOrigin,
  shellRoot,
  manifestOf,
  log = () => {},
  fetchImpl = fetch,
}) {
  let loaded = { mtimeMs: -1, render: null, files: new Set() };
  let missingLogged = false;
  /** The storefront builds already logged as foreign (once each, not once a page). */
  const told = new Set();
  /** Whether the storefront at `manifestUrl` is the build the server build was made with. */
  async function isTwin(manifestUrl, files) {
    const manifest = await manifestOf(manifestUrl);
    if (!manifest) return false;
    const served = exposedFilesOf(manifest);
    const twin = served.size === files.size && [...served].every((file) => files.has(file));
    const key = [...served].sort().join(' ');
    if (!twin && !told.has(key)) {
      told.add(key);
      log(`no first screens: the storefront at ${manifestUrl} is not the build of ${bundle}`);
    }
    return twin;
  }

  /** The current server build (its renderer and its browser twin's files), loaded again when a new one replaces it. */
  function renderer() {
    let mtimeMs;
    try {
      mtimeMs = statSync(bundle).mtimeMs;
    } catch {
      if (!missingLogged) log(`no first screens: ${bundle} is missing (npm run build writes it)`);
      missingLogged = true;
      return null;
    }
    if (mtimeMs !== loaded.mtimeMs) {
      delete require.cache[require.resolve(bundle)];
      const { createFirstScreenRenderer, browserFiles = [] } = require(bundle);
      loaded = { mtimeMs, render: createFirstScreenRenderer({ apiOrigin }), files: new Set(browserFiles) };
    }
    return loaded;
  }

  const sheets = new Map();
  /** A style sheet's text, from the shell's folder or from a remote (fetched once: its name is its content). */
  function styleSheet(href) {
    let text = sheets.get(href);
    if (text) return text;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const file = path.join(shellRoot, path.posix.normalize(decodeURIComponent(href)));
      if (!file.startsWith(shellRoot + path.sep))
        return Promise.reject(new Error(`${href} is outside the shell`));
      text = fsp.readFile(file, 'utf8');
    } else {
      text = fetchImpl(href, { signal: AbortSignal.timeout(5_000) }).then((res) => {
        if (!res.ok) throw new Error(`${href} answered ${res.status}`);
        return res.text();
      });
    }
    text = text.then((css) => withAbsoluteUrls(css, new URL(href, 'http://shell.invalid/').href));
    text.catch(() => sheets.delete(href));
    if (sheets.size >= MAX_STYLE_SHEETS) sheets.delete(sheets.keys().next().value);
    sheets.set(href, text);
    return text;
  }

  async function build(pathname, search, page) {
    const server = renderer();
    if (!server) return null;
    // The storefront the page will run must be the build this server build was made with: one redeployed on its
    // own may show other text or markup, and React would then change what the shopper is looking at.
    const manifestUrl = preloadedManifest(page);
    if (!manifestUrl || !(await isTwin(manifestUrl, server.files))) return null;
    const [markup, css] = await Promise.all([
      server.render(pathname, search),
      Promise.all(preloadedStyleSheets(page).map(styleSheet)).then((all) => all.join('\n')),
    ]);
    if (!markup) return null;
    // Only a first screen its style sheets style exactly: a storefront deployed apart from this server build
    // would name other classes, and an unstyled first screen is worse than none.
    const unstyled = classesWithoutStyle(markup, css);
    if (unstyled.length > 0) {
      log(`no first screen for ${pathname}: no style for ${unstyled.slice(0, 3).join(', ')}`);
      return null;
    }
    return withFirstScreen(page, { markup, css });
  }

  let rendering = 0;

  return async function firstScreen(pathname, search, page) {
    if (rendering >= MAX_RENDERS) return null;
    rendering++;
    const built = build(pathname, search, page);
    // A render outlives the page's wait when it is slow: it keeps its place until it ends.
    built.then(
      () => rendering--,
      () => rendering--,
    );
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_WAIT_MS);
    });
    try {
      return await Promise.race([built, late]);
    } catch (error) {
      log(`no first screen for ${pathname}: ${error.message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
