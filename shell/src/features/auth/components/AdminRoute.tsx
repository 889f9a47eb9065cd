import type { ReactNode } from 'react';
import { useCheckAdminAuthQuery } from '@pashmina/shared-ui';
import { AuthGate } from './AuthGate';

/** Guard of the admin area (/dashboard/admin/*): GET /api/v1/auth/admin-auth must say ok. */
export function AdminRoute({ children }: { children: ReactNode }) {
  return <AuthGate useCheck={useCheckAdminAuthQuery}>{children}</AuthGate>;
}
