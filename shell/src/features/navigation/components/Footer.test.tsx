import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import { Footer } from './Footer';

describe('footer', () => {
  it('links every page at its address in the spec’s casing, so none goes through a redirect', () => {
    renderWithProviders(<Footer />);
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs('Shop')).toEqual([
      ["Men's Collection", '/MenProduct'],
      ["Women's Collection", '/WomenProduct'],
      ['New Arrivals', '/NewArrival'],
      ['Best Sellers', '/Bestsellers'],
    ]);
    expect(hrefs('Help')).toEqual([
      ['Return and Exchange', '/ReturnAndExchange'],
      ['Contact us', '/ContactUs'],
      ['About us', '/AboutUs'],
      ['Your cart', '/Cart'],
    ]);
  });
});
