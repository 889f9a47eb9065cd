// The storefront's routes, exposed to the shell as './Routes'. Only <Routes>: the shell (or the
// standalone bootstrap) supplies the router, the store Provider, <main>, header and footer.
// Paths are relative to the shell's `*` route; react-router matches them case-insensitively.
import { useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage, relativePath, STOREFRONT_ROUTES as R, useAppDispatch } from '@pashmina/shared-ui';
import { LandingPages, landingPage, lazyPage } from './components/LazyPage';
import { LANDING_PAGES } from './landing/pages';
import { prefetchLandingData } from './landing/prefetch';

// The pages shoppers land on, each in its chunk (landing/pages.ts).
const LANDING_ROUTES = LANDING_PAGES.flatMap((page) => {
  const Page = landingPage(page.catalogPart, page.load);
  return page.paths.map((path) => ({ path, Page }));
});

// Loaded on first visit (components/LazyPage.tsx says which pages, and why), each with its feature's part of the
// Nepali catalog.
const AboutPage = lazyPage('about', () =>
  import('./features/about/components/AboutPage').then((m) => m.AboutPage),
);
const ReturnAndExchangePage = lazyPage('static-pages', () =>
  import('./features/static-pages/components/ReturnAndExchangePage').then((m) => m.ReturnAndExchangePage),
);
const TrackPage = lazyPage('static-pages', () =>
  import('./features/static-pages/components/TrackPage').then((m) => m.TrackPage),
);
const ContactPage = lazyPage('contact', () =>
  import('./features/contact/components/ContactPage').then((m) => m.ContactPage),
);
// Not a landing page (its results are no page of the shop's own, and search engines leave it out): the lists' chunk,
// loaded when the navbar's search is first sent.
// Its title is written by shared-ui's heads (the catalog's `seo` part).
const SearchResultsPage = lazyPage(['listing', 'seo'], () =>
  import(/* webpackChunkName: "page-listing" */ './features/listing/components/SearchResultsPage').then(
    (m) => m.SearchResultsPage,
  ),
);
// The cart shows the checkout beside it (app/CartRoute.tsx).
const CartRoute = lazyPage(['cart', 'checkout'], () => import('./app/CartRoute').then((m) => m.CartRoute));
const SuccessPage = lazyPage('checkout', () =>
  import('./features/checkout/components/SuccessPage').then((m) => m.SuccessPage),
);

export default function StorefrontRoutes() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  // A layout effect runs as soon as the routes are committed, which is before a landing page's own chunk has loaded.
  useLayoutEffect(() => prefetchLandingData(dispatch, pathname, search), [dispatch, pathname, search]);
  return (
    <LandingPages>
      <Routes>
        {LANDING_ROUTES.map(({ path, Page }) =>
          path === R.home ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={relativePath(path)} element={<Page />} />
          ),
        )}
        <Route path={relativePath(R.cart)} element={<CartRoute />} />
        <Route path={relativePath(R.aboutUs)} element={<AboutPage />} />
        <Route path={relativePath(R.returnAndExchange)} element={<ReturnAndExchangePage />} />
        <Route path={relativePath(R.contactUs)} element={<ContactPage />} />
        <Route path={relativePath(R.success)} element={<SuccessPage />} />
        <Route path={relativePath(R.search)} element={<SearchResultsPage />} />
        <Route path={relativePath(R.track)} element={<TrackPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </LandingPages>
  );
}
