import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  areaPattern,
  isStorefrontPath,
  NotFoundPage,
  relativePath,
  SHELL_ROUTES,
  useI18n,
} from '@pashmina/shared-ui';
import {
  AdminRoute,
  ForgotPasswordPage,
  LoginPage,
  ProtectedRoute,
  RegisterPage,
  ResetPasswordPage,
} from '../features/auth';
import { RemoteRoutes } from '../features/remotes';
import { Layout } from './Layout';

/** Storefront pages go to the storefront remote; anything else is the shell's 404. */
function StorefrontOrNotFound() {
  const { pathname } = useLocation();
  return isStorefrontPath(pathname) ? <RemoteRoutes remote="storefront" /> : <NotFoundPage />;
}

/** The admin panel is in English only: from a Nepali page, its link loads its English address. */
function EnglishOnly({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { language } = useI18n();
  useEffect(() => {
    if (language === 'ne') window.location.assign(`${pathname}${search}`);
  }, [language, pathname, search]);
  return language === 'ne' ? null : children;
}

/** The shop's router. React Router matches case-insensitively unless a route says otherwise. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path={relativePath(areaPattern(SHELL_ROUTES.userDashboard))}
          element={
            <ProtectedRoute>
              <RemoteRoutes remote="customer_area" />
            </ProtectedRoute>
          }
        />
        <Route
          path={relativePath(areaPattern(SHELL_ROUTES.adminDashboard))}
          element={
            <EnglishOnly>
              <AdminRoute>
                <RemoteRoutes remote="admin" />
              </AdminRoute>
            </EnglishOnly>
          }
        />
        <Route path={relativePath(SHELL_ROUTES.login)} element={<LoginPage />} />
        <Route path={relativePath(SHELL_ROUTES.register)} element={<RegisterPage />} />
        <Route path={relativePath(SHELL_ROUTES.forgotPassword)} element={<ForgotPasswordPage />} />
        <Route path={relativePath(SHELL_ROUTES.resetPassword)} element={<ResetPasswordPage />} />
        <Route path="*" element={<StorefrontOrNotFound />} />
      </Route>
    </Routes>
  );
}
