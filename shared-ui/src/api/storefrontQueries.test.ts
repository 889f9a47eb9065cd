import { makeStore } from '../state/store';
import { mockApi } from '../test/mockApi';
import { listingQuery, readFilters } from './listingParams';
import { productsApi } from './products';
import { FEATURED_QUERY, HOME_SECTION_QUERY, LISTING_BASES, prefetchPageData } from './storefrontQueries';

const LIST = { body: [], headers: { 'X-Total-Count': '0', 'X-Max-Price': '0' } };

function stubCatalog() {
  return mockApi({
    'GET /api/v1/product': LIST,
    'GET /api/v1/newarrivals': { body: [] },
    'GET /api/v1/bestsellers': { body: [] },
    'GET /api/v1/product/p%201': { body: { _id: 'p 1' } },
  });
}

/** Waits for the prefetched requests to settle in the store. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('prefetchPageData: the first requests of a storefront page, started by the shell', () => {
  it("home: the featured products and both sections, under the arguments the page's own queries use", async () => {
    const api = stubCatalog();
    const store = makeStore({ persist: false });
    prefetchPageData(store.dispatch, '/', '');
    await settled();
    expect(api.calls.map((c) => c.url.pathname).sort()).toEqual([
      '/api/v1/bestsellers',
      '/api/v1/newarrivals',
      '/api/v1/product',
    ]);
    const state = store.getState();
    expect(productsApi.endpoints.getProducts.select(FEATURED_QUERY)(state).isSuccess).toBe(true);
    expect(productsApi.endpoints.getNewArrivals.select(HOME_SECTION_QUERY)(state).isSuccess).toBe(true);
    expect(productsApi.endpoints.getBestsellers.select(HOME_SECTION_QUERY)(state).isSuccess).toBe(true);
  });

  it("a list page in any case: its own restriction and the shopper's filters from the URL", async () => {
    const api = stubCatalog();
    const store = makeStore({ persist: false });
    prefetchPageData(store.dispatch, '/womenproduct', '?category=shawl&page=2');
    await settled();
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
  });

  it('a product page: that product, by its decoded id', async () => {
    const api = stubCatalog();
    const store = makeStore({ persist: false });
    prefetchPageData(store.dispatch, '/SingleProducts/p%201', '');
    await settled();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/v1/product/p%201']);
    expect(productsApi.endpoints.getProduct.select('p 1')(store.getState()).data).toEqual({ _id: 'p 1' });
  });

  it('nothing for a page that is not the catalogue', async () => {
    const api = stubCatalog();
    const store = makeStore({ persist: false });
    for (const path of ['/Cart', '/Login', '/dashboard/admin/dashboard', '/SingleProducts/%E0%A4%A']) {
      prefetchPageData(store.dispatch, path, '');
    }
    await settled();
    expect(api.calls).toHaveLength(0);
  });
});
