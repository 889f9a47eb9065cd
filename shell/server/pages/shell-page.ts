// The shell's page: its built index.html with the page's hints in its head and, on a landing page, its first screen.
// A landing page is made once and kept while what it is made of stays the same (kept-pages.ts); any other page is
// made per request. Either is compressed once for each encoding asked of it (http/page-compression.ts).
import { readFileSync } from 'node:fs';
import {
  type Language,
  languageOfPath,
  type LoadedPage,
  type PagePlan,
  renderHeadTags,
} from '@pashmina/shared-ui/page-head';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPage, type SentPage, sentPageOf } from '../http/page-compression';
import type { ApiResponses } from './api-responses';
import type { FirstScreen, FirstScreenMaker } from './first-screen-composer';
import { withFirstScreen } from './first-screen-composer';
import { withHeadTags } from './head-tags';
import type { KeptPages, MadeOf } from './kept-pages';
import { hintTags, type PageHinter } from './page-hints';
import type { MadePage, PageLimiter } from './page-limiter';
import { reloadedOnChange } from './reloaded-on-change';
import type { StorefrontBuild } from './storefront-build';

/**
 * A landing page waits at most this long for its data: its picture's hint, its first screen, and what search engines
 * read (a product's existence, its title, description and structured data; a list's products) are made of it. The
 * API answers a landing page's queries from its catalog cache in milliseconds; this is for a slow API.
 */
const LOAD_WAIT_MS = 2_000;

/** `work`'s value, or null when it has not come within `ms` (it goes on, and is let go by its own means). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The style sheets the build's page preloads (its own boot CSS), read once from each build's index.html. */
export function bootStyleSheetsOf(template: string): string[] {
  const sheets: string[] = [];
  for (const [tag] of template.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="?([^"\s>]+)"?/.exec(tag);
    if (/\brel="?preload"?/.test(tag) && /\bas="?style"?/.test(tag) && href) sheets.push(href[1]);
  }
  return sheets;
}

/** The noscript line in Nepali (the build's page says it in English). */
const NEEDS_JAVASCRIPT_NE = 'पश्मिना शप चलाउन JavaScript चाहिन्छ।';

/** The build's page in `language`: `<html lang>`, and the line a browser without JavaScript shows. */
export function inLanguage(template: string, language: Language): string {
  if (language === 'en') return template;
  return template
    .replace(/<html lang="?en"?/, '<html lang="ne"')
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NEEDS_JAVASCRIPT_NE}</noscript>`);
}

export interface ShellPageOptions {
  /** The shell's built index.html. */
  template: string;
  hints: PageHinter;
  /** The storefront's server build, when there is one. */
  storefront: () => StorefrontBuild | null;
  /** How a landing page's data is asked of the API (once for its hints and its first screen). */
  fetchPage: ApiResponses | null;
  /** Null when the shell serves no first screens. */
  firstScreen: FirstScreenMaker | null;
  /** How many pages one client may have made at once (page-limiter.ts); none: no limit. */
  limiter?: PageLimiter | null;
  /** Where landing pages are kept once made; none: each is made per request. */
  keptPages?: KeptPages | null;
  log?: (line: string) => void;
}

export function createShellPage({
  template,
  hints,
  storefront,
  fetchPage,
  firstScreen,
  limiter = null,
  keptPages = null,
  log = () => {},
}: ShellPageOptions) {
  const built = reloadedOnChange(template, (file) => {
    const html = readFileSync(file, 'utf8');
    return { html, styles: bootStyleSheetsOf(html) };
  });
  function page() {
    const current = built();
    if (!current) throw new Error(`${template} is missing: build the shell (npm run build)`);
    return current;
  }

  /**
   * A landing page's data, or null (not a landing page, no API, the API failing or slow); `data` is told the path
   * and tag of each response it is made of (null: one that is not kept, so neither is the page).
   */
  async function loadedPage(
    pathname: string,
    plan: PagePlan | null,
    data: [string, string | null][],
  ): Promise<LoadedPage | null> {
    if (!plan?.landing || !fetchPage) return null;
    const loading = plan
      .load(async (path, init) => {
        const response = await fetchPage(path, init, pathname);
        data.push([path, fetchPage.tagOfResponse(response)]);
        return response;
      })
      .catch((error: Error) => {
        log(`no data for ${pathname}: ${error.message}`);
        return null;
      });
    const loaded = await withTimeout(loading, LOAD_WAIT_MS);
    // Come too late, it is let go at once.
    if (!loaded) void loading.then((late) => late?.release());
    return loaded;
  }

  /**
   * The page's status and HTML, or where it moved to; `plain`: without its data (so without its first screen). A
   * landing page made whole (its data, and its first screen unless its product is missing) says what it was made of,
   * so that it can be kept.
   */
  async function html(
    pathname: string,
    search: string,
    plain = false,
  ): Promise<MadePage & { madeOf?: MadeOf }> {
    const current = page();
    const { html: english, styles } = current;
    const language = languageOfPath(pathname);
    const built = inLanguage(english, language);
    const build = storefront();
    const plan = build?.planOf(pathname, search) ?? null;
    if (plan?.status === 301 && plan.location) return { status: 301, location: plan.location };
    const data: [string, string | null][] = [];
    const loaded = plan?.status === 200 && !plain ? await loadedPage(pathname, plan, data) : null;
    const status = loaded?.status ?? plan?.status ?? 200;
    // A missing product's loaded head is the 404's.
    const head = loaded?.head ?? plan?.head ?? null;
    // Without the storefront's server build, the build's own title and description stay.
    const template = head ? withHeadTags(built, renderHeadTags(head)) : built;
    const hintsRequest = { plan: status === 200 ? plan : null, language };
    // Read before the hints are made: a source changed in between makes the page's record older, never newer.
    const sources = loaded && keptPages ? await hints.sources(hintsRequest) : null;
    const pageHints = await hints({ ...hintsRequest, loaded: status === 200 ? loaded : null });
    const tags = hintTags(pageHints);
    // A function, so that no `$&` or `$'` in a hint (a picture's address) is read as a replacement pattern.
    const withHints = (picture: string) =>
      template.replace('</head>', () => `  ${tags.rest}${picture}\n  </head>`);
    let screen: FirstScreen | null = null;
    if (loaded && status === 200 && build && firstScreen) {
      screen = await firstScreen({
        pathname,
        loaded,
        build,
        remote: pageHints.remote,
        styles: [...styles, ...pageHints.styles],
      });
    } else loaded?.release();
    const whole = Boolean(loaded && build && sources && (screen || status === 404));
    return {
      status,
      html: screen ? withFirstScreen(withHints(''), screen, tags.picture) : withHints(tags.picture),
      ...(whole && data.every((answer): answer is [string, string] => answer[1] !== null)
        ? {
            madeOf: {
              template: current,
              build: build!,
              hints: { request: hintsRequest, sources: sources! },
              data,
            },
          }
        : {}),
    };
  }

  /** Whether a kept page is what would be made now: the same builds, hints' sources and API responses. */
  async function isCurrent(pathname: string, madeOf: MadeOf): Promise<boolean> {
    if (madeOf.template !== built() || madeOf.build !== storefront() || !fetchPage) return false;
    const sources = await hints.sources(madeOf.hints.request);
    if (!sources.every((source, i) => Object.is(source, madeOf.hints.sources[i]))) return false;
    const tags = await Promise.all(madeOf.data.map(([path]) => fetchPage.tagOf(path, pathname)));
    return tags.every((tag, i) => tag === madeOf.data[i][1]);
  }

  /** The pages being made now, by key: a request for one waits for it rather than making it too. */
  const making = new Map<string, Promise<void>>();

  return async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): Promise<FastifyReply> {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // The address as asked (its path says its language): the page's query is read as written.
    const key = `${pathname}${search}`;
    const current = (madeOf: MadeOf) => isCurrent(pathname, madeOf);
    // Served again without being made: no turn of the client's is taken.
    const kept = await keptPages?.find(key, current);
    if (kept) return sendPage(request, reply, kept);
    const underway = making.get(key);
    if (underway) {
      await underway;
      const made = await keptPages?.find(key, current);
      if (made) return sendPage(request, reply, made);
    }
    // Kept before the pages waiting for it look again.
    let done = () => {};
    const mine = keptPages && !making.has(key) ? new Promise<void>((resolve) => (done = resolve)) : null;
    if (mine) making.set(key, mine);
    let made: MadePage & { madeOf?: MadeOf };
    let page: SentPage | null = null;
    try {
      made = limiter
        ? await limiter(request, reply, pathname, search, (plain) => html(pathname, search, plain))
        : await html(pathname, search);
      if ('html' in made) {
        const sent = sentPageOf(made.status, made.html);
        page = keptPages && made.madeOf ? keptPages.keep(key, sent, made.madeOf) : sent;
      }
    } finally {
      if (mine && making.get(key) === mine) making.delete(key);
      done();
    }
    if (!page) {
      const { location } = made as { location: string };
      return reply.code(301).header('Location', location).header('Cache-Control', 'no-cache').send();
    }
    // Its ETag answers a 304 as it is sent (etags.ts).
    return sendPage(request, reply, page);
  };
}
