import { expect, test, type Page } from '../support/test';
import { seededProducts } from '../support/api';

// Issue 13, item 1: a storefront page's first load is not a chain of requests. The shell's server writes into the
// page the remotes' list, the storefront's first files, the page's first API requests and its largest picture
// (shell/server/pages/page-hints.ts); the page then uses every one of those preloads and asks nothing twice.

/** Loads `path` and reports its API requests and the warnings of the console (an unused preload is one). */
async function firstLoad(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const api: string[] = [];
  const remotesFile: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname + url.search);
    if (url.pathname === '/mf-remotes.json') remotesFile.push(url.href);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // The server waits at most 300 ms for an API response or a manifest it has not read yet (a page never waits longer
  // for its hints); on a freshly started, busy server that can be too short, so the hints are read once first.
  await page.request.get(path);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await ready(page);
  // Chromium warns of a preload left unused a few seconds after the load event.
  await page.waitForTimeout(4_000);
  return { html, api, remotesFile, warnings: warnings.filter((text) => /preload/i.test(text)) };
}

test('a list page arrives with its hints, uses every preload and asks for its products once @phone', async ({
  page,
}) => {
  const load = await firstLoad(page, '/WomenProduct', async (p) => {
    await expect(
      p.getByRole('list', { name: "Women's products", exact: true }).getByRole('listitem'),
    ).not.toHaveCount(0);
  });
  expect(load.html).toContain('<script type="application/json" id="mf-remotes">');
  expect(load.html).toMatch(/<link rel="preload" as="script" href="[^"]+\/remoteEntry\.js" \/>/);
  // The list pages' own chunk (storefront/src/Routes.tsx), and not the other landing pages'.
  expect(load.html).toMatch(
    /<link rel="preload" as="script" href="[^"]+\/page-listing\.[0-9a-f]{8}\.js" \/>/,
  );
  expect(load.html).not.toMatch(/page-(home|product)\./);
  expect(load.html).toMatch(/<link rel="preload" as="image" imagesrcset="[^"]+-card\.webp 480w/);
  expect(load.remotesFile).toEqual([]);
  // The colour filter's choices are asked once the products have come, not before them.
  expect(load.api).toEqual([
    '/api/v1/product?genderCategory=women&page=1&limit=9',
    '/api/v1/product/colours?genderCategory=women',
  ]);
  expect(load.warnings).toEqual([]);
});

test("home and a product page use every preload, the hero's and the product's picture among them @phone", async ({
  page,
  request,
}) => {
  const home = await firstLoad(page, '/', async (p) => {
    await expect(p.getByRole('region', { name: 'Our collections' }).getByRole('img').first()).toBeVisible();
  });
  expect(home.html).toMatch(/<link rel="preload" as="image" imagesrcset=/);
  expect(home.html).toMatch(/<link rel="preload" as="script" href="[^"]+\/page-home\.[0-9a-f]{8}\.js" \/>/);
  expect([...home.api].sort()).toEqual([
    '/api/v1/bestsellers?limit=8',
    '/api/v1/newarrivals?limit=8',
    '/api/v1/product?featured=true&limit=8',
  ]);
  expect(home.warnings).toEqual([]);

  const [product] = await seededProducts(request);
  const single = await firstLoad(page, `/SingleProducts/${product._id}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  });
  expect(single.html).toMatch(/<link rel="preload" as="image" imagesrcset=/);
  expect(single.html).toMatch(
    /<link rel="preload" as="script" href="[^"]+\/page-product\.[0-9a-f]{8}\.js" \/>/,
  );
  expect(single.api.filter((url) => url === `/api/v1/product/${product._id}`)).toHaveLength(1);
  expect(single.warnings).toEqual([]);
});

// Decision 82: the scripts a landing page runs while it starts open with V8's compile hint, so a phone compiles them
// as they stream in, off its main thread. The Nepali catalog's parts are messages, with next to nothing to compile.
test("a Nepali home's first scripts are compiled as they stream in, not when first called", async ({
  request,
}) => {
  const html = await (await request.get('/ne')).text();
  const scripts = [...html.matchAll(/<link rel="preload"[^>]*>/g)]
    .map(([link]) => link)
    .filter((link) => link.includes('as="script"'))
    .map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '')
    .filter((href) => !/\/catalog-ne-[a-z-]+\.[0-9a-f]{8}\.js$/.test(href));
  expect(scripts.some((href) => /^\/main\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
  expect(scripts.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
  expect(scripts.some((href) => /\/page-home\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
  for (const href of scripts) {
    const script = await (await request.get(href)).text();
    expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true);
  }
});
