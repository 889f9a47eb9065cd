import { expect, test } from '../support/test';
import { openSearch } from './storefront-helpers';

test('the navbar search lists matches with image and name, opens one, and closes @phone', async ({
  page,
}) => {
  await page.goto('/AboutUs');
  const box = await openSearch(page);
  await box.fill('poncho');
  const list = page.getByRole('listbox', { name: 'Matching products' });
  const first = list.getByRole('option').first();
  await expect(first).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('src', /\/uploads\//);
  const name = (await first.innerText()).trim();
  await expect(first).toHaveAttribute('href', /\/SingleProducts\//);

  await first.click();
  await expect(page).toHaveURL(/\/SingleProducts\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(list).toBeHidden();
});

test("the search says 'no products found' when nothing matches", async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill('qqqzzzxxx');
  await expect(page.getByText('no products found', { exact: true })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('the search dropdown scrolls beyond 8 results and closes on an outside click and on Escape @phone', async ({
  page,
}) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill('shawl');
  const list = page.getByRole('listbox', { name: 'Matching products' });
  await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(8);
  const { scrollHeight, clientHeight, overflowY } = await list.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    overflowY: getComputedStyle(el).overflowY,
  }));
  expect(overflowY).toBe('auto');
  expect(scrollHeight).toBeGreaterThan(clientHeight);

  // Outside click: the bottom-left corner of the window, well away from the dropdown.
  const viewport = page.viewportSize()!;
  await page.mouse.click(8, viewport.height - 8);
  await expect(list).toBeHidden();

  // Escape.
  const again = await openSearch(page);
  await again.fill('shawls');
  await expect(list.getByRole('option').first()).toBeVisible();
  await again.press('Escape');
  await expect(list).toBeHidden();
  await expect(again).toHaveValue('shawls');
});

test('the search works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill('muffler');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const name = (await options.first().innerText()).trim();
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
