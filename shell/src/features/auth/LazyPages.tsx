import { lazy, Suspense } from 'react';
import { AuthPageFallback } from './components/AuthPageFallback';

// The login and register forms are not on the first paint of a shop page: their code (forms,
// validation) comes in its own chunk when the shopper opens one of them.
const LazyLogin = lazy(() => import('./components/LoginPage').then((m) => ({ default: m.LoginPage })));
const LazyRegister = lazy(() =>
  import('./components/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const LazyForgotPassword = lazy(() =>
  import('./components/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const LazyResetPassword = lazy(() =>
  import('./components/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
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
