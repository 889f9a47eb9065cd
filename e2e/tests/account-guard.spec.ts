import { expect, test } from '@playwright/test';
import { ports } from '../support/env';

test('a logged-out visitor sees the countdown on /dashboard/user and ends on /login', async ({ page }) => {
  await page.goto('/dashboard/user');
  await expect(page.getByText('Redirecting you in 5 seconds')).toBeVisible();
  await expect(page.getByText(/Redirecting you in [1-4] seconds/)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fuser$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a logged-out visitor never downloads the admin remote', async ({ page }) => {
  const fromAdmin: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(ports.admin)) fromAdmin.push(request.url());
  });
  await page.goto('/dashboard/admin');
  await expect(page.getByText(/Redirecting you in \d seconds/)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fadmin$/, { timeout: 10_000 });
  expect(fromAdmin).toEqual([]);
});
