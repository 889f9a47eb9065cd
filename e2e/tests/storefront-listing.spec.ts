import { expect, test, type Page } from '../support/test';
import { listProducts } from '../support/api';
import { countProducts, openFilters } from './storefront-helpers';

const PER_PAGE = 9;

const grid = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const names = (page: Page, list: string) => grid(page, list).getByRole('heading').allInnerTexts();

test('/WomenProduct pages 9 at a time, Prev and Next disabled at the edges, and Back works', async ({
  page,
  request,
}) => {
  const total = await countProducts(request, { genderCategory: 'women' });
  const pages = Math.ceil(total / PER_PAGE);
  expect(pages, 'the seed has several pages of women’s products').toBeGreaterThan(2);

  await page.goto('/WomenProduct');
  const prev = page.getByRole('button', { name: /Prev/ });
  const next = page.getByRole('button', { name: /Next/ });
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(grid(page, "Women's products").getByRole('listitem')).toHaveCount(PER_PAGE);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText("Women's Collection");
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstPage = await names(page, "Women's products");

  await next.click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(prev).toBeEnabled();
  await expect.poll(() => names(page, "Women's products")).not.toEqual(firstPage);

  await page.goBack();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect.poll(() => names(page, "Women's products")).toEqual(firstPage);

  await page.goto(`/WomenProduct?page=${pages}`);
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();
  const onLast = total - (pages - 1) * PER_PAGE;
  await expect(grid(page, "Women's products").getByRole('listitem')).toHaveCount(onLast);
});

test('the name filter asks the server after a pause and keeps the text in the URL @phone', async ({
  page,
  request,
}) => {
  await page.goto('/WomenProduct?page=2');
  await openFilters(page);
  const expected = (await listProducts(request, { genderCategory: 'women', text: 'poncho', limit: '9' })).map(
    (p) => p.productName,
  );
  expect(expected.length).toBeGreaterThan(0);

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('poncho');
  await expect(page).toHaveURL(/[?&]q=poncho/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => names(page, "Women's products")).toEqual(expected);

  // A shared link restores the filter.
  await page.reload();
  await openFilters(page);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('poncho');
});

test('the category filter offers All and the four categories, and filters on the server', async ({
  page,
  request,
}) => {
  await page.goto('/MenProduct');
  await openFilters(page);
  const category = page.getByRole('group', { name: 'Category' });
  await expect(category.getByRole('radio')).toHaveCount(5);
  await expect(category.getByRole('radio', { name: 'All' })).toBeChecked();

  const mufflers = await countProducts(request, { genderCategory: 'men', generalCategory: 'muffler' });
  await category.getByText('Muffler', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=muffler/);
  await expect(page.getByText(`${mufflers} product`, { exact: false }).first()).toBeVisible();
  const cards = grid(page, "Men's products").locator('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain('muffler');
});

test('the price slider runs from 0 to the highest price; 0 means exactly 0', async ({ page, request }) => {
  await page.goto('/WomenProduct');
  await openFilters(page);
  const slider = page.getByRole('slider', { name: 'Maximum price' });
  await expect(slider).toBeEnabled();
  const max = Number(await slider.getAttribute('max'));
  expect(max).toBeGreaterThan(0);
  await expect(slider).toHaveValue(String(max));

  const cheaper = await countProducts(request, { genderCategory: 'women', maxPrice: '5000' });
  await slider.fill('5000');
  await expect(page).toHaveURL(/[?&]price=5000/);
  await expect(page.getByText(`${cheaper} product`).first()).toBeVisible();

  const zero = page.waitForRequest(
    (r) => r.url().includes('/api/v1/product?') && r.url().includes('maxPrice=0'),
  );
  await slider.focus();
  await page.keyboard.press('Home');
  await zero;
  await expect(page).toHaveURL(/[?&]price=0(&|$)/);
  await expect(page.getByText('No products to show', { exact: true })).toBeVisible();

  await page.keyboard.press('End');
  await expect(page).not.toHaveURL(/price=/);
  await expect(grid(page, "Women's products").getByRole('listitem').first()).toBeVisible();
});

test('/NewArrival filters by category and price, with New badges; /Bestsellers pages 9 at a time @phone', async ({
  page,
  request,
}) => {
  await page.goto('/NewArrival');
  const list = grid(page, 'New arrivals');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText('New', { exact: true }).first()).toBeVisible();
  await openFilters(page);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.getByRole('group', { name: 'Category' }).getByText('Shawl', { exact: true }).click();
  await expect(page).toHaveURL(/category=shawl/);
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toBeVisible();

  const best = await countProducts(request, { bestSeller: 'true' });
  await page.goto('/Bestsellers');
  await expect(page.getByText(`Page 1 of ${Math.max(1, Math.ceil(best / PER_PAGE))}`)).toBeVisible();
  await expect(grid(page, 'Best sellers').getByRole('listitem')).toHaveCount(Math.min(best, PER_PAGE));
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
});
