// Helpers of the storefront browser tests (not a spec file: Playwright only runs *.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** X-Total-Count of a product list query, read the way a client does: through the shell's /api proxy. */
export async function countProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ limit: '1', ...query });
  const response = await request.get(`/api/v1/product?${params}`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

/** The page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** axe-core, WCAG 2 A and AA rules; serious and critical violations fail the test. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // The page at rest: sections fade in as they come into view (storefront/src/components/Reveal), and axe would
  // measure the contrast of text still half transparent. Endless animations (a skeleton's shimmer) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical axe violations').toEqual([]);
}

/** On phones the filters hide behind a 'Filters' toggle; open them when it is there. */
export async function openFilters(page: Page) {
  // The sidebar comes with the storefront remote: wait for it before asking whether the toggle shows.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeAttached();
  const toggle = page.getByRole('button', { name: 'Filters' });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** On phones the navbar search hides behind an icon; open it and give back the search box. */
export async function openSearch(page: Page) {
  const toggle = page.getByRole('button', { name: 'Search products' });
  const box = page.getByRole('combobox', { name: 'Search products' });
  // The navbar is React's: on a landing page it comes once the server's first screen has been taken over.
  await expect(toggle.or(box)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(box).toBeVisible();
  return box;
}
