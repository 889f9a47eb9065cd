// The style rules a first screen needs, cut from the pages' style sheets by Beasties (a maintained critical-CSS tool):
// it matches every selector against the rendered markup's DOM and keeps the rules that apply, with the media queries,
// layers and keyframes they need, minified. It leaves @font-face out: the shop's faces arrive with the style sheets
// after the first paint, so that on a slow line their files do not share it with the largest picture; the first
// screen is drawn in the fallback faces its font stacks name, then swaps (font-display: swap).
//
// Matching a page's DOM takes tens of milliseconds on a slow server: it runs in a worker thread, so the server goes on
// answering meanwhile, and the result is cached for markup of the same shape (its elements' names, classes and
// attribute names), which a landing page has again and again.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { createBoundedCache, textBytes } from './bounded-cache';

/** The memory the cut style rules may take (some kilobytes for each shape of page); the least recently used goes first. */
export const CRITICAL_CSS_BYTES = 4 * 1024 * 1024;

/** The classes `markup` uses. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  // React quotes every attribute and escapes quotes in values and text: `class="` is only ever an attribute.
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * What a selector can see of `markup`, as a key: each element's name, classes and attribute names (not their
 * values, which change from product to product), in order.
 */
export function shapeOf(markup: string): string {
  const hash = createHash('sha1');
  for (const [, name, attributes] of markup.matchAll(/<([a-z][a-z0-9-]*)((?:\s[^>]*)?)>/gi)) {
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1].split(/\s+/).sort().join('.') ?? '';
    const names = [...attributes.matchAll(/\s([a-z][\w:-]*)=/gi)].map((m) => m[1]).join(',');
    hash.update(`${name}.${classes}[${names}]\n`);
  }
  return hash.digest('base64url');
}

/** The CSS Modules classes of `markup` that `css` never names: a first screen built apart from its style sheets. */
export function classesWithoutStyle(markup: string, css: string): string[] {
  return [...classesOf(markup)].filter((name) => !css.includes(`.${name}`));
}

/** A style sheet's relative url()s made absolute, since its text is moved into the page. */
export function withAbsoluteUrls(css: string, sheetUrl: string): string {
  return css.replace(
    /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")\s]+)\1\)/gi,
    (_all, quote: string, url: string) => {
      return `url(${quote}${new URL(url, sheetUrl).href}${quote})`;
    },
  );
}

/**
 * The worker's code. Beasties' DOM packages are ES modules only, which Node loads with `require(esm)` in a plain
 * thread (and Jest's module system cannot): the worker requires Beasties by its resolved path.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Beasties = require(workerData.beasties);
const beasties = new Beasties({
  logLevel: 'silent',
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: true,
  fonts: false,
  keyframes: 'critical',
  compress: true,
});
parentPort.on('message', ({ id, page }) => {
  beasties.process(page).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error && error.message || error) }),
  );
});
`;

/** A worker thread running Beasties, started when first needed and again if it dies; it never holds the process. */
function beastiesWorker() {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(WORKER, {
      eval: true,
      workerData: { beasties: createRequire(__filename).resolve('beasties') },
    });
    thread.unref();
    thread.on('message', ({ id, result, error }: { id: number; result?: string; error?: string }) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(result ?? '');
    });
    const fail = (error: Error) => {
      worker = null;
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the critical CSS worker stopped (${code})`)));
    worker = thread;
    return thread;
  }
  const run = (page: string) =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      started().postMessage({ id, page });
    });
  /** Stops the thread (the server is closing). */
  const close = async () => {
    const thread = worker;
    worker = null;
    await thread?.terminate();
  };
  return { run, close };
}

/** Cuts style sheets down to what a first screen's markup needs, keeping results for markup of the same shape. */
export function createCriticalCss({ maxBytes = CRITICAL_CSS_BYTES }: { maxBytes?: number } = {}) {
  const beasties = beastiesWorker();

  async function cut(css: string, markup: string): Promise<string> {
    // `</style` cannot occur in a style sheet's rules (it would be a parse error there), but a string could hold it.
    const sheet = css.replace(/<\/style/gi, '<\\/style');
    const page = await beasties.run(
      `<html><head><style>${sheet}</style></head><body>${markup}</body></html>`,
    );
    const start = page.indexOf('<style>');
    const end = page.indexOf('</style>', start);
    return start < 0 || end < 0 ? '' : page.slice(start + '<style>'.length, end);
  }

  // A failure is not cached: the next page tries again.
  const cache = createBoundedCache<{ css: string }, { css: string; markup: string }>({
    maxBytes,
    sizeOf: ({ css }) => textBytes(css),
    make: async (_key, { css, markup }) => ({ css: await cut(css, markup) }),
  });

  /** The rules of `css` that `markup` needs. */
  async function criticalCss(css: string, markup: string): Promise<string> {
    const key = `${createHash('sha1').update(css).digest('base64url')} ${shapeOf(markup)}`;
    const cached = await cache.fetch(key, { context: { css, markup } });
    return cached?.css ?? '';
  }
  criticalCss.close = beasties.close;
  return criticalCss;
}
