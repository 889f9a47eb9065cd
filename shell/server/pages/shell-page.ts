// The shell's page, made per request: its built index.html with the page's hints in its head and, on a landing
// page, its first screen. Small, so compressed per request (http/page-compression.ts).
import { readFileSync } from 'node:fs';
import {
  type Language,
  languageOfPath,
  type LoadedPage,
  type PagePlan,
  renderHeadTags,
} from '@pashmina/shared-ui/page-head';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageFetch } from './api-responses';
import type { FirstScreen, FirstScreenMaker } from './first-screen-composer';
import { withFirstScreen } from './first-screen-composer';
import { withHeadTags } from './head-tags';
import { hintTags, type PageHinter } from './page-hints';
import type { PageLimiter } from './page-limiter';
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
  fetchPage: PageFetch | null;
  /** Null when the shell serves no first screens. */
  firstScreen: FirstScreenMaker | null;
  /** How many pages one client may have made at once (page-limiter.ts); none: no limit. */
  limiter?: PageLimiter | null;
  log?: (line: string) => void;
}

export function createShellPage({
  template,
  hints,
  storefront,
  fetchPage,
  firstScreen,
  limiter = null,
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

  /** A landing page's data, or null (not a landing page, no API, the API failing or slow). */
  async function loadedPage(pathname: string, plan: PagePlan | null): Promise<LoadedPage | null> {
    if (!plan?.landing || !fetchPage) return null;
    const loading = plan
      .load((path, init) => fetchPage(path, init, pathname))
      .catch((error: Error) => {
        log(`no data for ${pathname}: ${error.message}`);
        return null;
      });
    const loaded = await withTimeout(loading, LOAD_WAIT_MS);
    // Come too late, it is let go at once.
    if (!loaded) void loading.then((late) => late?.release());
    return loaded;
  }

  /** The page's status and HTML, or where it moved to; `plain`: without its data (so without its first screen). */
  async function html(
    pathname: string,
    search: string,
    plain = false,
  ): Promise<{ status: number; html: string } | { status: 301; location: string }> {
    const { html: english, styles } = page();
    const language = languageOfPath(pathname);
    const built = inLanguage(english, language);
    const build = storefront();
    const plan = build?.planOf(pathname, search) ?? null;
    if (plan?.status === 301 && plan.location) return { status: 301, location: plan.location };
    const loaded = plan?.status === 200 && !plain ? await loadedPage(pathname, plan) : null;
    const status = loaded?.status ?? plan?.status ?? 200;
    // A missing product's loaded head is the 404's.
    const head = loaded?.head ?? plan?.head ?? null;
    // Without the storefront's server build, the build's own title and description stay.
    const template = head ? withHeadTags(built, renderHeadTags(head)) : built;
    const pageHints = await hints({
      plan: status === 200 ? plan : null,
      loaded: status === 200 ? loaded : null,
      language,
    });
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
    return {
      status,
      html: screen ? withFirstScreen(withHints(''), screen, tags.picture) : withHints(tags.picture),
    };
  }

  return async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
  ): Promise<FastifyReply> {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const made = limiter
      ? await limiter(request, reply, pathname, search, (plain) => html(pathname, search, plain))
      : await html(pathname, search);
    if ('location' in made)
      return reply.code(301).header('Location', made.location).header('Cache-Control', 'no-cache').send();
    // Its ETag (etags.ts), a 304, and its compression (page-compression.ts) come after, as it is sent.
    return reply
      .code(made.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(Buffer.from(made.html));
  };
}
