// The storefront's routes, exposed to the shell as './Routes'. Only <Routes>: the shell (or the
// standalone bootstrap) supplies the router, the store Provider, <main>, header and footer.
// Paths are relative to the shell's `*` route; react-router matches them case-insensitively.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, relativePath, STOREFRONT_ROUTES as R } from '@pashmina/shared-ui';
import { HomePage } from './features/home/components/HomePage';
import { ProductDetailPage } from './features/product-detail/components/ProductDetailPage';
import {
  BestsellersPage,
  MenProductsPage,
  NewArrivalsPage,
  WomenProductsPage,
} from './features/listing/components/ListingPages';
import { AboutPage } from './features/about/components/AboutPage';
import { ReturnAndExchangePage } from './features/static-pages/components/ReturnAndExchangePage';
import { ContactPage } from './features/contact/components/ContactPage';
import { CartPage } from './features/cart/components/CartPage';
import { CheckoutPanel } from './features/checkout/components/CheckoutPanel';
import { PaymentReturnNotice } from './features/checkout/components/PaymentReturnNotice';
import { SuccessPage } from './features/checkout/components/SuccessPage';

export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path={relativePath(R.homeAlias)} element={<HomePage />} />
      <Route path={relativePath(R.singleProduct)} element={<ProductDetailPage />} />
      <Route path={relativePath(R.womenProducts)} element={<WomenProductsPage />} />
      <Route path={relativePath(R.menProducts)} element={<MenProductsPage />} />
      <Route path={relativePath(R.newArrivals)} element={<NewArrivalsPage />} />
      <Route path={relativePath(R.bestsellers)} element={<BestsellersPage />} />
      <Route
        path={relativePath(R.cart)}
        element={<CartPage aside={<CheckoutPanel />} notice={<PaymentReturnNotice />} />}
      />
      <Route path={relativePath(R.aboutUs)} element={<AboutPage />} />
      <Route path={relativePath(R.returnAndExchange)} element={<ReturnAndExchangePage />} />
      <Route path={relativePath(R.contactUs)} element={<ContactPage />} />
      <Route path={relativePath(R.success)} element={<SuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
