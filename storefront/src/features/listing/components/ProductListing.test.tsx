import { MAX_PRICE_RUPEES } from '@pashmina/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

/** Shows the router's current search, so a test can read the URL state. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <StorefrontRoutes />
      <Search />
    </>,
    { route },
  );
}

const currentSearch = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const page = (n: number, total: number, maxPrice = 12000) =>
  Array.from({ length: Math.min(9, total - (n - 1) * 9) }, (_, i) =>
    aProduct({ productName: `Shawl ${n}-${i + 1}`, price: maxPrice }),
  );

/** A catalogue of `total` products served page by page, recording each query. */
function serveCatalogue(total: number) {
  return mockApi({
    'GET /api/v1/product': ({ url }) => {
      const n = Number(url.searchParams.get('page') ?? 1);
      const reply = listReply(page(n, total), total);
      reply.headers['X-Max-Price'] = '12000';
      return reply;
    },
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.calls.filter((c) => c.url.pathname === '/api/v1/product').at(-1)!.url.searchParams);

describe('product listing', () => {
  it("sorts by price and filters by one of the collection's colours, both in the address, from page 1", async () => {
    const api = serveCatalogue(20);
    api.use({ 'GET /api/v1/product/colours': { body: ['dark grey', 'maroon'] } });
    const { user } = renderAt('/MenProduct?page=2');
    await screen.findByRole('list', { name: "Men's products" });

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Newest');
    await user.selectOptions(sort, 'Price, low to high');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: 'price-asc', page: '1' }));
    expect(currentSearch().toString()).toBe('sort=price-asc');

    const colours = await screen.findByRole('group', { name: 'Colour' });
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/product/colours')!.url.search).toBe(
      '?genderCategory=men',
    );
    expect(within(colours).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(colours).getByRole('radio', { name: 'Dark grey' }));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ genderCategory: 'men', colour: 'dark grey', sort: 'price-asc' }),
    );
    expect(currentSearch().get('colour')).toBe('dark grey');

    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(lastQuery(api)).not.toHaveProperty('sort'));
    expect(currentSearch().toString()).toBe('colour=dark+grey');
  });

  it('asks for one gender, 9 per page, and pages with Prev/Next disabled at the edges', async () => {
    const api = serveCatalogue(20);
    const { user } = renderAt('/WomenProduct');

    const list = await screen.findByRole('list', { name: "Women's products" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(lastQuery(api)).toEqual({ genderCategory: 'women', page: '1', limit: '9' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /prev/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /next/i })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      "HomeWomen's Collection",
    );
    expect(document.title).toBe("Women's Collection | Pashmina Shop");

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(currentSearch().get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: 'Shawl 3-2' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /prev/i })).toBeEnabled();
    expect(lastQuery(api)).toMatchObject({ page: '3', limit: '9' });
  });

  it('holds the room of a full page with card placeholders until the first response', async () => {
    // The response waits until the placeholders have been seen: the page's own code arrives first (its chunk).
    let respond!: () => void;
    const responded = new Promise<void>((resolve) => (respond = resolve));
    mockApi({
      'GET /api/v1/product': async () => {
        await responded;
        return listReply(page(1, 20), 20);
      },
    });
    renderAt('/WomenProduct');
    const results = await screen.findByRole('region', { name: "Women's Collection products" });
    const loading = within(results).getByRole('status');
    expect(loading).toHaveTextContent('Loading...');
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(9);
    respond();
    await within(results).findByRole('list', { name: "Women's products" });
    expect(within(results).queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives high priority to the first picture only, and a srcset to every card', async () => {
    serveCatalogue(20);
    renderAt('/WomenProduct');
    const list = await screen.findByRole('list', { name: "Women's products" });
    const images = within(list).getAllByRole('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const img of images.slice(1)) {
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
    for (const img of images) expect(img.getAttribute('srcset')).toMatch(/ 480w, .* 1200w$/);
  });

  it.each([
    ['/WomenProduct', "Women's products"],
    ['/NewArrival', 'New arrivals'],
    ['/Bestsellers', 'Best sellers'],
  ])(
    '%s shows the next page is loading: the last one dimmed, busy, and the count says so',
    async (route, name) => {
      let release = () => {};
      mockApi({
        'GET /api/v1/product': ({ url }) => {
          const n = Number(url.searchParams.get('page') ?? 1);
          const reply = listReply(page(n, 20), 20);
          if (n === 1) return reply;
          return new Promise((resolve) => (release = () => resolve(reply)));
        },
      });
      const { user } = renderAt(route);
      const list = await screen.findByRole('list', { name });
      const results = list.closest('section')!;
      expect(list.parentElement!.parentElement).not.toHaveAttribute('data-stale');

      await user.click(screen.getByRole('button', { name: /next/i }));
      await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
      expect(screen.getByRole('list', { name }).closest('[data-stale]')).not.toBeNull();
      expect(within(results).getByText('Loading...')).toBeInTheDocument();

      release();
      expect(await screen.findByRole('link', { name: 'Shawl 2-1' })).toBeInTheDocument();
      expect(results).toHaveAttribute('aria-busy', 'false');
      expect(screen.getByRole('list', { name }).closest('[data-stale]')).toBeNull();
      expect(within(results).getByText('20 products')).toBeInTheDocument();
    },
  );

  it("shows 'No products to show' when nothing matches", async () => {
    mockApi({ 'GET /api/v1/product': listReply([]) });
    renderAt('/MenProduct');
    expect(await screen.findByText('No products to show')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('sends the name text after a pause, puts it in the URL and goes back to page 1', async () => {
    const api = serveCatalogue(20);
    const { user } = renderAt('/WomenProduct?page=2');
    await screen.findByText('Page 2 of 3');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Maroon');
    await waitFor(() => expect(currentSearch().get('q')).toBe('Maroon'));
    expect(currentSearch().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ text: 'Maroon', page: '1' }));
    // Debounced: no request for a partial word.
    const texts = api.calls.map((c) => c.url.searchParams.get('text')).filter(Boolean);
    expect(texts).toEqual(['Maroon']);
  });

  it('filters by category, with All clearing it', async () => {
    const api = serveCatalogue(20);
    const { user } = renderAt('/WomenProduct?page=2');
    const filters = await screen.findByRole('group', { name: 'Category' });
    const names = within(filters)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent);
    expect(names).toEqual(['All', 'Shawl', 'Muffler', 'Poncho', 'Blanket']);
    expect(within(filters).getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(within(filters).getByRole('radio', { name: 'Poncho' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ generalCategory: 'poncho', page: '1' }));
    expect(currentSearch().get('category')).toBe('poncho');
    expect(currentSearch().get('page')).toBeNull();

    await user.click(within(filters).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(currentSearch().get('category')).toBeNull());
    await waitFor(() => expect(lastQuery(api)).toEqual({ genderCategory: 'women', page: '1', limit: '9' }));
  });

  it('runs the price slider from 0 to the highest price, default at the top; 0 sends maxPrice=0', async () => {
    const api = serveCatalogue(5);
    renderAt('/WomenProduct');
    const slider = await screen.findByRole('slider', { name: 'Maximum price' });
    await waitFor(() => expect(slider).toHaveAttribute('max', '12000'));
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveValue('12000');
    expect(lastQuery(api).maxPrice).toBeUndefined();

    fireEvent.change(slider, { target: { value: '5000' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ maxPrice: '5000' }));
    expect(currentSearch().get('price')).toBe('5000');

    fireEvent.change(slider, { target: { value: '0' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ maxPrice: '0' }));
    expect(screen.getByText('Up to Rs. 0')).toBeInTheDocument();

    // Back at the top means no limit at all.
    fireEvent.change(slider, { target: { value: '12000' } });
    await waitFor(() => expect(currentSearch().get('price')).toBeNull());
    expect(slider).toHaveValue('12000');
  });

  it('restores every filter and the page from a shared URL', async () => {
    const api = serveCatalogue(30);
    renderAt('/MenProduct?q=grey&category=muffler&price=3000&page=2');
    await screen.findByText('Page 2 of 4');
    expect(lastQuery(api)).toEqual({
      genderCategory: 'men',
      text: 'grey',
      generalCategory: 'muffler',
      maxPrice: '3000',
      page: '2',
      limit: '9',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('grey');
    expect(screen.getByRole('radio', { name: 'Muffler' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('3000');
  });

  it('reads a hand-typed price above any product price as no limit, which the API takes', async () => {
    const api = serveCatalogue(3);
    renderAt(`/MenProduct?price=${MAX_PRICE_RUPEES + 1}`);
    await screen.findByText('Page 1 of 1');
    expect(lastQuery(api)).toEqual({ genderCategory: 'men', page: '1', limit: '9' });
  });

  it('goes to the last page when the URL asks for one beyond it', async () => {
    serveCatalogue(10);
    renderAt('/WomenProduct?page=7');
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('hides the filters behind a toggle (phones)', async () => {
    serveCatalogue(3);
    const { user } = renderAt('/WomenProduct');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-open');
  });

  it('lists new arrivals with category and price filters only, and best sellers by units sold', async () => {
    const api = mockApi({
      'GET /api/v1/product': listReply([aProduct({ productName: 'Fresh Poncho', isNewArrival: true })]),
    });
    const { unmount } = renderAt('/NewArrival');
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ newArrival: 'true', sort: 'newest', page: '1', limit: '9' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toBeInTheDocument();
    unmount();

    renderAt('/Bestsellers');
    expect(await screen.findByRole('list', { name: 'Best sellers' })).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ bestSeller: 'true', sort: 'best-selling', page: '1', limit: '9' });
    expect(screen.queryByRole('form', { name: 'Filter products' })).not.toBeInTheDocument();
  });
});
