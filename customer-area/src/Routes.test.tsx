import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@pashmina/contracts';
import {
  AUTH_STORAGE_KEY,
  getToasts,
  makeStore,
  selectSessionUser,
  sessionStarted,
  toast,
} from '@pashmina/shared-ui';
import { renderWithProviders } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from './Routes';

const sita: SessionUser = {
  _id: 'u2',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Mounted as the shell mounts it: under /dashboard/user/*. */
function renderArea(
  route: string,
  store = makeStore({ persist: false, preloadedState: { auth: { user: sita, token: 't' } } }),
) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/user/*" element={<CustomerAreaRoutes />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, store },
  );
}

beforeEach(() => {
  toast.clear();
  localStorage.clear();
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
  });
});
