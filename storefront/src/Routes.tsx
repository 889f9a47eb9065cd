// The storefront's routes, exposed to the shell as './Routes'. Only <Routes>: the shell (or the
// standalone bootstrap) supplies the router, the store Provider, <main>, header and footer.
// Paths are relative to the shell's `*` route; react-router matches them case-insensitively.
import { Route, Routes } from 'react-router-dom';
import { relativePath, STOREFRONT_ROUTES as R } from '@pashmina/shared-ui';
import { HomePage } from './features/home/components/HomePage';
import { ProductDetailPage } from './features/product-detail/components/ProductDetailPage';
import { PlaceholderPage } from './features/static-pages/components/PlaceholderPage';
import { CartPlaceholder } from './features/static-pages/components/CartPlaceholder';
import { SuccessPage } from './features/static-pages/components/SuccessPage';
import { NotFoundPage } from './features/static-pages/components/NotFoundPage';

export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path={relativePath(R.homeAlias)} element={<HomePage />} />
      <Route path={relativePath(R.singleProduct)} element={<ProductDetailPage />} />
      <Route path={relativePath(R.womenProducts)} element={<PlaceholderPage title="Women's Collection" />} />
      <Route path={relativePath(R.menProducts)} element={<PlaceholderPage title="Men's Collection" />} />
      <Route path={relativePath(R.newArrivals)} element={<PlaceholderPage title="New Arrivals" />} />
      <Route path={relativePath(R.bestsellers)} element={<PlaceholderPage title="Best Sellers" />} />
      <Route path={relativePath(R.cart)} element={<CartPlaceholder />} />
      <Route path={relativePath(R.aboutUs)} element={<PlaceholderPage title="About Us" />} />
      <Route
        path={relativePath(R.returnAndExchange)}
        element={<PlaceholderPage title="Return and Exchange" />}
      />
      <Route path={relativePath(R.contactUs)} element={<PlaceholderPage title="Contact Us" />} />
      <Route path={relativePath(R.success)} element={<SuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
