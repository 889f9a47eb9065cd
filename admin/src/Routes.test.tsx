import { screen } from '@testing-library/react';
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
import AdminRoutes from './Routes';
import { admin, renderAdmin } from './test/area';

/** Mounted as the shell mounts it: under /dashboard/admin/*. */
const renderArea = (route: string, store?: AppStore) => renderAdmin(AdminRoutes, route, store);

beforeEach(() => {
  toast.clear();
  localStorage.clear();
  // No page here reaches a real server: calls without a stub respond with 501, which the pages show as an error.
  mockApi({
    'GET /api/v1/stats': {
      body: {
        totalProducts: 0,
        ordersToDeliver: 0,
        deliveredOrders: 0,
        totalUsers: 1,
        totalRevenue: 0,
        revenueByMonth: [],
        topSelling: [],
        lowStock: [],
      },
    },
    'POST /api/v1/auth/logout': { body: { success: true, message: 'Logged out' } },
  });
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
      ['Returns', '/dashboard/admin/returns'],
      ['Discounts', '/dashboard/admin/discounts'],
      ['Couriers', '/dashboard/admin/couriers'],
      ['Messages', '/dashboard/admin/emails'],
      ['Settings', '/dashboard/admin/settings'],
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
    ['/dashboard/admin/emails', 'Messages'],
    ['/dashboard/admin/couriers', 'Couriers'],
    ['/dashboard/admin/settings', 'Settings'],
    ['/dashboard/admin/returns', 'Returns'],
    ['/dashboard/admin/discounts', 'Discounts'],
    ['/dashboard/admin/discounts/new', 'New discount code'],
    ['/dashboard/admin/discounts/d1', 'Edit discount code'],
  ])('%s shows "%s"', (route, heading) => {
    renderArea(route);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the 404 page, inside the panel, for a path the area does not have', () => {
    renderArea('/dashboard/admin/no-such-screen');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
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
