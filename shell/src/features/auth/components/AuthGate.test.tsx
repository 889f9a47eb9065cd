import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@pashmina/contracts';
import { getToasts, selectToken, sessionStarted, toast } from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import { makeStore } from '@pashmina/shared-ui';
import { AdminRoute } from './AdminRoute';
import { ProtectedRoute } from './ProtectedRoute';

const sita: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

function LoginProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="login">{`${pathname}${search} from=${(state as { from?: string } | null)?.from}`}</p>
  );
}

const secret = jest.fn(() => <p>Secret area</p>);

function renderGuarded(route: string, loggedIn = true, user: SessionUser = sita) {
  const store = makeStore({ persist: false });
  if (loggedIn) store.dispatch(sessionStarted({ user, token: 'tok-1' }));
  const Secret = secret;
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/user/*"
        element={
          <ProtectedRoute>
            <Secret />
          </ProtectedRoute>
        }
      />
      <Route
        path="/dashboard/admin/*"
        element={
          <AdminRoute>
            <Secret />
          </AdminRoute>
        }
      />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route, store },
  );
}

beforeEach(() => secret.mockClear());
afterEach(() => {
  toast.clear();
  jest.useRealTimers();
});

describe('protected-route guard', () => {
  it('shows the area once the server says the token is ok', async () => {
    const api = mockApi({ 'GET /api/v1/auth/user-auth': { body: { ok: true } } });
    renderGuarded('/dashboard/user/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your login…');
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('counts down from 5 for a visitor, then goes to /login carrying the path, never rendering the area', async () => {
    jest.useFakeTimers();
    const api = mockApi({});
    renderGuarded('/dashboard/user/orders?page=2', false);
    const status = (await screen.findByText(/Redirecting you in 5 seconds/)).closest('[role="status"]');
    expect(status).toHaveTextContent('Redirecting you in 5 seconds');
    expect(status).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('Redirecting you in 4 seconds');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting you in 1 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('login')).toHaveTextContent(
      '/login?redirect=%2Fdashboard%2Fuser%2Forders%3Fpage%3D2 from=/dashboard/user/orders?page=2',
    );
    expect(secret).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('ends a revoked session and counts down', async () => {
    mockApi({
      'GET /api/v1/auth/user-auth': { status: 401, body: { success: false, message: 'Unauthorized' } },
    });
    const { store } = renderGuarded('/dashboard/user');
    expect(await screen.findByText('Redirecting you in 5 seconds')).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
    expect(getToasts().map((t) => t.message)).toEqual(['Your session has ended. Please log in again.']);
    expect(secret).not.toHaveBeenCalled();
  });

  it('tells a logged-in customer the admin area is not for them (403), keeping their session and loading nothing of it', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'GET /api/v1/auth/admin-auth': { status: 403, body: { success: false, message: 'Forbidden' } },
    });
    const { store } = renderGuarded('/dashboard/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/This page is for the shop's admins only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/dashboard/user');
    expect(document.title).toContain('Not allowed');
    // No countdown: logging in again would not change the server's response.
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
    expect(screen.queryByText(/Redirecting you in/)).not.toBeInTheDocument();
    expect(selectToken(store.getState())).toBe('tok-1');
    expect(getToasts()).toEqual([]);
    expect(secret).not.toHaveBeenCalled();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/v1/auth/admin-auth']);
  });

  it("says 'Not allowed' when the check returns ok: false", async () => {
    mockApi({ 'GET /api/v1/auth/admin-auth': { body: { ok: false } } });
    renderGuarded('/dashboard/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(secret).not.toHaveBeenCalled();
  });

  it('shows the admin area to an admin', async () => {
    mockApi({ 'GET /api/v1/auth/admin-auth': { body: { ok: true } } });
    renderGuarded('/dashboard/admin', true, { ...sita, role: 1 });
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
  });

  it('sends a visitor on /dashboard/admin to log in, asking nothing of the server', async () => {
    const api = mockApi({});
    renderGuarded('/dashboard/admin', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('counts down to the login page when an admin token is no longer good (401)', async () => {
    mockApi({
      'GET /api/v1/auth/admin-auth': { status: 401, body: { success: false, message: 'Unauthorized' } },
    });
    const { store } = renderGuarded('/dashboard/admin', true, { ...sita, role: 1 });
    expect(await screen.findByText('Redirecting you in 5 seconds')).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
    expect(secret).not.toHaveBeenCalled();
  });

  it('treats a lost connection as not ok', async () => {
    mockApi({ 'GET /api/v1/auth/admin-auth': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderGuarded('/dashboard/admin');
    expect(await screen.findByText('Redirecting you in 5 seconds')).toBeInTheDocument();
  });
});
