import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';

describe('about page', () => {
  it('tells the story, shows the owner, designer and manager, the three features and the testimonials', async () => {
    mockApi({
      'GET /api/v1/contact/testimonials': {
        body: [{ _id: 't1', name: 'Anita', message: 'The softest shawl I have ever owned.' }],
      },
    });
    renderWithProviders(<StorefrontRoutes />, { route: '/AboutUs' });

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    for (const role of ['Owner', 'Designer', 'Manager']) expect(screen.getByText(role)).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Why shop with us' });
    for (const title of ['Product Customization', 'Fast Shipping', '24/7 Support']) {
      expect(within(features).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('The softest shawl I have ever owned.')).toBeInTheDocument();
    expect(screen.getByText('Anita')).toBeInTheDocument();
    expect(document.title).toBe('About Us | Pashmina Shop');
  });

  it('shows a friendly line when there are no testimonials or they cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/contact/testimonials': { body: [] } });
    const { unmount } = renderWithProviders(<StorefrontRoutes />, { route: '/AboutUs' });
    expect(await screen.findByText(/stories will appear here soon/)).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/v1/contact/testimonials': { status: 500, body: { success: false, message: 'x' } } });
    renderWithProviders(<StorefrontRoutes />, { route: '/AboutUs' });
    expect(await screen.findByText(/stories will appear here soon/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
