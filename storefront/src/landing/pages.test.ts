// The table of landing pages: which page an address is, and the queries its first screen asks, under the very
// arguments the page's own components use (so the browser's page finds them in RTK Query's cache).
import {
  FEATURED_QUERY,
  HOME_SECTION_QUERY,
  i18n,
  LISTING_BASES,
  listingQuery,
  makeStore,
  productsApi,
  readFilters,
} from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import { firstScreenOf } from './firstScreens';
import { LANDING_PAGES, landingPageAt, type LandingQuery } from './pages';

const LIST = { body: [], headers: { 'X-Total-Count': '0', 'X-Max-Price': '0' } };

function stubCatalog() {
  return mockApi({
    'GET /api/v1/product': LIST,
    'GET /api/v1/newarrivals': { body: [] },
    'GET /api/v1/bestsellers': { body: [] },
    'GET /api/v1/product/p%201': { body: { _id: 'p 1', productThumb: '/t.webp', productImg: '/d.webp' } },
  });
}

/** The page at `path`'s queries, run into a fresh store as the storefront's server build runs them. */
async function load(path: string, search = '') {
  const found = landingPageAt(path);
  if (!found) throw new Error(`${path} is no landing page`);
  const store = makeStore({ persist: false });
  const queries = found.page.queries(found.params, new URLSearchParams(search));
  const results = await Promise.all(
    queries.map((query: LandingQuery) =>
      store.dispatch(
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        (productsApi.endpoints[query.endpoint] as any).initiate(query.args),
      ),
    ),
  );
  return { found, store, results };
}

describe('the landing pages', () => {
  it('home: the featured products and both sections, under the arguments the page asks with', async () => {
    const api = stubCatalog();
    const { store, found } = await load('/');
    expect(found.page.chunk).toBe('page-home');
    expect(api.calls.map((c) => c.url.pathname).sort()).toEqual([
      '/api/v1/bestsellers',
      '/api/v1/newarrivals',
      '/api/v1/product',
    ]);
    const state = store.getState();
    expect(productsApi.endpoints.getProducts.select(FEATURED_QUERY)(state).isSuccess).toBe(true);
    expect(productsApi.endpoints.getNewArrivals.select(HOME_SECTION_QUERY)(state).isSuccess).toBe(true);
    expect(productsApi.endpoints.getBestsellers.select(HOME_SECTION_QUERY)(state).isSuccess).toBe(true);
    expect(landingPageAt('/Home/')?.page.name).toBe('home');
  });

  it("a list page in any case: its own restriction and the shopper's filters from the address", async () => {
    const api = stubCatalog();
    const { store, found } = await load('/womenproduct', '?category=shawl&page=2');
    expect(found.page.chunk).toBe('page-listing');
    expect(api.calls).toHaveLength(1);
    expect(Object.fromEntries(api.calls[0].url.searchParams)).toEqual({
      genderCategory: 'women',
      generalCategory: 'shawl',
      page: '2',
      limit: '9',
    });
    const query = listingQuery(
      LISTING_BASES.women,
      readFilters(new URLSearchParams('?category=shawl&page=2')),
    );
    expect(productsApi.endpoints.getProducts.select(query)(store.getState()).isSuccess).toBe(true);
    for (const path of ['/MenProduct', '/newarrival', '/Bestsellers/'])
      expect(landingPageAt(path)?.page.chunk).toBe('page-listing');
  });

  it('a product page: that product, by its decoded id, and its picture at the detail sizes', async () => {
    const api = stubCatalog();
    const { found, results } = await load('/SingleProducts/p%201');
    expect(found.page.chunk).toBe('page-product');
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/v1/product/p%201']);
    expect(
      firstScreenOf(found.page).picture.pick(
        results[firstScreenOf(found.page).picture.query].data,
        new URLSearchParams(),
      ),
    ).toMatchObject({
      productThumb: '/t.webp',
    });
  });

  it("a product page's picture is that of the address's variant when it has one of its own", () => {
    const page = landingPageAt('/SingleProducts/p1')!.page;
    const own = { productImg: '/maroon-detail.webp', productThumb: '/maroon-card.webp' };
    const shawl = {
      productThumb: '/t.webp',
      productImg: '/d.webp',
      options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
      variants: [
        { _id: 'v1', options: { Colour: 'Maroon' }, stock: 1, sku: null, image: own, label: 'Maroon' },
        { _id: 'v2', options: { Colour: 'Beige' }, stock: 1, sku: null, image: null, label: 'Beige' },
      ],
    };
    expect(firstScreenOf(page).picture.pick(shawl, new URLSearchParams('variant=v1'))).toEqual(own);
    // Without a picture of its own, or without a variant chosen, the product's.
    expect(firstScreenOf(page).picture.pick(shawl, new URLSearchParams('variant=v2'))).toMatchObject({
      productThumb: '/t.webp',
    });
    expect(firstScreenOf(page).picture.pick(shawl, new URLSearchParams())).toMatchObject({
      productThumb: '/t.webp',
    });
  });

  it("picks the hero's picture: the first featured product for women", () => {
    const home = landingPageAt('/')!.page;
    const products = [
      { genderCategory: 'men', productThumb: '/m.webp' },
      { genderCategory: 'women', productThumb: '/w.webp' },
    ];
    expect(firstScreenOf(home).picture.pick({ products }, new URLSearchParams())).toMatchObject({
      productThumb: '/w.webp',
    });
    expect(firstScreenOf(home).picture.sizes).toBe('(max-width: 859px) 100vw, 460px');
  });

  it('are not the cart, the static pages, a broken product id, or anything behind a login', () => {
    for (const path of [
      '/Cart',
      '/AboutUs',
      '/Login',
      '/dashboard/admin/dashboard',
      '/SingleProducts/',
      '/SingleProducts/%E0%A4%A',
    ])
      expect(landingPageAt(path)).toBeNull();
  });

  it('each path of the table leads to its own page, none hidden behind another', () => {
    const opened = LANDING_PAGES.flatMap((page) =>
      page.paths.map((path) => [path, landingPageAt(path.replace(':id', 'p1'))?.page.name]),
    );
    expect(opened).toEqual(LANDING_PAGES.flatMap((page) => page.paths.map((path) => [path, page.name])));
    expect(LANDING_PAGES.map((page) => page.name)).toEqual([
      'home',
      'women',
      'men',
      'new-arrivals',
      'bestsellers',
      'product',
    ]);
  });

  it("makes each page's head from its answers: the address in the spec's casing and the picture it shows", async () => {
    const publicUrl = 'https://shop.example';
    const at = (path: string, search = '') => ({
      publicUrl,
      path,
      search: new URLSearchParams(search),
      i18n,
    });
    const women = { _id: 'w1', genderCategory: 'women', productImg: '/w-detail.webp' };

    const home = await firstScreenOf(landingPageAt('/home')!.page).head(
      [{ products: [women] }, [], []],
      at('/'),
    );
    expect(home).toMatchObject({
      canonical: `${publicUrl}/`,
      preview: { image: `${publicUrl}/w-detail.webp` },
    });

    const list = await firstScreenOf(landingPageAt('/womenproduct')!.page).head(
      [{ products: [women] }],
      at('/WomenProduct', '?page=2'),
    );
    expect(list).toMatchObject({
      canonical: `${publicUrl}/WomenProduct?page=2`,
      preview: { image: `${publicUrl}/w-detail.webp` },
    });

    const product = {
      _id: 'p 1',
      productName: 'Saffron Pashmina Shawl',
      description: 'Hand-woven in Kathmandu.',
      generalCategory: 'shawl',
      genderCategory: 'women',
      salePrice: 4500,
      productImg: '/p-detail.webp',
      productThumb: '/p-card.webp',
    };
    const found = landingPageAt('/SingleProducts/p%201')!;
    expect(await firstScreenOf(found.page).head([product], at('/SingleProducts/p%201'))).toMatchObject({
      title: expect.stringContaining('Saffron Pashmina Shawl'),
      canonical: `${publicUrl}/SingleProducts/p%201`,
      preview: { type: 'product', image: `${publicUrl}/p-detail.webp`, price: '4500.00' },
    });
  });

  it('answers not found for a missing product only: an empty list is still a page', () => {
    const notFound = LANDING_PAGES.filter((page) => firstScreenOf(page).notFoundWhenMissing).map(
      (page) => page.name,
    );
    expect(notFound).toEqual(['product']);
  });
});
