import { expect, test } from '../support/test';
import { ports } from '../support/env';
import { startShell } from '../support/spawnShell';

// An admin remote that is down: nothing listens on this port.
const DEAD_ADMIN_URL = `http://localhost:${ports.nothingListens}`;

test.describe('with the admin remote offline', () => {
  let shell: Awaited<ReturnType<typeof startShell>>;

  test.beforeAll(async ({}, testInfo) => {
    // One spare shell per worker: two workers never share a port.
    shell = await startShell(ports.spareShells + testInfo.parallelIndex, {
      ADMIN_URL: DEAD_ADMIN_URL,
    });
  });

  test.afterAll(async () => {
    await shell?.stop();
  });

  test('the storefront still works and the admin route shows the fallback', async ({ page, request }) => {
    // The admin area sits behind its guard: only a signed-in admin gets as far as loading the remote.
    const login = await request.post('/api/v1/auth/login', {
      data: {
        email: process.env.ADMIN_EMAIL ?? 'admin@pashmina.test',
        password: process.env.ADMIN_PASSWORD ?? 'admin12345',
      },
    });
    expect(login.ok()).toBe(true);
    const { user, token } = await login.json();
    await page.addInitScript((auth) => localStorage.setItem('auth', JSON.stringify(auth)), { user, token });

    await page.goto(`${shell.url}/`);
    await expect(
      page.getByRole('region', { name: 'Check our selection' }).locator('article').first(),
    ).toBeVisible();

    await page.goto(`${shell.url}/dashboard/admin`);
    await expect(
      page.getByRole('heading', {
        name: 'This part of the shop is taking a break. Please try again in a moment.',
      }),
    ).toBeVisible();
    // The shell around it keeps working: the navbar takes the shopper back to the shop.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(
      page.getByRole('region', { name: 'Check our selection' }).locator('article').first(),
    ).toBeVisible();
  });
});
