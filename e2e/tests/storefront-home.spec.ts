import { expect, test } from '../support/test';

test('the hero button leads to the collection of its slide @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'SHOP FOR HER' }).click();
  await expect(page).toHaveURL(/\/WomenProduct$/);
  await expect(page.getByRole('heading', { level: 1, name: "Women's Collection" })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: "Show men's collection" }).click();
  await page.getByRole('link', { name: 'SHOP FOR HIM' }).click();
  await expect(page).toHaveURL(/\/MenProduct$/);
  await expect(page.getByRole('heading', { level: 1, name: "Men's Collection" })).toBeVisible();
});

test('the hero shows a shawl whole, its top and its fringe, in the first screen @phone', async ({
  page,
}, testInfo) => {
  // The phone it was seen on: 375 × 667.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Our collections' });
  const picture = hero.locator('img[fetchpriority="high"]');
  await expect(picture).toBeInViewport({ ratio: 1 });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The product pictures are 4:5 portraits with the piece in about their middle 75 % (a shawl from its rail to the
  // end of its fringe): the frame must show at least that much of the picture's height, whatever it crops at the sides.
  const shown = await picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return Math.min(1, (box.height / box.width) * (image.naturalWidth / image.naturalHeight));
  });
  expect(shown).toBeGreaterThanOrEqual(0.78);
});

test('the home page shows the category tiles, new arrivals and best sellers with View More links @phone', async ({
  page,
}) => {
  await page.goto('/');
  const tiles = page.getByRole('navigation', { name: 'Shop by collection' });
  await expect(tiles.getByRole('link', { name: /New Arrivals/ })).toHaveAttribute('href', '/newarrival');
  await expect(tiles.getByRole('link', { name: /Best Sellers/ })).toHaveAttribute('href', '/bestsellers');
  await expect(tiles.getByRole('link', { name: /Men's Collection/ })).toHaveAttribute('href', '/menproduct');

  const fresh = page.getByRole('region', { name: 'New Arrivals' });
  await fresh.scrollIntoViewIfNeeded();
  const freshCards = fresh.getByRole('list', { name: 'New arrivals' }).getByRole('listitem');
  await expect(freshCards.first()).toBeVisible();
  expect(await freshCards.count()).toBeLessThanOrEqual(8);
  await expect(fresh.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/NewArrival');

  const best = page.getByRole('region', { name: 'Best sellers' });
  await best.scrollIntoViewIfNeeded();
  await expect(best.getByRole('listitem').first()).toBeVisible();
  await expect(best.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/Bestsellers');
  // The sections animate in once, and stay shown.
  await expect(best.locator('[data-reveal]').first()).toHaveAttribute('data-reveal', 'shown');
});

test('the bar sticks after 400 px and the back-to-top button appears after 700 px @phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Check our selection' }).locator('article').first(),
  ).toBeVisible();
  const header = page.getByRole('banner');
  const backToTop = page.getByRole('button', { name: 'Back to top' });

  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await expect(header).not.toHaveAttribute('data-sticky', 'true');
  await expect(backToTop).toHaveCount(0);

  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-sticky', 'true');
  await expect(backToTop).toHaveCount(0);

  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the sections are shown at once, without animation', async ({ page }) => {
    await page.goto('/');
    const reveal = page.getByRole('region', { name: 'Best sellers' }).locator('[data-reveal]').first();
    await expect(reveal).toHaveAttribute('data-reveal', 'shown');
  });
});

test('while a product page’s code is on its way, home stays up under a loading bar', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/page-product\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1, name: 'Handwoven pashmina from Nepal' });
  await expect(title).toBeVisible();
  const selection = page.getByRole('region', { name: 'Check our selection' });
  await selection.getByRole('listitem').first().getByRole('link').first().click();

  await expect(page.getByTestId('page-loading')).toBeVisible();
  await expect(title).toBeVisible();
  release();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page).toHaveURL(/\/SingleProducts\//);
  await expect(title).toHaveCount(0);
});
