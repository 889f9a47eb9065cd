import { useEffect, useState } from 'react';
import { ROLE_USER, type SessionUser } from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';

/**
 * True once the page is scrolled more than `offset` px. First read in the frame after mounting: scrollY lays the page
 * out, which in the middle of React's render or commit makes a long task on a phone.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    const firstRead = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);
  return past;
}

/** Customers go to their dashboard; any other role is treated as admin (docs/rules.md, Accounts). */
export function dashboardPath(user: Pick<SessionUser, 'role'>): string {
  return user.role === ROLE_USER ? SHELL_ROUTES.userDashboard : SHELL_ROUTES.adminDashboard;
}
