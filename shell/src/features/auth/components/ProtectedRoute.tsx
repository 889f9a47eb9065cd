import type { ReactNode } from 'react';
import { useCheckUserAuthQuery } from '@pashmina/shared-ui';
import { AuthGate } from './AuthGate';

/** Guard of the customer area (/dashboard/user/*): GET /api/v1/auth/user-auth must say ok. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  return <AuthGate useCheck={useCheckUserAuthQuery}>{children}</AuthGate>;
}
