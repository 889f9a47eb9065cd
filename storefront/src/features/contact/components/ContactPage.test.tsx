import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@pashmina/contracts';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';

const sita: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};
const loggedIn = { auth: { user: sita, token: 'tok' } };

afterEach(() => toast.clear());

describe('contact page', () => {
  it("shows the owner's contact lines, social links and a map, and asks visitors to log in", async () => {
    mockApi({
      'GET /api/v1/settings/contact': {
        body: { phone: '+977 61-465000', email: 'care@pashmina.test', address: 'Lakeside, Pokhara, Nepal' },
      },
    });
    renderWithProviders(<StorefrontRoutes />, { route: '/ContactUs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByText('Lakeside, Pokhara, Nepal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+977 61-465000' })).toHaveAttribute('href', 'tel:+97761465000');
    expect(screen.getByRole('link', { name: 'care@pashmina.test' })).toHaveAttribute(
      'href',
      'mailto:care@pashmina.test',
    );
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('img', { name: 'Map of central Kathmandu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );

    expect(screen.getByText('Please login to contact us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/Login?redirect=%2FContactUs',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Pashmina Shop');
  });

  it("shows the shop's own lines when the API cannot answer", async () => {
    mockApi({ 'GET /api/v1/settings/contact': { status: 503, body: { message: 'Service Unavailable' } } });
    renderWithProviders(<StorefrontRoutes />, { route: '/ContactUs' });
    expect(await screen.findByText('Thamel, Kathmandu, Nepal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+977 1-4701234' })).toHaveAttribute('href', 'tel:+97714701234');
  });

  it('prefills name and e-mail for a logged-in shopper, sends the message, toasts and clears it', async () => {
    const api = mockApi({
      'POST /api/v1/contact': { status: 201, body: { success: true, message: 'Message sent successfully' } },
    });
    const { user } = renderWithProviders(<StorefrontRoutes />, {
      route: '/ContactUs',
      preloadedState: loggedIn,
    });

    expect(screen.queryByText('Please login to contact us')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sita Sharma');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sita@pashmina.test');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you make custom sizes?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', 'Message sent successfully']]),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post!.body).toEqual({
      name: 'Sita Sharma',
      email: 'sita@pashmina.test',
      message: 'Do you make custom sizes?',
    });
    expect(post!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it("toasts the server's message when sending fails, keeping the text", async () => {
    mockApi({
      'POST /api/v1/contact': { status: 400, body: { success: false, message: 'Invalid email format' } },
    });
    const { user } = renderWithProviders(<StorefrontRoutes />, {
      route: '/ContactUs',
      preloadedState: loggedIn,
    });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Invalid email format']]),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});
