import { formatRupees } from '../../api/src/contracts';
import { listProducts } from '../support/api';
import { expect, test, type Page } from '../support/test';
import { countProducts, expectNoSidewaysScroll, openSearch } from './storefront-helpers';

const PER_PAGE = 9;

/** A dropdown row's product name: its first line (the price follows). */
const rowName = async (row: ReturnType<Page['getByRole']>) => (await row.innerText()).split('\n')[0].trim();

const results = (page: Page) => page.getByRole('list', { name: 'Search results', exact: true });
const resultNames = (page: Page) => results(page).getByRole('heading').allInnerTexts();

/** Marks the document, so that a test can tell a move inside the app from a page loaded again. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

test('the navbar search lists matches with image, name and price, opens one, and closes @phone', async ({
  page,
  request,
}) => {
  await page.goto('/AboutUs');
  const box = await openSearch(page);
  await box.fill('poncho');
  const list = page.getByRole('listbox', { name: 'Matching products' });
  const first = list.getByRole('option').first();
  await expect(first).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('src', /\/uploads\//);
  const name = await rowName(first);
  // The price as the shop writes it everywhere: the sale price first, in rupees with grouping.
  const product = (await listProducts(request, { text: 'poncho' })).find((p) => p.productName === name);
  expect(product, name).toBeDefined();
  await expect(first).toContainText(formatRupees(product!.salePrice));
  await expect(first).toHaveAccessibleDescription(
    new RegExp(formatRupees(product!.salePrice).replace('.', '\\.')),
  );
  await expect(first).toHaveAccessibleName(name);
  await expectNoSidewaysScroll(page);
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
  const name = await rowName(options.first());
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

/** The names of the products a search for `word` finds by one of their options' values rather than by name. */
async function foundByOption(
  request: Parameters<typeof listProducts>[0],
  word: string,
): Promise<Set<string>> {
  const matches = new RegExp(word, 'i');
  const found = await listProducts(request, { text: word });
  return new Set(
    found
      .filter((product) =>
        product.options.some((option) => option.values.some((value) => matches.test(value))),
      )
      .map((product) => product.productName),
  );
}

test('Enter in the navbar search opens the results, paged as a collection, titled and noindex, with no reload @phone', async ({
  page,
  request,
}) => {
  const total = await countProducts(request, { text: 'shawl' });
  expect(total, 'the seed has more than a page of shawls').toBeGreaterThan(PER_PAGE);
  await page.goto('/AboutUs');
  await markDocument(page);
  const box = await openSearch(page);
  await box.fill('shawl');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=shawl$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "shawl"');
  await expect(page).toHaveTitle('Search results for "shawl" | Pashmina Shop');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(results(page).getByRole('listitem')).toHaveCount(PER_PAGE);
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  const firstPage = await resultNames(page);
  // Each is a shawl by its name or by one of its options' values (a 'Shawl 100 × 200 cm' size: other tests make
  // such products while this one runs), as the API says.
  const byOption = await foundByOption(request, 'shawl');
  expect(
    firstPage.every((name) => /shawl/i.test(name) || byOption.has(name)),
    firstPage.join(', '),
  ).toBe(true);
  // The box has done its work: closed, and empty for the next search.
  await expect(page.getByRole('listbox', { name: 'Matching products' })).toBeHidden();
  expect(await isSameDocument(page)).toBe(true);

  const pages = Math.ceil(total / PER_PAGE);
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/search\?q=shawl&page=2$/);
  await expect(page.getByText(new RegExp(`^Page 2 of (${pages}|${pages + 1})$`))).toBeVisible();
  await expect.poll(() => resultNames(page)).not.toEqual(firstPage);
  const byOptionNow = await foundByOption(request, 'shawl');
  const secondPage = await resultNames(page);
  expect(
    secondPage.every((name) => /shawl/i.test(name) || byOptionNow.has(name)),
    secondPage.join(', '),
  ).toBe(true);
  await expectNoSidewaysScroll(page);
  expect(await isSameDocument(page)).toBe(true);
});

test('a typo finds the products all the same, as in the dropdown @phone', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  const box = await openSearch(page);
  await box.fill('cashmre');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=cashmre$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "cashmre"');
  await expect(results(page).getByRole('listitem').first()).toBeVisible();
  const names = await resultNames(page);
  expect(
    names.every((name) => /cashmere/i.test(name)),
    names.join(', '),
  ).toBe(true);
  expect(await isSameDocument(page)).toBe(true);
});

test('a search that finds nothing says so, and /search with nothing to search for explains itself @phone', async ({
  page,
}) => {
  await page.goto('/ContactUs');
  const box = await openSearch(page);
  await box.fill('qqqzzzxxx');
  await box.press('Enter');
  await expect(page.getByText('No products match "qqqzzzxxx"', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: "Women's Collection" })).toBeVisible();
  await expect(results(page).getByRole('listitem')).toHaveCount(0);

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search', exact: true })).toBeVisible();
  await expect(page.getByText('What are you looking for?')).toBeVisible();
  await expect(page).toHaveTitle('Search | Pashmina Shop');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('what is searched shows as text, never as markup, in the first HTML and on the page', async ({
  page,
  request,
}) => {
  const typed = '"><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
  const address = `/search?q=${encodeURIComponent(typed)}`;
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(
    '<title>Search results for &quot;&quot;&gt;&lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;' +
      '&lt;script&gt;window.hacked=1&lt;/script&gt;&quot; | Pashmina Shop</title>',
  );
  expect(head).toContain('<meta name="robots" content="noindex" />');
  expect(head).not.toContain('rel="canonical"');
  expect(html).not.toContain('onerror="window.hacked');

  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${typed}"`);
  await expect(page.getByText(`No products match "${typed}"`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Search results for "${typed}" | Pashmina Shop`);
  expect(await page.evaluate(() => (window as Window & { hacked?: number }).hacked)).toBeUndefined();
});
