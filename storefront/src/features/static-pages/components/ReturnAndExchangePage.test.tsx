import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';

it('states the 30-day return and exchange window', async () => {
  renderWithProviders(<StorefrontRoutes />, { route: '/ReturnAndExchange' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Return and Exchange' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our 30-day promise' })).toBeInTheDocument();
  expect(screen.getAllByText(/30 days/).length).toBeGreaterThan(0);
});
