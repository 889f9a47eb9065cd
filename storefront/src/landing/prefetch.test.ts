// The browser starts a landing page's queries from the table before the page's code arrives; the page's own
// components then find them in RTK Query's cache under the arguments they ask with, and ask nothing twice.
import { LISTING_BASES, listingQuery, makeStore, productsApi, readFilters } from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import { prefetchLandingData } from './prefetch';

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('prefetchLandingData', () => {
  it("fills the cache a list page reads, under the shopper's filters from the address", async () => {
    const api = mockApi({
      'GET /api/v1/product': { body: [], headers: { 'X-Total-Count': '0', 'X-Max-Price': '0' } },
    });
    const store = makeStore({ persist: false });
    prefetchLandingData(store.dispatch, '/MenProduct', '?category=muffler');
    await settled();
    expect(api.calls).toHaveLength(1);
    const query = listingQuery(LISTING_BASES.men, readFilters(new URLSearchParams('?category=muffler')));
    expect(productsApi.endpoints.getProducts.select(query)(store.getState()).isSuccess).toBe(true);
  });

  it('asks nothing for a page that is not a landing page', async () => {
    const api = mockApi({});
    const store = makeStore({ persist: false });
    for (const path of ['/Cart', '/Login', '/SingleProducts/%E0%A4%A'])
      prefetchLandingData(store.dispatch, path, '');
    await settled();
    expect(api.calls).toHaveLength(0);
  });
});
