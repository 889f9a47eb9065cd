import { lazy, Suspense, type ReactNode } from 'react';
import {
  errorStatus,
  selectToken,
  Spinner,
  useAppSelector,
  useI18n,
  withCatalogPart,
  type useCheckAdminAuthQuery,
  type useCheckUserAuthQuery,
} from '@pashmina/shared-ui';

// The refusals come in a chunk of their own: a shopper's page never shows them, and a signed-in one rarely.
const NotAllowedPage = lazy(() =>
  withCatalogPart('auth', () => import('./NotAllowedPage')).then((m) => ({ default: m.NotAllowedPage })),
);
const RedirectCountdown = lazy(() =>
  withCatalogPart('auth', () => import('./RedirectCountdown')).then((m) => ({
    default: m.RedirectCountdown,
  })),
);

type Check = typeof useCheckUserAuthQuery | typeof useCheckAdminAuthQuery;

/**
 * Renders `children` only once the server has said the token is good for this area; until
 * then nothing of the area (not even its remote's code) is loaded. A visitor (no token, or a
 * 401, which ends the session) and a lost connection get the countdown to the login page; a
 * logged-in user the server refuses (403, or ok false) gets 'Not allowed', since logging in
 * again would not change the response.
 */
export function AuthGate({ useCheck, children }: { useCheck: Check; children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const { i18n } = useI18n();
  const { data, error, isLoading, isUninitialized, isError } = useCheck(undefined, { skip: !token });
  const checking = <Spinner label={i18n._({ id: 'auth.checking', message: 'Checking your login…' })} />;

  if (token && (isLoading || isUninitialized)) return checking;
  if (token && !isError && data?.ok === true) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner />}>
      {token && (isError ? errorStatus(error) === 403 : data?.ok === false) ? (
        <NotAllowedPage />
      ) : (
        <RedirectCountdown />
      )}
    </Suspense>
  );
}
