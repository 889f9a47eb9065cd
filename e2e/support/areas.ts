import { expect, type Page } from '@playwright/test';
import type { LoginResponse } from '../../api/src/contracts';
import type { RemoteApp } from './deployment';

/** Each remote's route the deployment specs open, and what shows that the remote works there. */
export const AREAS: Record<RemoteApp, { path: string; works: (page: Page) => Promise<void> }> = {
  storefront: {
    path: '/',
    works: (page) =>
      expect(
        page.getByRole('region', { name: 'Check our selection' }).locator('article').first(),
      ).toBeVisible(),
  },
  'customer-area': {
    path: '/dashboard/user/orders',
    works: (page) => expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible(),
  },
  admin: {
    path: '/dashboard/admin/dashboard',
    works: (page) => expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(),
  },
};

/** The shell's fallback in place of a remote it could not or would not load. */
export const FALLBACK = 'This part of the shop is taking a break. Please try again in a moment.';

/**
 * Every page load starts signed in as whoever its path needs: the admin on admin paths, the customer elsewhere, so
 * one page can visit every area (the shell reads the session from localStorage when it starts).
 */
export async function signedInByPath(page: Page, customer: LoginResponse, admin: LoginResponse) {
  await page.addInitScript(
    ({ customer, admin }) => {
      const session = location.pathname.startsWith('/dashboard/admin') ? admin : customer;
      localStorage.setItem('auth', JSON.stringify(session));
    },
    {
      customer: { user: customer.user, token: customer.token },
      admin: { user: admin.user, token: admin.token },
    },
  );
}
