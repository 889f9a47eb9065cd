// The storefront's routes, exposed to the shell as './Routes'. Only <Routes>: the shell (or the
// standalone bootstrap) supplies the router, the store Provider, <main>, header and footer.
// Paths are relative to the shell's `*` route; react-router matches them case-insensitively.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, relativePath, STOREFRONT_ROUTES as R } from '@pashmina/shared-ui';
import { LandingPages, landingPage, lazyPage } from './components/LazyPage';

// The pages shoppers land on, each in its own chunk (the names are the ones the shell's server preloads).
const HomePage = landingPage(() =>
  import(/* webpackChunkName: "page-home" */ './features/home/components/HomePage').then((m) => m.HomePage),
);
const ProductDetailPage = landingPage(() =>
  import(
    /* webpackChunkName: "page-product" */ './features/product-detail/components/ProductDetailPage'
  ).then((m) => m.ProductDetailPage),
);
const listingPages = () =>
  import(/* webpackChunkName: "page-listing" */ './features/listing/components/ListingPages');
const WomenProductsPage = landingPage(() => listingPages().then((m) => m.WomenProductsPage));
const MenProductsPage = landingPage(() => listingPages().then((m) => m.MenProductsPage));
const NewArrivalsPage = landingPage(() => listingPages().then((m) => m.NewArrivalsPage));
const BestsellersPage = landingPage(() => listingPages().then((m) => m.BestsellersPage));

// Loaded on first visit (components/LazyPage.tsx says which pages, and why).
const AboutPage = lazyPage(() => import('./features/about/components/AboutPage').then((m) => m.AboutPage));
const ReturnAndExchangePage = lazyPage(() =>
  import('./features/static-pages/components/ReturnAndExchangePage').then((m) => m.ReturnAndExchangePage),
);
const ContactPage = lazyPage(() =>
  import('./features/contact/components/ContactPage').then((m) => m.ContactPage),
);
const CartRoute = lazyPage(() => import('./app/CartRoute').then((m) => m.CartRoute));
const SuccessPage = lazyPage(() =>
  import('./features/checkout/components/SuccessPage').then((m) => m.SuccessPage),
);

export default function StorefrontRoutes() {
  return (
    <LandingPages>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path={relativePath(R.homeAlias)} element={<HomePage />} />
        <Route path={relativePath(R.singleProduct)} element={<ProductDetailPage />} />
        <Route path={relativePath(R.womenProducts)} element={<WomenProductsPage />} />
        <Route path={relativePath(R.menProducts)} element={<MenProductsPage />} />
        <Route path={relativePath(R.newArrivals)} element={<NewArrivalsPage />} />
        <Route path={relativePath(R.bestsellers)} element={<BestsellersPage />} />
        <Route path={relativePath(R.cart)} element={<CartRoute />} />
        <Route path={relativePath(R.aboutUs)} element={<AboutPage />} />
        <Route path={relativePath(R.returnAndExchange)} element={<ReturnAndExchangePage />} />
        <Route path={relativePath(R.contactUs)} element={<ContactPage />} />
        <Route path={relativePath(R.success)} element={<SuccessPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </LandingPages>
  );
}
