import type { ReactNode } from 'react';

/**
 * Guard of the customer area. Placeholder: renders its children. Issue 4 adds the server
 * check (GET /api/v1/auth/user-auth) and the 'Redirecting you in N seconds' countdown.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
