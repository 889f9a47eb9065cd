import { useEffect, useState } from 'react';
import { ROLE_USER, type SessionUser } from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';

/** True once the page is scrolled more than `offset` px. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return past;
}

/** Customers go to their dashboard; any other role is treated as admin (docs/rules.md, Accounts). */
export function dashboardPath(user: Pick<SessionUser, 'role'>): string {
  return user.role === ROLE_USER ? SHELL_ROUTES.userDashboard : SHELL_ROUTES.adminDashboard;
}
