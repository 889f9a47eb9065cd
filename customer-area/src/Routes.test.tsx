import { screen, waitFor } from '@testing-library/react';
import {
  AUTH_STORAGE_KEY,
  type AppStore,
  getToasts,
  makeStore,
  selectSessionUser,
  sessionStarted,
  toast,
} from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from './Routes';
import { renderArea as renderAreaAt, sita } from './test/area';

/** Mounted as the shell mounts it: under /dashboard/user/*. */
const renderArea = (route: string, store?: AppStore) => renderAreaAt(CustomerAreaRoutes, route, store);

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  toast.clear();
  localStorage.clear();
  api = mockApi({
    'GET /api/v1/orders': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/v1/contact': { body: [], headers: { 'X-Total-Count': '0' } },
    'POST /api/v1/auth/logout': { body: { success: true, message: 'Logged out' } },
  });
});

describe('customer area', () => {
  it('shows the User Panel with Profile, Orders, Feedbacks and Logout', () => {
    renderArea('/dashboard/user');
    const panel = screen.getByRole('navigation', { name: 'User Panel' });
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/user/profile');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/user/orders');
    expect(screen.getByRole('link', { name: 'Feedbacks' })).toHaveAttribute(
      'href',
      '/dashboard/user/feedback',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/user', 'Your Profile'],
    ['/dashboard/user/profile', 'Your Profile'],
    ['/dashboard/user/orders', 'My orders'],
    ['/dashboard/user/feedback', 'My Feedback'],
  ])('%s shows "%s"', (route, heading) => {
    renderArea(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the 404 page, inside the panel, for a path the area does not have', () => {
    renderArea('/dashboard/user/no-such-screen');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'User Panel' })).toBeInTheDocument();
  });

  it('navigates between its pages', async () => {
    const { user } = renderArea('/dashboard/user/profile');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
  });

  it('Logout clears the session and the stored login, says so and goes to /Login', async () => {
    const store = makeStore(); // persisted, like the shell's
    store.dispatch(sessionStarted({ user: sita, token: 't' }));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();

    const { user } = renderArea('/dashboard/user/orders', store);
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Logged out successfully', autoClose: 5000 }),
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('/Login');
    // The server is told, with the old token, so that it stops working at once.
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const logout = api.calls.find((c) => c.method === 'POST');
    expect(logout!.url.pathname).toBe('/api/v1/auth/logout');
    expect(logout!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('Logout still ends the local session when the server cannot be reached', async () => {
    api.use({
      'POST /api/v1/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = makeStore();
    store.dispatch(sessionStarted({ user: sita, token: 't' }));
    const { user } = renderArea('/dashboard/user/profile', store);
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getToasts().map((t) => t.message)).toEqual(['Logged out successfully']);
    expect(screen.getByTestId('where')).toHaveTextContent('/Login');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
  });

  it('Logout works from the keyboard', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ user: sita, token: 't' }));
    const { user } = renderArea('/dashboard/user/profile', store);
    screen.getByRole('button', { name: 'Logout' }).focus();
    await user.keyboard('{Enter}');
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/Login');
  });
});
