import { expect, test } from '../support/test';
import { newCustomer, registerAndLogIn, withSession } from '../support/accounts';
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

test('a logged-in customer on /dashboard/admin is told it is for admins, and never downloads the admin remote', async ({
  page,
  request,
}, testInfo) => {
  const session = await registerAndLogIn(request, newCustomer(`not-admin-${testInfo.project.name}`));
  await withSession(page, session);
  const fromAdmin: string[] = [];
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === String(ports.admin)) fromAdmin.push(r.url());
    if (url.pathname.startsWith('/api/v1/')) asked.push(url.pathname);
  });
  await page.goto('/dashboard/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText(/for the shop's admins only/)).toBeVisible();
  // Logging in again would not help: no countdown to /login.
  await expect(page.getByText(/Redirecting you in/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(fromAdmin).toEqual([]);
  expect(asked.filter((p) => p.startsWith('/api/v1/stats') || p.startsWith('/api/v1/auth/users'))).toEqual(
    [],
  );
});
