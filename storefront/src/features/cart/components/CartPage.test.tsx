import { screen, waitFor, within } from '@testing-library/react';
import type { Product, SessionUser } from '@pashmina/contracts';
import {
  getToasts,
  makeStore,
  selectCartLines,
  sessionStarted,
  toast,
  type CartLine,
} from '@pashmina/shared-ui';
import { mockApi, renderWithProviders, type MockRoutes } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { anOrder, aProduct, listReply } from '../../../test/fixtures';

const shawl = aProduct({
  _id: 'p-shawl',
  productName: 'Royal Maroon Shawl',
  price: 10000,
  discount: 10,
  stock: 3,
});
const muffler = aProduct({
  _id: 'p-muffler',
  productName: 'Saffron Muffler',
  price: 2500,
  discount: 0,
  stock: 5,
});
const featured = [
  shawl,
  ...[1, 2, 3, 4, 5].map((n) => aProduct({ productName: `Featured ${n}`, featured: true })),
];

const sita: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  district: 'Lalitpur',
  role: 0,
};

/** Sita's district, where delivery costs nothing here: the cart's totals stay the goods'. */
const DISTRICTS = [
  {
    district: 'Lalitpur',
    zoneId: 'z1',
    zone: 'Kathmandu Valley',
    fee: 0,
    freeFrom: null,
    cashOnDelivery: true,
    days: '1-2',
  },
];

const lineOf = (p: Product, quantity = 1): CartLine => ({
  _id: p._id,
  name: p.productName,
  productImg: p.productThumb,
  size: p.size,
  price: p.price,
  discount: p.discount,
  max: p.stock,
  quantity,
});

/** The products the server knows, responding to the cart check, plus the featured list. */
function serverWith(products: Product[], more: MockRoutes = {}) {
  const routes: MockRoutes = {
    'GET /api/v1/product': listReply(featured),
    'GET /api/v1/delivery/districts': { body: DISTRICTS },
    ...more,
  };
  for (const p of products) routes[`GET /api/v1/product/${p._id}`] = { body: p };
  return mockApi(routes);
}

function renderCart({ lines = [] as CartLine[], loggedIn = false, route = '/Cart' } = {}) {
  const store = makeStore({ persist: false, preloadedState: { cart: { lines } } });
  if (loggedIn) store.dispatch(sessionStarted({ user: sita, token: 'tok-1' }));
  return renderWithProviders(<StorefrontRoutes />, { route, store });
}

/** 'Total Rs. x' under the table (the table's own column is a th). */
const totalLine = () => screen.getByText('Total', { selector: 'span' }).parentElement;

const toastMessages = () => getToasts().map((t) => t.message);

afterEach(() => {
  toast.clear();
  localStorage.clear();
});

describe('cart page', () => {
  it('lists the lines with sale price, quantity, line total and the order total', async () => {
    serverWith([shawl, muffler]);
    renderCart({ lines: [lineOf(shawl, 2), lineOf(muffler)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Royal Maroon Shawl/ });
    expect(within(row).getByText('Size: 200 x 70 cm')).toBeInTheDocument();
    expect(within(row).getByText('Rs. 9,000')).toBeInTheDocument(); // sale price
    expect(within(row).getByText('Rs. 10,000').closest('s')).not.toBeNull();
    expect(within(row).getByText('Rs. 18,000')).toBeInTheDocument(); // 2 × 9,000
    expect(totalLine()).toHaveTextContent('Total Rs. 20,500');
  });

  it('bounds the quantity between 1 and the stock, disabling the buttons there', async () => {
    serverWith([shawl]);
    const { user, store } = renderCart({ lines: [lineOf(shawl)] });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Royal Maroon Shawl' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Royal Maroon Shawl' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(selectCartLines(store.getState())[0].quantity).toBe(3);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    expect(totalLine()).toHaveTextContent('Rs. 27,000');
    await user.click(minus);
    expect(selectCartLines(store.getState())[0].quantity).toBe(2);
  });

  it('removes a line and clears the cart, then shows the empty cart', async () => {
    serverWith([shawl, muffler]);
    const { user, store } = renderCart({ lines: [lineOf(shawl), lineOf(muffler)] });
    await user.click(screen.getByRole('button', { name: 'Remove Saffron Muffler' }));
    expect(selectCartLines(store.getState()).map((l) => l._id)).toEqual(['p-shawl']);
    // Clear Cart asks first: 'Keep my cart' keeps every line.
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Remove every item from your cart?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my cart' }));
    expect(selectCartLines(store.getState()).map((l) => l._id)).toEqual(['p-shawl']);
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(screen.getByRole('button', { name: 'Clear the cart' }));
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/WomenProduct');
    expect(totalLine()).toHaveTextContent('Rs. 0');
  });

  it('shows 4 featured products that are not in the cart', async () => {
    serverWith([shawl]);
    renderCart({ lines: [lineOf(shawl)] });
    const others = await screen.findByRole('list', { name: 'Other products' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(4);
    expect(within(others).queryByText('Royal Maroon Shawl')).not.toBeInTheDocument();
  });

  it('checks the cart against the server: removed, clamped and re-priced lines, each with a message', async () => {
    const gone = aProduct({ _id: 'p-gone', productName: 'Old Poncho' });
    serverWith([{ ...shawl, stock: 2, discount: 20 }], {
      'GET /api/v1/product/p-gone': { status: 404, body: { success: false, message: 'Product not found' } },
    });
    const { store } = renderCart({ lines: [lineOf(shawl, 3), lineOf(gone)] });

    expect(
      await screen.findByText('Old Poncho is no longer available and was removed from your cart.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Only 2 of Royal Maroon Shawl left in stock; the quantity in your cart is now 2.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The price of Royal Maroon Shawl changed from Rs. 9,000 to Rs. 8,000.'),
    ).toBeInTheDocument();
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ _id: 'p-shawl', quantity: 2, max: 2, discount: 20 }),
    ]);
    expect(totalLine()).toHaveTextContent('Rs. 16,000');
  });
});

describe('checkout', () => {
  it('refuses an empty cart', async () => {
    const api = serverWith([]);
    const { user } = renderCart({ loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(toastMessages()).toEqual(['Your cart is empty. Please add items before proceeding to checkout.']);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends a visitor to log in first, returning to the cart', async () => {
    serverWith([shawl]);
    const { user } = renderCart({ lines: [lineOf(shawl)] });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/Login');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(toastMessages()).toEqual(['Login before Checking out']);
    // The storefront has no /Login route: the shell has; here it lands on the storefront's 404.
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('places a cash-on-delivery order with the spec payload, clears the cart and says so', async () => {
    const api = serverWith([shawl, muffler], {
      'POST /api/v1/create-orders': {
        status: 201,
        body: { success: true, message: 'Order placed successfully', order: anOrder() },
      },
    });
    const { user, store } = renderCart({ lines: [lineOf(shawl, 2), lineOf(muffler)], loggedIn: true });
    expect(screen.getByRole('radio', { name: /Khalti/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(toastMessages()).toEqual(['Order placed successfully']));
    expect(selectCartLines(store.getState())).toEqual([]);
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/create-orders');
    expect(post.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(post.body).toEqual({
      amount: 20500,
      customer_info: {
        name: 'Sita Sharma',
        email: 'sita@pashmina.test',
        phone: '9812345678',
        address: 'Lalitpur',
        district: 'Lalitpur',
      },
      products_details: [
        {
          name: 'Royal Maroon Shawl',
          identity: 'p-shawl',
          quantity: 2,
          unit_price: 9000,
          total_price: 18000,
        },
        { name: 'Saffron Muffler', identity: 'p-muffler', quantity: 1, unit_price: 2500, total_price: 2500 },
      ],
      payment_method: 'cashOnDelivery',
      // The page's language: a wallet would send the shopper back to the pages in it.
      language: 'en',
    });
  });

  it('on 409 says why and re-runs the cart check so the figures refresh', async () => {
    let serverShawl = shawl;
    const api = mockApi({
      'GET /api/v1/delivery/districts': { body: DISTRICTS },
      'GET /api/v1/product': listReply(featured),
      'GET /api/v1/product/p-shawl': () => ({ body: serverShawl }),
      'POST /api/v1/create-orders': () => {
        serverShawl = { ...shawl, price: 12000 };
        return {
          status: 409,
          body: {
            success: false,
            message: 'Prices have changed. Please review your cart.',
            lines: [],
            total: 10800,
          },
        };
      },
    });
    const { user, store } = renderCart({ lines: [lineOf(shawl)], loggedIn: true });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.pathname === '/api/v1/product/p-shawl')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    await waitFor(() => expect(toastMessages()).toEqual(['Prices have changed. Please review your cart.']));
    expect(
      await screen.findByText('The price of Royal Maroon Shawl changed from Rs. 9,000 to Rs. 10,800.'),
    ).toBeInTheDocument();
    expect(selectCartLines(store.getState())[0]).toMatchObject({ price: 12000, quantity: 1 });
  });

  it('says "Failed to create order" on any other failure and keeps the cart', async () => {
    serverWith([shawl], {
      'POST /api/v1/create-orders': { status: 500, body: { success: false, message: 'boom' } },
    });
    const { user, store } = renderCart({ lines: [lineOf(shawl)], loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Failed to create order']));
    expect(selectCartLines(store.getState())).toHaveLength(1);
  });

  it('applies a discount code the server accepts, says why it refuses one, and checks out with it', async () => {
    const api = serverWith([shawl], {
      'POST /api/v1/discounts/check': ({ body }) => {
        const { code } = body as { code: string };
        return code === 'DASHAIN10'
          ? {
              body: {
                valid: true,
                code,
                discount: 1800,
                subtotal: 18000,
                total: 16200,
                message: 'Discount applied.',
              },
            }
          : {
              body: {
                valid: false,
                code,
                discount: 0,
                subtotal: 18000,
                total: 18000,
                message: 'This code has expired.',
              },
            };
      },
      'POST /api/v1/create-orders': {
        status: 201,
        body: { success: true, message: 'Order placed successfully', order: anOrder() },
      },
    });
    const { user, store } = renderCart({ lines: [lineOf(shawl, 2)], loggedIn: true });
    const field = await screen.findByLabelText('Discount code');

    await user.type(field, 'old-code');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
    expect(store.getState().cart.discountCode ?? null).toBeNull();

    await user.clear(field);
    await user.type(field, 'dashain10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount (DASHAIN10)')).toBeInTheDocument();
    await waitFor(() => expect(totalLine()).toHaveTextContent('Rs. 16,200'));
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('Rs. 18,000');
    // The discount reads under the subtotal, above the total.
    const summary = totalLine()!.parentElement!.textContent!;
    expect(summary.indexOf('Subtotal')).toBeLessThan(summary.indexOf('Discount (DASHAIN10)'));
    expect(summary.indexOf('Discount (DASHAIN10)')).toBeLessThan(summary.indexOf('Total'));
    expect(store.getState().cart.discountCode).toBe('DASHAIN10');

    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/create-orders')).toBe(true));
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/create-orders')!.body).toMatchObject({
      amount: 16200,
      discount_code: 'DASHAIN10',
    });
  });

  it('takes an applied code off with Remove', async () => {
    serverWith([shawl], {
      'POST /api/v1/discounts/check': {
        body: {
          valid: true,
          code: 'TIHAR',
          discount: 900,
          subtotal: 9000,
          total: 8100,
          message: 'Discount applied.',
        },
      },
    });
    const store = makeStore({
      persist: false,
      preloadedState: { cart: { lines: [lineOf(shawl)], discountCode: 'TIHAR' } },
    });
    store.dispatch(sessionStarted({ user: sita, token: 'tok-1' }));
    const { user } = renderWithProviders(<StorefrontRoutes />, { route: '/Cart', store });
    await waitFor(() => expect(totalLine()).toHaveTextContent('Rs. 8,100'));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(store.getState().cart.discountCode).toBeNull();
    await waitFor(() => expect(totalLine()).toHaveTextContent('Rs. 9,000'));
    expect(screen.getByLabelText('Discount code')).toBeInTheDocument();
  });

  it('holds two colours of one shawl as two lines, each with its label, link, stock and variant at checkout', async () => {
    const garden = aProduct({
      _id: 'p-garden',
      productName: 'Garden Shawl',
      price: 5000,
      stock: 6,
      options: [{ name: 'Colour', values: ['Maroon', 'Beige'] }],
      variants: [
        { _id: 'v-maroon', options: { Colour: 'Maroon' }, stock: 2, sku: null, image: null, label: 'Maroon' },
        { _id: 'v-beige', options: { Colour: 'Beige' }, stock: 4, sku: null, image: null, label: 'Beige' },
      ],
    });
    const colour = (variant: string, label: string, max: number): CartLine => ({
      ...lineOf(garden),
      variant,
      variantLabel: label,
      // As stored days ago: Maroon had more then.
      max,
    });
    const api = serverWith([garden], {
      'POST /api/v1/create-orders': {
        status: 201,
        body: { success: true, message: 'Order placed successfully', order: anOrder() },
      },
    });
    const { user, store } = renderCart({
      lines: [{ ...colour('v-maroon', 'Maroon', 5), quantity: 3 }, colour('v-beige', 'Beige', 4)],
      loggedIn: true,
    });

    const maroon = screen.getByRole('row', { name: /Garden Shawl.*Maroon/ });
    expect(within(maroon).getByRole('link', { name: 'Garden Shawl' })).toHaveAttribute(
      'href',
      '/SingleProducts/p-garden?variant=v-maroon',
    );
    const beige = screen.getByRole('row', { name: /Garden Shawl.*Beige/ });
    expect(within(beige).getByText('Beige')).toBeInTheDocument();
    // The cart check reads the variant's stock: 2 Maroon left.
    expect(
      await screen.findByText(
        'Only 2 of Garden Shawl (Maroon) left in stock; the quantity in your cart is now 2.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(selectCartLines(store.getState()).map((l) => l.quantity)).toEqual([2, 1]));
    await user.click(screen.getByRole('button', { name: 'Remove Garden Shawl (Beige)' }));
    expect(selectCartLines(store.getState()).map((l) => l.variant)).toEqual(['v-maroon']);

    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/create-orders')).toBe(true));
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/create-orders')!.body).toMatchObject({
      products_details: [{ identity: 'p-garden', variant: 'v-maroon', quantity: 2 }],
    });
  });
});
