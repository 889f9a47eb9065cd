import { type ComponentType, lazy, Suspense } from 'react';
import { withCatalogPart } from '@pashmina/shared-ui';
import { AuthPageFallback } from './components/AuthPageFallback';

// The login and register forms are not on the first paint of a shop page: their code (forms,
// validation) comes in its own chunk when the shopper opens one of them, with its Nepali on a Nepali page.
const authPage = (load: () => Promise<ComponentType>) =>
  lazy(async () => ({ default: await withCatalogPart('auth', load) }));
const LazyLogin = authPage(() => import('./components/LoginPage').then((m) => m.LoginPage));
const LazyRegister = authPage(() => import('./components/RegisterPage').then((m) => m.RegisterPage));
const LazyForgotPassword = authPage(() =>
  import('./components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const LazyResetPassword = authPage(() =>
  import('./components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);

export function LoginPage() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <LazyLogin />
    </Suspense>
  );
}

export function RegisterPage() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <LazyRegister />
    </Suspense>
  );
}

export function ForgotPasswordPage() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <LazyForgotPassword />
    </Suspense>
  );
}

export function ResetPasswordPage() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <LazyResetPassword />
    </Suspense>
  );
}
