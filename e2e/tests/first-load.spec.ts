import { expect, test } from '../support/test';

// Issue 13, item 1: a storefront page's first load is not a chain of requests. The shell's server writes the
// remotes' list and the storefront's first files into the page (tools/scripts/lib/page-hints.mjs), the shell starts
// the page's first API request as it boots (prefetchPageData), and the storefront then finds it in the cache.

test('a list page arrives with its hints, uses every preload, and asks for its products once', async ({
  page,
}) => {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });

  const answer = await page.goto('/WomenProduct');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('<script type="application/json" id="mf-remotes">');
  expect(html).toMatch(/<link rel="preload" as="script" href="[^"]+\/remoteEntry\.js" \/>/);
  await expect(
    page.getByRole('list', { name: "Women's products", exact: true }).getByRole('listitem'),
  ).not.toHaveCount(0);

  // The remotes' list came with the page, and the storefront's query found the shell's request in the cache.
  expect(requests.filter((url) => url.endsWith('/mf-remotes.json'))).toEqual([]);
  expect(requests.filter((url) => new URL(url).pathname === '/api/v1/product')).toHaveLength(1);

  // Chromium warns of a preload left unused a few seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});
