import type { ReactNode } from 'react';
import {
  selectToken,
  Spinner,
  useAppSelector,
  type useCheckAdminAuthQuery,
  type useCheckUserAuthQuery,
} from '@pashmina/shared-ui';
import { RedirectCountdown } from './RedirectCountdown';

type Check = typeof useCheckUserAuthQuery | typeof useCheckAdminAuthQuery;

/**
 * Renders `children` only once the server has said the token is good for this area; until
 * then nothing of the area (not even its remote's code) is loaded. Not ok (no token, 401,
 * 403, no connection) shows the countdown to the login page.
 */
export function AuthGate({ useCheck, children }: { useCheck: Check; children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const { data, isLoading, isUninitialized, isError } = useCheck(undefined, { skip: !token });

  if (!token) return <RedirectCountdown />;
  if (isLoading || isUninitialized) return <Spinner label="Checking your login…" />;
  if (isError || data?.ok !== true) return <RedirectCountdown />;
  return <>{children}</>;
}
