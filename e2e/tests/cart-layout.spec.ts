import { expect, test, type Locator, type Page } from '../support/test';
import { formatRupees, type Product } from '../../api/src/contracts';
import { seededProducts, isPlain } from '../support/api';

// Issue 38's smaller things in the cart: a price never breaks between 'Rs.' and its figure, and 'Apply' stays beside
// the code's box when a message shows under it.

async function addToCart(page: Page, product: Product) {
  await page.goto(`/SingleProducts/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
}

/** A price's text (after the screen reader's 'Sale price ' or 'Original price '). */
const endingIn = (text: string) => new RegExp(`${text.replace(/\./g, '\\.')}$`);

/** The tops of the lines a piece of text is laid out on (one top: one line). */
function lineTopsOf(text: Locator) {
  return text.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The screen reader's 'Sale price ' is clipped to a pixel: not a line anyone sees.
      if (node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return [...tops];
  });
}

test('the cart writes each price on one line, "Rs." with its figure, inside its box @phone', async ({
  page,
  request,
}, testInfo) => {
  // The dearest discounted product in stock, with the longest of names beside it: the longest figures, a struck
  // original beside the sale price, and the least room left for the Price column.
  const products = (await seededProducts(request, { inStock: 'true' })).filter(isPlain);
  const dearest = products.filter((p) => p.discount > 0).sort((a, b) => b.price - a.price)[0];
  const longest = products
    .filter((p) => p !== dearest)
    .sort((a, b) => b.productName.length - a.productName.length)[0];
  if (!dearest || !longest) throw new Error('the seed has no discounted product in stock');
  await addToCart(page, longest);
  await addToCart(page, dearest);

  const row = page.getByRole('row', { name: new RegExp(dearest.productName) });
  const cell = row.getByRole('cell').first();
  const sale = cell.getByText(endingIn(formatRupees(dearest.salePrice)));
  const original = cell.getByText(endingIn(formatRupees(dearest.price)));
  const table = page.getByRole('table', { name: 'Items in your cart' });
  // 1280 px, and on the desktop project a small laptop's 1024 px too, where the table once ran under the panels.
  const widths = testInfo.project.name === 'desktop' ? [1280, 1024] : [375];
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 800 });
    await expect(sale).toBeVisible();
    await expect(original).toBeVisible();
    expect(await lineTopsOf(sale), `the sale price at ${width} px`).toHaveLength(1);
    expect(await lineTopsOf(original), `the original price at ${width} px`).toHaveLength(1);
    const overflow = await table.evaluate(
      (element) =>
        element.getBoundingClientRect().right - element.parentElement!.getBoundingClientRect().right,
    );
    expect(overflow, `the table past its box at ${width} px`).toBeLessThanOrEqual(1);
  }
});

test("'Apply' stays beside the code's box when a message shows under it @phone", async ({
  page,
  request,
}) => {
  const product = (await seededProducts(request, { inStock: 'true' })).find(
    (p) => p.stock >= 1 && isPlain(p),
  );
  if (!product) throw new Error('the seed has no product in stock');
  await addToCart(page, product);

  const field = page.getByLabel('Discount code', { exact: true });
  const apply = page.getByRole('button', { name: 'Apply' });
  await field.fill('FESTIVAL');
  const before = { field: await field.boundingBox(), apply: await apply.boundingBox() };
  // Not logged in: the cart says so under the field.
  await apply.click();
  await expect(page.getByText('Please log in to use a discount code.')).toBeVisible();
  const after = { field: await field.boundingBox(), apply: await apply.boundingBox() };

  for (const boxes of [before, after]) {
    if (!boxes.field || !boxes.apply) throw new Error('the code field or Apply is not on the page');
    // Side by side, their boxes' tops and bottoms level (to the pixel).
    expect(boxes.apply.x).toBeGreaterThan(boxes.field.x + boxes.field.width - 1);
    expect(Math.abs(boxes.apply.y - boxes.field.y)).toBeLessThanOrEqual(1);
    expect(
      Math.abs(boxes.apply.y + boxes.apply.height - (boxes.field.y + boxes.field.height)),
    ).toBeLessThanOrEqual(1);
  }
  expect(after.apply).toEqual(before.apply);
});
