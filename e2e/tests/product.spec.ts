import { expect, test, type Locator, type Page } from '../support/test';
import { formatRupees } from '../../api/src/contracts';
import { listProducts, seededProducts, isPlain } from '../support/api';

test('a product page shows its details and related products @phone', async ({ page, request }, testInfo) => {
  const products = (await listProducts(request, { inStock: 'true' })).filter(isPlain);
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
  // The router listens once the app has taken over the server's first screen (the navbar's search is React's).
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/SingleProducts/00000000-0000-4000-8000-000000000001');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Pashmina Shop');
});

/** The bottom of the lowest of the footer's links, and the top of the bar, in the window's pixels. */
async function footerLinksBottomAndBarTop(page: Page, bar: Locator) {
  const linksBottom = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => Math.max(...links.map((link) => link.getBoundingClientRect().bottom)));
  const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
  return { linksBottom, barTop };
}

/**
 * Scrolls to the very end, again while the page grows (the related products, the footer's room for the bar), until
 * the footer ends at the window's bottom edge.
 */
async function scrollToTheEnd(page: Page) {
  await expect(
    page
      .getByRole('region', { name: /related/i })
      .locator('article')
      .first(),
  ).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const footer = document.querySelector('footer');
        return !!footer && Math.abs(footer.getBoundingClientRect().bottom - window.innerHeight) <= 1;
      }),
    )
    .toBe(true);
}

test('on a phone the price and Add to Cart stay in view in a bar at the bottom, which adds to the cart @phone', async ({
  page,
  request,
}, testInfo) => {
  const product = (await seededProducts(request, { inStock: 'true' })).find(
    (p) => p.stock >= 2 && isPlain(p),
  );
  if (!product) throw new Error('the seed has no product in stock');
  const phone = testInfo.project.name === 'phone';
  // The phone the issue was seen on: at 375 × 667 the page's own price and button are below the fold.
  if (phone) await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/SingleProducts/${product._id}`);
  const main = page.getByRole('main');
  const pageButton = main.getByRole('button', { name: 'Add to Cart' });
  await expect(pageButton).toBeVisible();
  const bar = page.getByRole('complementary', { name: `Buy ${product.productName}` });
  const price = new RegExp(`${formatRupees(product.salePrice).replace(/\./g, '\\.')}$`);

  if (!phone) {
    // Two columns: the button is in view beside the picture, and the page needs no bar even once it scrolls away.
    await expect(pageButton).toBeInViewport();
    await scrollToTheEnd(page);
    await expect(pageButton).not.toBeInViewport();
    await expect(bar).toBeHidden();
    await pageButton.click();
    await expect(page).toHaveURL(/\/Cart$/i);
    await expect(page.getByRole('link', { name: /Cart, 1 item/i })).toBeVisible();
    return;
  }

  // The page opens with its own button below the fold: the bar holds the price and the button, whole on the screen.
  await expect(pageButton).not.toBeInViewport();
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByText(price)).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  // Over the page's own button the bar steps aside: one button in view at a time.
  await pageButton.scrollIntoViewIfNeeded();
  await expect(pageButton).toBeInViewport();
  await expect(bar).toBeHidden();

  // Once the button scrolls away the bar is back, with nothing in the page moved by it (no layout shift), and at the
  // end of the page the footer's links stay clear of it.
  const shiftsBefore = await layoutShiftTotal(page);
  await page.evaluate(() => window.scrollBy({ top: 900, behavior: 'instant' }));
  await expect(pageButton).not.toBeInViewport();
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await layoutShiftTotal(page)).toBe(shiftsBefore);
  await scrollToTheEnd(page);
  const { linksBottom, barTop } = await footerLinksBottomAndBarTop(page, bar);
  expect(linksBottom).toBeLessThanOrEqual(barTop);

  // The bar's button adds to the cart as the page's does.
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  await expect(page.getByRole('link', { name: /Cart, 1 item/i })).toBeVisible();

  // Back on the page, the product is in the cart: the bar's button says so in a toast, which rises above the bar.
  await page.goto(`/SingleProducts/${product._id}`);
  await scrollToTheEnd(page);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByText('This item is already in your cart.');
  await expect(toast).toBeVisible();
  const toastBottom = await toast.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(toastBottom).toBeLessThanOrEqual(
    await bar.evaluate((element) => element.getBoundingClientRect().top),
  );
});

test('on a phone the bar of an out-of-stock product says so, as the page does @phone', async ({
  page,
  request,
}, testInfo) => {
  const soldOut = (await seededProducts(request)).find((p) => p.stock === 0);
  if (!soldOut) throw new Error('the seed has no product out of stock');
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/SingleProducts/${soldOut._id}`);
  await expect(page.getByRole('main').getByText('Out of Stock', { exact: true })).toBeVisible();
  await scrollToTheEnd(page);
  const bar = page.getByRole('complementary', { name: `Buy ${soldOut.productName}` });
  if (!phone) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button')).toHaveCount(0);
});

/** The page's layout shifts so far (CLS's raw entries, input-driven ones included), summed. */
function layoutShiftTotal(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}
