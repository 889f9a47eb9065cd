import { screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@pashmina/contracts';
import {
  getToasts,
  makeStore,
  selectCartLines,
  selectSessionUser,
  sessionStarted,
  toast,
  type CartLine,
} from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { listReply } from '../../../test/fixtures';
import { browser } from '../browser';
import { SAVED_CART_KEY } from '../savedCart';

const sita: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

const line: CartLine = {
  _id: 'p1',
  name: 'Royal Maroon Shawl',
  productImg: '/uploads/p1-card.webp',
  size: null,
  price: 5000,
  discount: 0,
  max: 4,
  quantity: 2,
};

const product = {
  _id: 'p1',
  productName: 'Royal Maroon Shawl',
  productThumb: '/uploads/p1-card.webp',
  productImg: '/uploads/p1.webp',
  price: 5000,
  discount: 0,
  salePrice: 5000,
  stock: 4,
  size: null,
};

function renderAt(route: string, { lines = [] as CartLine[], loggedIn = true } = {}) {
  const store = makeStore({ persist: false, preloadedState: { cart: { lines } } });
  if (loggedIn) store.dispatch(sessionStarted({ user: sita, token: 'tok-1' }));
  return renderWithProviders(<StorefrontRoutes />, { route, store });
}

const messages = () => getToasts().map((t) => t.message);

afterEach(() => {
  toast.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('paying with Khalti', () => {
  it('keeps a copy of the cart, clears it and goes to the payment page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/product/p1': { body: product },
      'POST /api/v1/create-orders': {
        status: 201,
        body: {
          success: true,
          message: 'Redirecting to Khalti',
          data: {
            payment_url: 'http://localhost:3100/sandbox/khalti/pay?pidx=x1',
            pidx: 'x1',
            order_id: 'o1',
          },
          order: { _id: 'o1' },
        },
      },
    });
    const { user, store } = renderAt('/Cart', { lines: [line] });
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3100/sandbox/khalti/pay?pidx=x1'),
    );
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(JSON.parse(localStorage.getItem(SAVED_CART_KEY)!).lines).toEqual([line]);
    expect(
      (api.calls.find((c) => c.method === 'POST')!.body as { payment_method: string }).payment_method,
    ).toBe('khalti');
  });

  it('a cancelled payment says so and offers the cart back', async () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    mockApi({ 'GET /api/v1/product': listReply([]), 'GET /api/v1/product/p1': { body: product } });
    const { user, store } = renderAt('/Cart?payment=cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your Khalti payment was cancelled. Your cart items are released; you can try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Restore my cart' }));
    expect(selectCartLines(store.getState())).toEqual([line]);
    expect(localStorage.getItem(SAVED_CART_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore my cart' })).not.toBeInTheDocument();
    expect(messages()).toEqual(['Your cart is back.']);
  });

  it('a pending payment explains itself and offers no restore (it may still complete)', () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    mockApi({ 'GET /api/v1/product': listReply([]) });
    renderAt('/Cart?payment=pending');
    expect(screen.getByRole('alert')).toHaveTextContent('Your Khalti payment is still being confirmed.');
    expect(screen.queryByRole('button', { name: 'Restore my cart' })).not.toBeInTheDocument();
  });

  it('/success thanks the shopper, links to the orders and forgets the copy', async () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    renderAt('/success?order=o1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank you for shopping with us.')).toBeInTheDocument();
    expect(screen.getByText('Order number: o1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/dashboard/user/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem(SAVED_CART_KEY)).toBeNull();
  });
});

describe('billing information', () => {
  it('shows the shopper and updates phone and address through the profile call', async () => {
    const api = mockApi({
      'GET /api/v1/product': listReply([]),
      'PUT /api/v1/auth/profile': ({ body }) => ({
        body: {
          success: true,
          message: 'Profile updated successfully',
          updatedUser: { ...sita, ...(body as object) },
        },
      }),
    });
    const { user, store } = renderAt('/Cart');
    expect(screen.getByText('sita@pashmina.test')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Update address' }));
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '9801112233');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'Bhaktapur');
    await user.click(screen.getByRole('button', { name: 'Update address' }));

    await waitFor(() => expect(messages()).toEqual(['Profile updated successfully']));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Sita Sharma',
      email: 'sita@pashmina.test',
      phone: '9801112233',
      address: 'Bhaktapur',
    });
    expect(selectSessionUser(store.getState())).toMatchObject({ phone: '9801112233', address: 'Bhaktapur' });
    expect(screen.getByText('Bhaktapur')).toBeInTheDocument();
  });

  it('shows the server error when the update is refused', async () => {
    mockApi({
      'GET /api/v1/product': listReply([]),
      'PUT /api/v1/auth/profile': { status: 400, body: { success: false, message: 'address is too long' } },
    });
    const { user } = renderAt('/Cart');
    await user.click(screen.getByRole('button', { name: 'Update address' }));
    await waitFor(() => expect(messages()).toEqual(['address is too long']));
  });
});
