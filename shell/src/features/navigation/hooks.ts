import { useEffect, useState } from 'react';
import type { SessionUser } from '@pashmina/contracts';
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

/** Role 0 goes to the user dashboard; any other role is treated as admin (SPEC §6). */
export function dashboardPath(user: Pick<SessionUser, 'role'>): string {
  return user.role === 0 ? SHELL_ROUTES.userDashboard : SHELL_ROUTES.adminDashboard;
}
