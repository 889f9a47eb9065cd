import { expect, test } from '../support/test';
import { e2eEnv } from '../support/env';
import { listProducts, seededProducts } from '../support/api';

test('the home page shows the featured products, rendered by the storefront remote @phone', async ({
  page,
  request,
}, testInfo) => {
  const featured = await listProducts(request, { featured: 'true' });
  expect(featured.length).toBeGreaterThan(0);

  const fromStorefront: string[] = [];
  const fromAdmin: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(e2eEnv.STOREFRONT_URL)) fromStorefront.push(r.url());
    if (r.url().startsWith(e2eEnv.ADMIN_URL)) fromAdmin.push(r.url());
  });

  await page.goto('/');
  const selection = page.getByRole('region', { name: 'Check our selection' });
  await expect(selection).toBeVisible();
  for (const product of featured.slice(0, 4)) {
    await expect(selection.getByRole('link', { name: product.productName })).toBeVisible();
  }
  await expect(selection.getByRole('link', { name: /View More/ })).toHaveAttribute(
    'href',
    /\/WomenProduct$/i,
  );

  // The section came from the storefront remote's own server, and a shopper never loads the admin remote.
  expect(fromStorefront.some((url) => url.endsWith('.js'))).toBe(true);
  expect(fromAdmin).toEqual([]);

  // Images are sized up front, so the grid does not shift while they load.
  const firstImage = selection.locator('img').first();
  await expect(firstImage).toHaveAttribute('width', /\d+/);
  await expect(firstImage).toHaveAttribute('height', /\d+/);

  // In CSS pixels: the phone's device scale would make a page-long picture seven times larger, and slow to encode.
  await page.screenshot({
    path: testInfo.outputPath(`home-${testInfo.project.name}.png`),
    fullPage: true,
    scale: 'css',
  });
});

test('an unknown path shows the 404 page with a way back home', async ({ page }) => {
  await page.goto('/no-such-shawl-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Check our selection' })).toBeVisible();
});

test('paths are case-insensitive, as the spec links both spellings', async ({ page }) => {
  const products = await seededProducts(page.request);
  await page.goto(`/singleproducts/${products[0]._id}`);
  await expect(page.getByRole('heading', { level: 1, name: products[0].productName })).toBeVisible();
});
