import type { ReactNode } from 'react';

/**
 * Guard of the admin area. Placeholder: renders its children. Issue 4 adds the server
 * check (GET /api/v1/auth/admin-auth) and the countdown.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
