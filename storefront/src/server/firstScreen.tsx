// The storefront's server build (tools/webpack/server-config.js): the first screen of the pages shoppers land on
// (home, the lists, a product), rendered by the very components the browser renders, with the API's answers
// already in. The shell's server puts it in its page, so the largest picture paints from the HTML instead of
// after all the JavaScript; the shell's React replaces it once the same page has rendered in the browser
// (docs/decisions.md, "The first screen from the server").
import { Provider } from 'react-redux';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Route, Routes } from 'react-router-dom';
import { baseApi, makeStore, prefetchPageData } from '@pashmina/shared-ui';
import StorefrontRoutes from '../Routes';
import { setApiOrigin } from './serverFetch';

declare const __STOREFRONT_FILES__: string[];

/**
 * The files of the storefront's browser build made with this server build (tools/webpack/server-config.js): the
 * shell's server renders first screens only while the storefront it serves lists the same files.
 */
export const browserFiles: readonly string[] = __STOREFRONT_FILES__;

export interface FirstScreenOptions {
  /** The API's origin, which the page's first requests go to. */
  apiOrigin: string;
  /** A render is given up after this long: its requests are aborted and its store let go. */
  timeoutMs?: number;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A renderer of landing pages' first screens. `render(pathname, search)` answers the page's HTML (what the
 * storefront renders inside the shell's <main>), or null when the page's data could not be had: the page is then
 * served as before, rendered in the browser only.
 */
export function createFirstScreenRenderer({ apiOrigin, timeoutMs = 2_000 }: FirstScreenOptions) {
  setApiOrigin(apiOrigin);
  return async function render(pathname: string, search: string): Promise<string | null> {
    // A store of its own for each page: nothing of one shopper's page reaches another's.
    const store = makeStore({ persist: false });
    // Resetting aborts the requests still running and clears RTK Query's timers, which would otherwise keep the
    // store and its answers for a minute (keepUnusedDataFor) after each page.
    const letGo = () => store.dispatch(baseApi.util.resetApiState());
    const timer = setTimeout(letGo, timeoutMs);
    try {
      prefetchPageData(store.dispatch, pathname, search);
      const queries = await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
      if (queries.length === 0 || queries.some((query) => query.isError)) return null;
      const { prelude } = await prerenderToNodeStream(
        <Provider store={store}>
          <StaticRouter location={`${pathname}${search}`}>
            <Routes>
              <Route path="*" element={<StorefrontRoutes />} />
            </Routes>
          </StaticRouter>
        </Provider>,
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      return await text(prelude);
    } finally {
      clearTimeout(timer);
      letGo();
    }
  };
}
