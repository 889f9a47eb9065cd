// The storefront's server build (tools/webpack/server-config.js), the half of the first screen that renders it (the
// shop's server puts it into the page: shell/server/pages/first-screen-composer.ts): what the shop's server needs to
// know of the storefront's pages. `planOf(url)` says whether a page is the storefront's and, for a page shoppers land on
// (landing/pages.ts), which chunk holds its code; its `load` asks the API what the page's first screen shows (through
// the fetch the shop's server gives it, so each response is asked for once), names the page's largest picture and
// renders that first screen with the very components the browser renders
// (docs/decisions/0025-the-first-screen-from-the-server.md).
import { Provider } from 'react-redux';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Route, Routes } from 'react-router-dom';
import { baseApi, isStorefrontPath, makeStore, productSrcSet, productsApi } from '@pashmina/shared-ui';
import { resolveShopPath } from '@pashmina/shared-ui/seo';
import type { LoadedPage, PageFetch, PagePlan } from '@pashmina/shared-ui/page-head';
import { notFoundHead, routeHead } from '@pashmina/shared-ui/seo-heads';
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

export function createStorefrontServer({ apiOrigin, publicUrl, timeoutMs = 5_000 }: StorefrontServerOptions) {
  setApiOrigin(apiOrigin);

  async function load(
    page: LandingPage,
    params: Record<string, string>,
    at: { path: string; location: string; search: string },
    fetchPage: PageFetch,
  ): Promise<LoadedPage | null> {
    const { location, search } = at;
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
      const queries = page.queries(params, new URLSearchParams(search));
      const results = await withPageFetch(recording, () =>
        Promise.all(queries.map((query) => run(store, query))),
      );
      if (results.some((result) => result.isError)) {
        release();
        // A product that does not exist is a response (404), not a failure.
        if (!page.notFoundWhenMissing || !results.every((result) => !result.isError || isMissing(result)))
          return null;
        return {
          requests,
          picture: null,
          render: async () => null,
          release,
          status: 404,
          head: notFoundHead(publicUrl),
        };
      }
      const product = page.picture.pick(results[page.picture.query]?.data, new URLSearchParams(search));
      return {
        status: 200,
        head: await page.head(
          results.map((result) => result.data),
          { publicUrl, path: at.path, search: new URLSearchParams(search) },
        ),
        requests,
        picture: product?.productThumb ? { srcset: productSrcSet(product), sizes: page.picture.sizes } : null,
        async render() {
          if (released) return null;
          try {
            const { prelude } = await prerenderToNodeStream(
              <Provider store={store}>
                <StaticRouter location={location}>
                  <Routes>
                    <Route path="*" element={<StorefrontRoutes />} />
                  </Routes>
                </StaticRouter>
              </Provider>,
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

  /** The plan of the page at `pathname` + `search` (search: '' or '?…'). */
  function planOf(pathname: string, search: string): PagePlan {
    const resolved = resolveShopPath(pathname);
    // An address that is not a page's own: moved to it (301), or no page at all (404).
    if (resolved.kind !== 'page')
      return {
        status: resolved.kind === 'moved' ? 301 : 404,
        location: resolved.kind === 'moved' ? `${resolved.path}${search}` : null,
        head: notFoundHead(publicUrl),
        remote: null,
        landing: null,
        load: async () => null,
      };
    const head = routeHead(publicUrl, resolved.route, resolved.path, new URLSearchParams(search));
    const storefront = isStorefrontPath(pathname);
    const landing = storefront ? landingPageAt(pathname) : null;
    return {
      status: 200,
      location: null,
      head,
      remote: storefront ? 'storefront' : null,
      landing: landing ? { name: landing.page.name, chunk: landing.page.chunk } : null,
      load: async (fetchPage) =>
        landing
          ? load(
              landing.page,
              landing.params,
              { path: resolved.path, location: `${pathname}${search}`, search },
              fetchPage,
            )
          : null,
    };
  }

  return { planOf };
}
