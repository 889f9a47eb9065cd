import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

/** Responses held back until `release()`, so a test sees the page's loading state whenever the page's code arrives. */
function heldResponses() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return Object.assign(held, { release });
}

describe('home page', () => {
  it("shows the featured products under 'Check our selection', with View More to /WomenProduct", async () => {
    const featured = [
      aProduct({ productName: 'Royal Maroon Shawl', featured: true, isNewArrival: true }),
      aProduct({ productName: 'Charcoal Muffler', featured: true, genderCategory: 'men', stock: 0 }),
    ];
    const api = mockApi({ 'GET /api/v1/product': listReply(featured) });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });

    // The page's code arrives first (its own chunk), then the section.
    const section = await screen.findByRole('region', { name: 'Check our selection' });
    const list = await within(section).findByRole('list', { name: 'Featured products' });
    expect(within(list).getByRole('link', { name: 'Royal Maroon Shawl' })).toHaveAttribute(
      'href',
      `/SingleProducts/${featured[0]._id}`,
    );
    expect(within(list).getByText('New')).toBeInTheDocument();
    expect(within(list).getByText('currently out of stock')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/WomenProduct');

    const call = api.calls.find((c) => c.url.pathname === '/api/v1/product');
    expect(call!.url.searchParams.get('featured')).toBe('true');
    // The hero and the section share one request.
    expect(api.calls.filter((c) => c.url.pathname === '/api/v1/product')).toHaveLength(1);
  });

  it('shows the hero with SHOP FOR HER, and SHOP FOR HIM on the other slide', async () => {
    mockApi({ 'GET /api/v1/product': listReply([]) });
    const { user } = renderWithProviders(<StorefrontRoutes />, { route: '/Home' });

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP FOR HER' })).toHaveAttribute('href', '/WomenProduct');
    await user.click(screen.getByRole('button', { name: "Show men's collection" }));
    expect(screen.getByRole('link', { name: 'SHOP FOR HIM' })).toHaveAttribute('href', '/MenProduct');
    expect(await screen.findByText('No products to show.')).toBeInTheDocument();
  });

  it('holds the room of each section with 8 card placeholders while it loads', async () => {
    const held = heldResponses();
    mockApi({
      'GET /api/v1/product': () => held.then(() => listReply([])),
      'GET /api/v1/newarrivals': () => held.then(() => ({ body: [] })),
      'GET /api/v1/bestsellers': () => held.then(() => ({ body: [] })),
    });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });
    await screen.findByRole('region', { name: 'Our collections' });
    for (const name of ['Check our selection', 'New Arrivals', 'Best sellers']) {
      const loading = within(screen.getByRole('region', { name })).getByRole('status');
      expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
    }
    held.release();
    expect(await screen.findByText('No products to show.')).toBeInTheDocument();
  });

  it("gives high priority to the hero's first picture only, with a srcset", async () => {
    const featured = [
      aProduct({ productName: 'Royal Maroon Shawl', featured: true }),
      aProduct({ productName: 'Charcoal Muffler', featured: true, genderCategory: 'men' }),
    ];
    mockApi({
      'GET /api/v1/product': listReply(featured),
      'GET /api/v1/newarrivals': { body: featured },
      'GET /api/v1/bestsellers': { body: [] },
    });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });
    await screen.findByRole('list', { name: 'New arrivals' });
    const hero = within(screen.getByRole('region', { name: 'Our collections' })).getByRole('img', {
      name: 'Royal Maroon Shawl',
    });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute(
      'srcset',
      `${featured[0].productThumb} 480w, ${featured[0].productImg} 1200w`,
    );
    expect(hero).toHaveAttribute('sizes');
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('shows an empty message when nothing is featured', async () => {
    const held = heldResponses();
    mockApi({ 'GET /api/v1/product': () => held.then(() => listReply([])) });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });

    const section = await screen.findByRole('region', { name: 'Check our selection' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading...');
    held.release();
    expect(await within(section).findByText('No products to show.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the products cannot be loaded, and loads them on retry', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/v1/product': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { success: false, message: 'boom' } }
          : listReply([aProduct({ productName: 'Sand Poncho', featured: true })]);
      },
    });
    const { user } = renderWithProviders(<StorefrontRoutes />, { route: '/' });

    const section = await screen.findByRole('region', { name: 'Check our selection' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not load our selection right now.',
    );
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('link', { name: 'Sand Poncho' })).toBeInTheDocument();
  });

  it("shows the first 8 new arrivals with View More to /NewArrival, or 'No new arrivals available at this time.'", async () => {
    const fresh = Array.from({ length: 8 }, (_, i) =>
      aProduct({ productName: `Fresh Shawl ${i + 1}`, isNewArrival: true }),
    );
    const api = mockApi({
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/newarrivals': { body: fresh },
      'GET /api/v1/bestsellers': { body: [] },
    });
    const { unmount } = renderWithProviders(<StorefrontRoutes />, { route: '/' });

    const section = await screen.findByRole('region', { name: 'New Arrivals' });
    const list = await within(section).findByRole('list', { name: 'New arrivals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByText('New')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/NewArrival');
    const call = api.calls.find((c) => c.url.pathname === '/api/v1/newarrivals');
    expect(call!.url.searchParams.get('limit')).toBe('8');
    unmount();

    api.use({ 'GET /api/v1/newarrivals': { body: [] } });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });
    const empty = await screen.findByRole('region', { name: 'New Arrivals' });
    expect(await within(empty).findByText('No new arrivals available at this time.')).toBeInTheDocument();
  });

  it('shows best sellers (quantitySold of 5 or more) with View More to /Bestsellers', async () => {
    mockApi({
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/newarrivals': { body: [] },
      'GET /api/v1/bestsellers': {
        body: [
          aProduct({ productName: 'Popular Muffler', quantitySold: 12 }),
          aProduct({ productName: 'Almost Popular', quantitySold: 4 }),
        ],
      },
    });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });

    const section = await screen.findByRole('region', { name: 'Best sellers' });
    expect(await within(section).findByRole('link', { name: 'Popular Muffler' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Almost Popular' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/Bestsellers');
  });

  it('links the category tiles to /newarrival, /bestsellers and /menproduct', async () => {
    mockApi({});
    renderWithProviders(<StorefrontRoutes />, { route: '/' });
    const tiles = await screen.findByRole('navigation', { name: 'Shop by collection' });
    expect(within(tiles).getByRole('link', { name: /New Arrivals/ })).toHaveAttribute('href', '/newarrival');
    expect(within(tiles).getByRole('link', { name: /Best Sellers/ })).toHaveAttribute('href', '/bestsellers');
    expect(within(tiles).getByRole('link', { name: /Men's Collection/ })).toHaveAttribute(
      'href',
      '/menproduct',
    );
  });
});
