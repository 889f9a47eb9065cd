// The browser's side of the landing table: the queries of the page being opened start as soon as the storefront's
// routes are on the screen, while the page's own chunk is still downloading, so the page renders once, with its
// data, rather than first as a loading state. The shop's server has already asked the browser to fetch the same
// URLs (`<link rel=preload as=fetch>`), so these requests are served from that.
import { productsApi, type AppDispatch } from '@pashmina/shared-ui';
import { landingPageAt, type LandingQuery } from './pages';

function prefetchOf(query: LandingQuery) {
  const prefetch = productsApi.util.prefetch;
  switch (query.endpoint) {
    case 'getProducts':
      return prefetch('getProducts', query.args, {});
    case 'getNewArrivals':
      return prefetch('getNewArrivals', query.args, {});
    case 'getBestsellers':
      return prefetch('getBestsellers', query.args, {});
    case 'getProduct':
      return prefetch('getProduct', query.args, {});
  }
}

/** Starts the first-screen queries of the landing page at `pathname` + `search`; nothing for other pages. */
export function prefetchLandingData(dispatch: AppDispatch, pathname: string, search: string): void {
  const found = landingPageAt(pathname);
  if (!found) return;
  for (const query of found.page.queries(found.params, new URLSearchParams(search)))
    dispatch(prefetchOf(query));
}
