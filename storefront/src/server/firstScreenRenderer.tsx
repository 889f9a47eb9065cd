// The storefront's server build (tools/webpack/server-config.js), the half of the first screen that renders it (the
// shop's server puts it into the page: shell/server/pages/first-screen-composer.ts): what the shop's server needs to
// know of the storefront's pages. `planOf(url)` says whether a page is the storefront's and, for a page shoppers land on
// (landing/pages.ts), which chunk holds its code; its `load` asks the API what the page's first screen shows (through
// the fetch the shop's server gives it, so each response is asked for once), names the page's largest picture and
// renders that first screen with the very components the browser renders
// (docs/decisions/0025-the-first-screen-from-the-server.md).
import { setupI18n, type I18n } from '@lingui/core';
import { Provider } from 'react-redux';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Route, Routes } from 'react-router-dom';
import {
  baseApi,
  isEnglishOnlyPath,
  isStorefrontPath,
  type Language,
  LanguageProvider,
  languageOfPath,
  makeStore,
  pathInLanguage,
  pathWithoutLanguage,
  productSrcSet,
  productsApi,
  routerBasename,
} from '@pashmina/shared-ui';
import { english, nepali } from '@pashmina/shared-ui/catalogs';
import { resolveShopPath } from '@pashmina/shared-ui/seo';
import type { LoadedPage, PageFetch, PagePlan } from '@pashmina/shared-ui/page-head';
import { notFoundHead, routeHead } from '@pashmina/shared-ui/seo-heads';
import { firstScreenOf } from '../landing/firstScreens';
import { landingPageAt, type LandingPage, type LandingQuery } from '../landing/pages';
import StorefrontRoutes from '../Routes';
import { setApiOrigin, withPageFetch } from './firstScreenFetch';

declare const __STOREFRONT_FILES__: string[];

/**
 * The files of the storefront's browser build made with this server build (tools/webpack/server-config.js): the
 * shell's server renders first screens only while the storefront it serves lists the same files.
 */
export const browserFiles: readonly string[] = __STOREFRONT_FILES__;

export interface StorefrontServerOptions {
  /** The API's origin, which the page's requests resolve against. */
  apiOrigin: string;
  /** The shop's public address (PUBLIC_URL, no trailing slash): canonical links and link previews are on it. */
  publicUrl: string;
  /** A page's store is let go after this long, rendered or not: its requests are aborted. */
  timeoutMs?: number;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

type PageStore = ReturnType<typeof makeStore>;

/** Runs one of the page's queries in `store`, as the page's component would; its result once it has one. */
async function run(
  store: PageStore,
  query: LandingQuery,
): Promise<{ isError: boolean; data?: unknown; error?: unknown }> {
  const endpoints = productsApi.endpoints;
  switch (query.endpoint) {
    case 'getProducts':
      return store.dispatch(endpoints.getProducts.initiate(query.args));
    case 'getNewArrivals':
      return store.dispatch(endpoints.getNewArrivals.initiate(query.args));
    case 'getBestsellers':
      return store.dispatch(endpoints.getBestsellers.initiate(query.args));
    case 'getProduct':
      return store.dispatch(endpoints.getProduct.initiate(query.args));
  }
}

/** The API's response for a product that does not exist (404), or an id that cannot be one (400). */
function isMissing(result: { error?: unknown }): boolean {
  const status = (result.error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

/**
 * Each language's own i18n: pages of both are rendered at once, so a render is given its language's (LanguageProvider)
 * rather than switching one.
 */
const I18N: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: english } }),
  ne: setupI18n({ locale: 'ne', messages: { ne: nepali } }),
};

export function createStorefrontServer({ apiOrigin, publicUrl, timeoutMs = 5_000 }: StorefrontServerOptions) {
  setApiOrigin(apiOrigin);

  async function load(
    page: LandingPage,
    params: Record<string, string>,
    at: { path: string; location: string; search: string; language: Language },
    fetchPage: PageFetch,
  ): Promise<LoadedPage | null> {
    const { location, search, language } = at;
    const i18n = I18N[language];
    // A store of its own for each page: nothing of one shopper's page reaches another's.
    const store = makeStore({ persist: false });
    const requests: string[] = [];
    const recording: PageFetch = (path, init) => {
      requests.push(path);
      return fetchPage(path, init);
    };
    // Resetting aborts the requests still running and clears RTK Query's timers, which would otherwise keep the
    // store and its responses for a minute (keepUnusedDataFor) after each page.
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      store.dispatch(baseApi.util.resetApiState());
    };
    const timer = setTimeout(release, timeoutMs);
    try {
      const screen = firstScreenOf(page);
      const queries = page.queries(params, new URLSearchParams(search));
      const results = await withPageFetch(recording, () =>
        Promise.all(queries.map((query) => run(store, query))),
      );
      if (results.some((result) => result.isError)) {
        release();
        // A product that does not exist is a response (404), not a failure.
        if (!screen.notFoundWhenMissing || !results.every((result) => !result.isError || isMissing(result)))
          return null;
        return {
          requests,
          picture: null,
          render: async () => null,
          release,
          status: 404,
          head: notFoundHead(publicUrl, i18n),
        };
      }
      const product = screen.picture.pick(results[screen.picture.query]?.data, new URLSearchParams(search));
      return {
        status: 200,
        head: await screen.head(
          results.map((result) => result.data),
          { publicUrl, path: at.path, search: new URLSearchParams(search), i18n },
        ),
        requests,
        picture: product?.productThumb
          ? { srcset: productSrcSet(product), sizes: screen.picture.sizes }
          : null,
        async render() {
          if (released) return null;
          try {
            const { prelude } = await prerenderToNodeStream(
              <LanguageProvider i18n={i18n}>
                <Provider store={store}>
                  <StaticRouter location={location} basename={routerBasename(language)}>
                    <Routes>
                      <Route path="*" element={<StorefrontRoutes />} />
                    </Routes>
                  </StaticRouter>
                </Provider>
              </LanguageProvider>,
              { signal: AbortSignal.timeout(timeoutMs) },
            );
            return await text(prelude);
          } finally {
            release();
          }
        },
        release,
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  /**
   * The plan of the page at `address` + `search` (search: '' or '?…'): a page in English, or in Nepali under `/ne`
   * (the admin's pages have no Nepali address: they move to their English one).
   */
  function planOf(address: string, search: string): PagePlan {
    const language = languageOfPath(address);
    const pathname = pathWithoutLanguage(address);
    const i18n = I18N[language];
    const moved = (path: string): PagePlan => ({
      status: 301,
      location: `${path}${search}`,
      head: notFoundHead(publicUrl, i18n),
      remote: null,
      landing: null,
      load: async () => null,
    });
    if (language === 'ne' && isEnglishOnlyPath(pathname)) return moved(pathname);
    const resolved = resolveShopPath(pathname);
    // An address that is not a page's own: moved to it (301), or no page at all (404).
    if (resolved.kind === 'moved') return moved(pathInLanguage(resolved.path, language));
    if (resolved.kind !== 'page')
      return {
        status: 404,
        location: null,
        head: notFoundHead(publicUrl, i18n),
        remote: null,
        landing: null,
        load: async () => null,
      };
    // '/ne/' is '/ne's.
    if (pathInLanguage(resolved.path, language) !== address)
      return moved(pathInLanguage(resolved.path, language));
    const head = routeHead(publicUrl, resolved.route, resolved.path, new URLSearchParams(search), i18n);
    const storefront = isStorefrontPath(pathname);
    const landing = storefront ? landingPageAt(pathname) : null;
    return {
      status: 200,
      location: null,
      head,
      remote: storefront ? 'storefront' : null,
      landing: landing
        ? { name: landing.page.name, chunk: landing.page.chunk, catalogPart: landing.page.catalogPart }
        : null,
      load: async (fetchPage) =>
        landing
          ? load(
              landing.page,
              landing.params,
              { path: resolved.path, location: `${address}${search}`, search, language },
              fetchPage,
            )
          : null,
    };
  }

  return { planOf };
}
