import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

describe('home page', () => {
  it("shows the featured products under 'Check our selection', with View More to /WomenProduct", async () => {
    const featured = [
      aProduct({ productName: 'Royal Maroon Shawl', featured: true, isNewArrival: true }),
      aProduct({ productName: 'Charcoal Muffler', featured: true, genderCategory: 'men', stock: 0 }),
    ];
    const api = mockApi({ 'GET /api/v1/product': listReply(featured) });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });

    const section = screen.getByRole('region', { name: 'Check our selection' });
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

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP FOR HER' })).toHaveAttribute('href', '/WomenProduct');
    await user.click(screen.getByRole('button', { name: "Show men's collection" }));
    expect(screen.getByRole('link', { name: 'SHOP FOR HIM' })).toHaveAttribute('href', '/MenProduct');
    expect(await screen.findByText('No products to show.')).toBeInTheDocument();
  });

  it('shows an empty message when nothing is featured', async () => {
    mockApi({ 'GET /api/v1/product': listReply([]) });
    renderWithProviders(<StorefrontRoutes />, { route: '/' });

    const section = screen.getByRole('region', { name: 'Check our selection' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading...');
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

    const section = screen.getByRole('region', { name: 'Check our selection' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not load our selection right now.',
    );
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('link', { name: 'Sand Poncho' })).toBeInTheDocument();
  });
});
