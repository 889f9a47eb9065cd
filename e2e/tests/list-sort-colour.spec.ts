import { expect, test, type APIRequestContext, type Page } from '../support/test';
import type { ProductVariantsRequest } from '../../api/src/contracts';
import { bearer, logInAsAdmin } from '../support/accounts';
import { createProduct } from '../support/admin';
import { E2E_PRODUCT_PREFIX } from '../support/api';
import { openFilters } from './storefront-helpers';

// Issue 51, item 8: the lists' sort (newest, price low to high, high to low) and the collections' colour filter live
// in the address (shared, reloaded, walked back), in English and on /ne; the cards show a dot, named by its colour,
// for every colour a product comes in, a neutral one for a colour the shop has no swatch for.

const women = (page: Page) => page.getByRole('list', { name: "Women's products", exact: true });

/** The price a shopper pays on each card of the list, in order: the first amount a card shows is its sale price. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await women(page).getByRole('listitem').allInnerTexts();
  return texts.map((text) => {
    const amount = /Rs\.\s?([\d,]+(?:\.\d+)?)/.exec(text);
    if (!amount) throw new Error(`no price on the card: ${text}`);
    return Number(amount[1].replaceAll(',', ''));
  });
}

const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1] <= price);
const descending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1] >= price);

/** A women's shawl of this run's own in `colours` (each in stock), made as the admin would. */
async function shawlIn(request: APIRequestContext, name: string, colours: string[]) {
  const { token } = await logInAsAdmin(request);
  const product = await createProduct(request, token, { productName: `${E2E_PRODUCT_PREFIX}${name}` });
  const body: ProductVariantsRequest = {
    options: [{ name: 'Colour', values: colours }],
    variants: colours.map((colour) => ({ options: { Colour: colour }, stock: 2 })),
  };
  const saved = await request.put(`/api/v1/product/${product._id}/variants`, {
    headers: bearer(token),
    data: body,
  });
  expect(saved.status()).toBe(200);
  return product;
}

test('a shopper sorts a collection by price both ways, and Back brings the order before @phone', async ({
  page,
}) => {
  await page.goto('/WomenProduct');
  await expect(women(page).getByRole('listitem').first()).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('');
  await expect(sort.locator('option:checked')).toHaveText('Newest');

  await sort.selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
  const lowFirst = await cardPrices(page);

  await sort.selectOption({ label: 'Price, high to low' });
  await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
  await expect.poll(async () => descending(await cardPrices(page))).toBe(true);
  const highFirst = await cardPrices(page);
  expect(highFirst[0]).toBeGreaterThanOrEqual(lowFirst[lowFirst.length - 1]);
  expect(highFirst[0]).toBeGreaterThan(lowFirst[0]);

  await page.goBack();
  await expect(sort.locator('option:checked')).toHaveText('Price, low to high');
  await expect.poll(() => cardPrices(page)).toEqual(lowFirst);

  // The address is the list: opened afresh, it shows the same order.
  await page.goto('/WomenProduct?sort=price-desc');
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Price, high to low');
  await expect.poll(() => cardPrices(page)).toEqual(highFirst);
});

test('on /ne the sort speaks Nepali and orders the prices the same way @phone', async ({ page }) => {
  await page.goto('/ne/WomenProduct?sort=price-asc');
  const sort = page.getByLabel('क्रम मिलाउनुहोस्');
  await expect(sort.locator('option:checked')).toHaveText('मूल्य, कमदेखि बढी');
  await sort.selectOption({ label: 'मूल्य, बढीदेखि कम' });
  await expect(page).toHaveURL(/\/ne\/WomenProduct\?sort=price-desc$/);
  // Prices in Devanagari digits on /ne: read them back as numbers.
  const list = page.getByRole('list', { name: 'महिलाहरूका सामान', exact: true });
  const prices = async () =>
    (await list.getByRole('listitem').allInnerTexts())
      .map((text) => /रु\s?([\u0966-\u096f,]+)/.exec(text)?.[1] ?? '')
      .map((digits) => Number([...digits.replaceAll(',', '')].map((d) => '०१२३४५६७८९'.indexOf(d)).join('')));
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && descending(shown);
    })
    .toBe(true);
});

test('a shopper filters a collection by a colour: only its products stay, each card dotted and named by its colours @phone', async ({
  page,
  request,
}) => {
  test.slow();
  // A colour no one else's product has, and no swatch the shop knows: a neutral dot, named.
  const tag = `${Date.now() % 100_000}`;
  const rare = `Dune ${tag}`;
  const dotted = await shawlIn(request, `Dune Shawl ${tag}`, ['Maroon', rare, 'Navy']);
  await shawlIn(request, `Maroon Shawl ${tag}`, ['Maroon']);

  await page.goto('/WomenProduct');
  await openFilters(page);
  const colours = page.getByRole('group', { name: 'Colour' });
  await expect(colours.getByRole('radio', { name: 'All' })).toBeChecked();
  // A click, as a shopper's: the choice shows once the address has it.
  await colours.getByRole('radio', { name: `Dune ${tag}`, exact: true }).click();
  await expect(colours.getByRole('radio', { name: `Dune ${tag}`, exact: true })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]colour=dune(\\+|%20)${tag}(&|$)`));

  const cards = women(page).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading')).toHaveText(dotted.productName);
  // A dot for every colour, each named by it; the one the shop cannot draw is there too, neutral.
  for (const colour of ['Maroon', rare, 'Navy']) {
    const dot = card.getByRole('img', { name: colour, exact: true });
    await expect(dot).toBeVisible();
    await expect(dot).toHaveAttribute('title', colour);
  }
  await expect(card.getByRole('img', { name: rare, exact: true })).not.toHaveAttribute('style', /background/);
  await expect(card.getByRole('img', { name: 'Maroon', exact: true })).toHaveAttribute('style', /background/);
  await expect(card.getByText('3 colours')).toBeVisible();

  // Maroon: both shawls of this run, and nothing without a maroon dot.
  await openFilters(page);
  await colours.getByRole('radio', { name: 'Maroon', exact: true }).click();
  await expect(page).toHaveURL(/[?&]colour=maroon(&|$)/);
  await expect(
    women(page).getByRole('heading', { name: new RegExp(`(Dune|Maroon) Shawl ${tag}`) }),
  ).toHaveCount(2);
  const maroonCards = await cards.count();
  for (let i = 0; i < maroonCards; i++)
    await expect(cards.nth(i).getByRole('img', { name: /^maroon$/i })).toBeVisible();

  // Back: the rare colour again, then every colour.
  await page.goBack();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText(dotted.productName);
  await page.goBack();
  await expect(page).toHaveURL(/\/WomenProduct$/);
  await openFilters(page);
  await expect(colours.getByRole('radio', { name: 'All' })).toBeChecked();
});

test('on /ne the colour filter is labelled in Nepali and filters the same way', async ({ page, request }) => {
  const tag = `${Date.now() % 100_000}`;
  const rare = `Ember ${tag}`;
  const shawl = await shawlIn(request, `Ember Shawl ${tag}`, [rare]);
  await page.goto('/ne/WomenProduct');
  const colours = page.getByRole('group', { name: 'रङ' });
  await colours.getByRole('radio', { name: rare, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ne/WomenProduct\\?colour=ember(\\+|%20)${tag}$`));
  const list = page.getByRole('list', { name: 'महिलाहरूका सामान', exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading')).toHaveText(shawl.productName);
  await expect(list.getByRole('img', { name: rare, exact: true })).toHaveAttribute('title', rare);
});
