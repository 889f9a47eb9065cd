import { Route, Routes, useLocation } from 'react-router-dom';
import { isStorefrontPath } from '@pashmina/shared-ui';
import { AdminRoute, LoginPage, ProtectedRoute, RegisterPage } from '../features/auth';
import { NotFoundPage } from '../features/not-found';
import { RemoteRoutes } from '../features/remotes';
import { Layout } from './Layout';

/** Storefront pages go to the storefront remote; anything else is the shell's 404. */
function StorefrontOrNotFound() {
  const { pathname } = useLocation();
  return isStorefrontPath(pathname) ? <RemoteRoutes remote="storefront" /> : <NotFoundPage />;
}

/** The shop's router. React Router matches case-insensitively unless a route says otherwise. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="dashboard/user/*"
          element={
            <ProtectedRoute>
              <RemoteRoutes remote="customer_area" />
            </ProtectedRoute>
          }
        />
        <Route
          path="dashboard/admin/*"
          element={
            <AdminRoute>
              <RemoteRoutes remote="admin" />
            </AdminRoute>
          }
        />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="*" element={<StorefrontOrNotFound />} />
      </Route>
    </Routes>
  );
}
