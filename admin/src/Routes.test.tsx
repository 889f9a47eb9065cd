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
import AdminRoutes from './Routes';

const admin: SessionUser = {
  _id: 'u1',
  name: 'admin',
  email: 'admin@pashmina.test',
  phone: '9800000000',
  address: 'Thamel',
  role: 1,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Mounted as the shell mounts it: under /dashboard/admin/*. */
function renderArea(
  route: string,
  store = makeStore({ persist: false, preloadedState: { auth: { user: admin, token: 't' } } }),
) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/admin/*" element={<AdminRoutes />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, store },
  );
}

beforeEach(() => {
  toast.clear();
  localStorage.clear();
});

describe('admin area', () => {
  it('shows the sidebar entries and Logout', () => {
    renderArea('/dashboard/admin');
    const sidebar = screen.getByRole('navigation', { name: 'Admin Panel' });
    expect(sidebar).toBeInTheDocument();
    const expected: [string, string][] = [
      ['Dashboard', '/dashboard/admin/dashboard'],
      ['Add Products', '/dashboard/admin/create-product'],
      ['Manage Products', '/dashboard/admin/manage-products'],
      ['Users', '/dashboard/admin/users'],
      ['Feedbacks', '/dashboard/admin/feedbacks'],
      ['Orders', '/dashboard/admin/adminorders'],
    ];
    for (const [name, href] of expected)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/admin', 'Dashboard'],
    ['/dashboard/admin/dashboard', 'Dashboard'],
    ['/dashboard/admin/create-product', 'Add Products'],
    ['/dashboard/admin/manage-products', 'Manage Products'],
    ['/dashboard/admin/manage-product/p1', 'Update Product'],
    ['/dashboard/admin/users', 'Users'],
    ['/dashboard/admin/users/u2', 'Manage User'],
    ['/dashboard/admin/feedbacks', 'Feedbacks'],
    ['/dashboard/admin/feedbacks/c1', 'Manage Feedback'],
    ['/dashboard/admin/adminorders', 'Orders'],
    ['/dashboard/admin/adminorders/o1', 'Order details'],
  ])('%s shows "%s"', (route, heading) => {
    renderArea(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the admin name and email on the dashboard', () => {
    renderArea('/dashboard/admin/dashboard');
    expect(screen.getByText('admin@pashmina.test')).toBeInTheDocument();
  });

  it('Logout clears the session, toasts for 2000 ms and goes to /Login', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ user: admin, token: 't' }));
    const { user } = renderArea('/dashboard/admin/users', store);
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getToasts()).toEqual([
      expect.objectContaining({ message: 'Logged out successfully', autoClose: 2000 }),
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('/Login');
  });
});
