import type { ReactNode } from 'react';
import {
  errorStatus,
  selectToken,
  Spinner,
  useAppSelector,
  type useCheckAdminAuthQuery,
  type useCheckUserAuthQuery,
} from '@pashmina/shared-ui';
import { NotAllowedPage } from './NotAllowedPage';
import { RedirectCountdown } from './RedirectCountdown';

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
  const { data, error, isLoading, isUninitialized, isError } = useCheck(undefined, { skip: !token });

  if (!token) return <RedirectCountdown />;
  if (isLoading || isUninitialized) return <Spinner label="Checking your login…" />;
  if (isError ? errorStatus(error) === 403 : data?.ok === false) return <NotAllowedPage />;
  if (isError || data?.ok !== true) return <RedirectCountdown />;
  return <>{children}</>;
}
