import { expect, expectNoCspViolations, test, watchCsp, type Page } from '../support/test';
import { seededProducts } from '../support/api';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './storefront-helpers';

/** Every public page: its path, its h1 and something that shows its content has loaded. */
const PAGES = [
  {
    path: '/',
    heading: 'Handwoven pashmina from Nepal',
    title: /^Pashmina Shop: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal$/,
    ready: 'Check our selection',
  },
  {
    path: '/Home',
    heading: 'Handwoven pashmina from Nepal',
    title: /^Pashmina Shop: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal$/,
    ready: 'New Arrivals',
  },
  {
    path: '/WomenProduct',
    heading: "Women's Collection",
    title: /Women's Collection \| Pashmina Shop/,
    ready: "Women's products",
  },
  {
    path: '/MenProduct',
    heading: "Men's Collection",
    title: /Men's Collection \| Pashmina Shop/,
    ready: "Men's products",
  },
  {
    path: '/NewArrival',
    heading: 'New Arrivals',
    title: /New Arrivals \| Pashmina Shop/,
    ready: 'New arrivals',
  },
  {
    path: '/Bestsellers',
    heading: 'Best Sellers',
    title: /Best Sellers \| Pashmina Shop/,
    ready: 'Best sellers',
  },
  {
    path: '/AboutUs',
    heading: 'About Us',
    title: /About Us \| Pashmina Shop/,
    ready: 'What our customers say',
  },
  {
    path: '/ReturnAndExchange',
    heading: 'Return and Exchange',
    title: /Return and Exchange \| Pashmina Shop/,
    ready: 'Our 30-day promise',
  },
  {
    path: '/ContactUs',
    heading: 'Contact Us',
    title: /Contact Us \| Pashmina Shop/,
    ready: 'Visit or call us',
  },
  {
    path: '/search?q=shawl',
    heading: 'Search results for "shawl"',
    title: /^Search results for "shawl" \| Pashmina Shop$/,
    ready: 'Search results',
  },
  {
    path: '/search',
    heading: 'Search',
    title: /^Search \| Pashmina Shop$/,
    ready: 'Search',
  },
] as const;

// The layout and accessibility checks of every public page, at both widths. One page visits them all in turn, each
// loaded afresh as a shopper opening a link would, so the shop's scripts and styles come from the browser's cache
// after the first instead of a fresh browser context's download for every page; the tests run in order in one worker
// (a failed one gets the rest a new worker and a new page).
test.describe('every public page @phone', () => {
  test.describe.configure({ mode: 'default' });

  let page: Page;
  let cspViolations: string[];

  test.beforeAll(async ({ browser }) => {
    // The project's context options (width, phone emulation, base URL) apply to this context as to a test's own.
    const context = await browser.newContext();
    cspViolations = await watchCsp(context);
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test.afterEach(() => {
    expectNoCspViolations(cspViolations);
  });

  for (const p of PAGES) {
    test(`${p.path} renders without sideways scrolling and passes axe`, async () => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page).toHaveTitle(p.title);
      // The page's content has arrived (a product list, or a section heading).
      const list = page.getByRole('list', { name: p.ready, exact: true });
      const heading = page.getByRole('heading', { name: p.ready, exact: true });
      await expect(list.or(heading).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('a product page renders without sideways scrolling and passes axe', async ({ request }) => {
    const [product] = await seededProducts(request);
    await page.goto(`/SingleProducts/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expect(page.getByRole('region', { name: /related/i }).getByRole('status')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test('the contact page asks a visitor to log in, with a link to the login page', async ({ page }) => {
  await page.goto('/ContactUs');
  const main = page.getByRole('main');
  await expect(main.getByText('Please login to contact us', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /^\/Login/);
  await expect(main.getByRole('img', { name: 'Map of central Kathmandu' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
});
