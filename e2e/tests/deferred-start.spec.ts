import { devices, expect, test } from '../support/test';
import { listProducts, isPlain } from '../support/api';
import { openSearch } from './storefront-helpers';

// On a phone the shell starts in steps (shell/src/main.ts) and leaves the search's dropdown and the toasts for their
// first use. Each of them works the first time a shopper reaches for it, on a phone's CPU, before anything has
// warmed it up: the menu, the search, a toast, and the cart's badge after a reload. A phone's test, run once (not
// tagged @phone: the desktop project runs it, as this phone).
const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: { width: 375, height: 812 } });

test('what the shell starts late works on its first use: the menu, the search, a toast, the cart badge', async ({
  page,
  request,
}) => {
  test.slow();
  const [product] = (await listProducts(request, { inStock: 'true', text: 'maroon' }))
    .filter(isPlain)
    .sort((a, b) => b.stock - a.stock);
  if (!product) throw new Error('the seed has no maroon product in stock');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto('/');
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const menu = page.locator(`[id="${await openMenu.getAttribute('aria-controls')}"]`);
  await openMenu.click();
  await expect(menu.getByRole('link', { name: 'About us' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  const box = await openSearch(page);
  await box.pressSequentially('maroon');
  const match = page
    .getByRole('listbox', { name: 'Matching products' })
    .getByRole('option', { name: product.productName });
  await expect(match).toBeVisible();
  await match.click();
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('button', { name: /Add to Cart/i }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  const badge = page.getByRole('link', { name: /Cart, 1 item/i });
  await expect(badge).toBeVisible();

  // The same product again: the cart keeps one line and says so in a toast, the first of this page.
  await page.goBack();
  await main.getByRole('button', { name: /Add to Cart/i }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This item is already in your cart.' }),
  ).toBeVisible();

  await page.reload();
  await expect(badge).toBeVisible();
});
