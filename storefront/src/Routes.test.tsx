import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from './Routes';

describe('storefront routes', () => {
  it.each([
    ['/WomenProduct', "Women's Collection"],
    ['/menproduct', "Men's Collection"],
    ['/newarrival', 'New Arrivals'],
    ['/Bestsellers', 'Best Sellers'],
    ['/Cart', 'Cart'],
    ['/AboutUs', 'About Us'],
    ['/returnandexchange', 'Return and Exchange'],
    ['/contactus', 'Contact Us'],
    ['/success', 'Your payment was successful'],
    ['/no/such/page', 'Page not found'],
  ])('%s shows "%s"', async (route, heading) => {
    mockApi({});
    renderWithProviders(<StorefrontRoutes />, { route });
    // Some pages load their code on first visit (components/LazyPage.tsx).
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/success thanks the shopper', async () => {
    renderWithProviders(<StorefrontRoutes />, { route: '/success' });
    expect(await screen.findByText('Thank you for shopping with us.')).toBeInTheDocument();
  });
});
