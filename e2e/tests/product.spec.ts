import { expect, test } from '../support/test';
import { listProducts, seededProducts } from '../support/api';

test('a product page shows its details and related products @phone', async ({ page, request }, testInfo) => {
  const products = await listProducts(request, { inStock: 'true' });
  // A product with related ones (same general and gender category) and all its details.
  const product = products.find(
    (p) =>
      p.stock >= 5 &&
      p.composition &&
      products.some(
        (o) =>
          o._id !== p._id && o.generalCategory === p.generalCategory && o.genderCategory === p.genderCategory,
      ),
  );
  if (!product) throw new Error('the seed has no product with related products');

  await page.goto('/');
  await page.goto(`/SingleProducts/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`${product.stock} in stock`)).toBeVisible();
  await expect(main.getByText(product.composition!, { exact: true })).toBeVisible();
  await expect(
    main.getByText(new RegExp(`Rs\\. ${product.salePrice.toLocaleString('en-IN')}`)).first(),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /Add to Cart/i })).toBeEnabled();

  const related = page.getByRole('region', { name: /related/i });
  await expect(related.locator('article').first()).toBeVisible();
  const relatedCount = await related.locator('article').count();
  expect(relatedCount).toBeGreaterThan(0);
  expect(relatedCount).toBeLessThanOrEqual(4);
  await expect(related.getByRole('link', { name: product.productName, exact: true })).toHaveCount(0);

  await page.screenshot({
    path: testInfo.outputPath(`product-${testInfo.project.name}.png`),
    fullPage: true,
    scale: 'css', // the phone's device scale would make it seven times larger, and slow to encode
  });

  // Add to Cart goes to the cart with one distinct line in the badge.
  await main.getByRole('button', { name: /Add to Cart/i }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  await expect(page.getByRole('link', { name: /Cart, 1 item/i })).toBeVisible();
});

test('an out-of-stock product says so and offers no Add to Cart', async ({ page, request }) => {
  const soldOut = (await seededProducts(request)).find((p) => p.stock === 0);
  if (!soldOut) throw new Error('the seed has no product out of stock');
  await page.goto(`/SingleProducts/${soldOut._id}`);
  const main = page.getByRole('main');
  // Exact: another out-of-stock product among the related ones says 'currently out of stock'.
  await expect(main.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(
    main.getByText('Currently unavailable. We do not know when or if this item will be back in stock.'),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /Add to Cart/i })).toHaveCount(0);
});

test('an unknown product id gives the shop’s 404 page, as a link followed inside the app does', async ({
  page,
}) => {
  const response = await page.goto('/SingleProducts/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Pashmina Shop');

  // Followed from inside the app, the same page.
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState({}, '', '/SingleProducts/00000000-0000-4000-8000-000000000001');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Pashmina Shop');
});
