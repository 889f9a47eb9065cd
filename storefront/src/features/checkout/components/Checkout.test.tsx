import { screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@pashmina/contracts';
import {
  getToasts,
  i18nFor,
  makeStore,
  selectCartDiscountCode,
  selectCartDistrict,
  selectCartLines,
  selectSessionUser,
  sessionStarted,
  toast,
  type CartLine,
} from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { anOrder, listReply } from '../../../test/fixtures';
import { browser } from '../browser';
import { SAVED_CART_KEY } from '../savedCart';

const sita: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  district: 'Kathmandu',
  role: 0,
};

/** The shop's districts as the checkout reads them: delivery to Sita's costs nothing here, so amounts are the goods'. */
const DISTRICTS = [
  {
    district: 'Kathmandu',
    zoneId: 'z1',
    zone: 'Kathmandu Valley',
    fee: 0,
    freeFrom: null,
    cashOnDelivery: true,
    days: '1-2',
  },
];
const withDistricts = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/v1/delivery/districts': { body: DISTRICTS }, ...routes });

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

function renderAt(
  route: string,
  {
    lines = [] as CartLine[],
    loggedIn = true,
    i18n = undefined as Awaited<ReturnType<typeof i18nFor>> | undefined,
  } = {},
) {
  const store = makeStore({ persist: false, preloadedState: { cart: { lines } } });
  if (loggedIn) store.dispatch(sessionStarted({ user: sita, token: 'tok-1' }));
  return renderWithProviders(<StorefrontRoutes />, { route, store, ...(i18n ? { i18n } : {}) });
}

const messages = () => getToasts().map((t) => t.message);

/** The thank-you page's figures, as label → value. */
const placedDetails = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** The receipt's rows, each as its cells' texts. */
const receiptRows = () =>
  screen
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

afterEach(() => {
  toast.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('paying with Khalti', () => {
  it('keeps a copy of the cart, clears it and goes to the payment page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = withDistricts({
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
    // The page's language goes with the order: the wallet sends the shopper back to the pages in it.
    expect((api.calls.find((c) => c.method === 'POST')!.body as { language: string }).language).toBe('en');
  });

  it('a cancelled payment says so and puts the cart back as it was: lines, code and district', async () => {
    localStorage.setItem(
      SAVED_CART_KEY,
      JSON.stringify({ lines: [line], discountCode: 'DASHAIN10', district: 'Lalitpur' }),
    );
    withDistricts({ 'GET /api/v1/product': listReply([]), 'GET /api/v1/product/p1': { body: product } });
    const { store } = renderAt('/Cart?payment=cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your payment was cancelled. Your cart is as you left it.',
    );
    await waitFor(() => expect(selectCartLines(store.getState())).toEqual([line]));
    expect(selectCartDistrict(store.getState())).toBe('Lalitpur');
    expect(selectCartDiscountCode(store.getState())).toBe('DASHAIN10');
    expect(localStorage.getItem(SAVED_CART_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore my cart' })).not.toBeInTheDocument();
  });

  it("eSewa's cancel reads the same, and a copy saved before districts were kept brings its lines back", async () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    withDistricts({ 'GET /api/v1/product': listReply([]), 'GET /api/v1/product/p1': { body: product } });
    const { store } = renderAt('/Cart?payment=esewa-cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your payment was cancelled. Your cart is as you left it.',
    );
    await waitFor(() => expect(selectCartLines(store.getState())).toEqual([line]));
    expect(selectCartDistrict(store.getState())).toBeNull();
  });

  it('a payment that did not go through offers the cart back', async () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    withDistricts({ 'GET /api/v1/product': listReply([]), 'GET /api/v1/product/p1': { body: product } });
    const { user, store } = renderAt('/Cart?payment=failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Your Khalti payment did not go through.');
    await user.click(screen.getByRole('button', { name: 'Restore my cart' }));
    expect(selectCartLines(store.getState())).toEqual([line]);
    expect(localStorage.getItem(SAVED_CART_KEY)).toBeNull();
    expect(messages()).toEqual(['Your cart is back.']);
  });

  it('a pending payment explains itself and offers no restore (it may still complete)', () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    withDistricts({ 'GET /api/v1/product': listReply([]) });
    renderAt('/Cart?payment=pending');
    expect(screen.getByRole('alert')).toHaveTextContent('Your Khalti payment is still being confirmed.');
    expect(screen.queryByRole('button', { name: 'Restore my cart' })).not.toBeInTheDocument();
  });

  it('/success thanks the shopper, links to the orders and forgets the copy', async () => {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines: [line] }));
    withDistricts({
      'GET /api/v1/orders/o1': {
        body: anOrder({
          status: 'paid',
          payment_method: 'khalti',
          transaction_code: 'tx-1',
          amount: 22_648.2,
          products: [
            {
              identity: 'p1',
              name: 'Royal Shawl',
              quantity: 2,
              unitPrice: 12_499,
              variant: { _id: 'v1', label: 'Maroon / Stole 70 × 200 cm' },
            },
          ],
          discount: { code: 'DASHAIN10', amount: 2_499.8 },
          delivery: { district: 'Lalitpur', zone: 'Kathmandu Valley', fee: 150 },
        }),
      },
    });
    // A refusal toasted before the payment does not follow the shopper here; a success would stay.
    toast.error('Please choose your district.');
    toast.success('Order placed successfully');
    renderAt('/success?order=o1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' }),
    ).toBeInTheDocument();
    expect(messages()).toEqual(['Order placed successfully']);
    expect(screen.getByText('Thank you for shopping with us.')).toBeInTheDocument();
    // Its number, never its id; what was bought and paid, and where it goes.
    expect(placedDetails()).toEqual({
      'Order number': '#1014',
      'Total paid': 'Rs. 22,648.20',
      'Delivery address': 'Jhamsikhel, Lalitpur',
    });
    expect(screen.queryByText(/o1/)).not.toBeInTheDocument();
    expect(receiptRows()).toEqual([
      ['Product', 'Unit price', 'Qty', 'Amount'],
      ['Royal Shawl (Maroon / Stole 70 × 200 cm)Rs. 12,499 × 2', 'Rs. 12,499', '2', 'Rs. 24,998'],
      ['Subtotal', 'Rs. 24,998'],
      ['Discount (DASHAIN10)', '− Rs. 2,499.80'],
      ['Delivery (Lalitpur)', 'Rs. 150'],
      ['Total', 'Rs. 22,648.20'],
    ]);
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/dashboard/user/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem(SAVED_CART_KEY)).toBeNull();
  });
});

describe('the ways to pay', () => {
  const METHODS = [
    { id: 'khalti', label: 'Khalti', kind: 'wallet' },
    { id: 'esewa', label: 'eSewa', kind: 'wallet' },
    { id: 'cashOnDelivery', label: 'Cash on delivery', kind: 'cash' },
  ];
  const radios = () => screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
  const cartRoutes = (methods: unknown) => ({
    'GET /api/v1/product': listReply([]),
    'GET /api/v1/product/p1': { body: product },
    'GET /api/v1/payments/methods': { body: methods },
  });

  it('lists the enabled methods, eSewa with its note, and pays with eSewa on its payment page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const started = 'http://localhost:3100/api/v1/payments/esewa/start/0b6f-uuid';
    const api = withDistricts({
      ...cartRoutes(METHODS),
      'POST /api/v1/create-orders': {
        status: 201,
        body: {
          success: true,
          message: 'Redirecting to eSewa',
          data: { payment_url: started, order_id: 'o3' },
          order: { _id: 'o3' },
        },
      },
    });
    const { user, store } = renderAt('/Cart', { lines: [line] });
    const esewa = await screen.findByRole('radio', { name: /eSewa/ });
    expect(esewa.closest('label')).toHaveTextContent('You will pay in the eSewa app or website.');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.pathname === '/api/v1/payments/methods')).toBe(true),
    );
    expect(radios()).toEqual(['khalti', 'esewa', 'cashOnDelivery']);

    await user.click(esewa);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(started));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      payment_method: 'esewa',
      amount: 10000,
    });
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(JSON.parse(localStorage.getItem(SAVED_CART_KEY)!).lines).toEqual([line]);
  });

  it('shows the contracts’ methods while the list is on its way, then drops one the API no longer lists', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const api = withDistricts({
      ...cartRoutes(METHODS),
      'GET /api/v1/payments/methods': () => new Promise((resolve) => (answer = resolve)),
      'POST /api/v1/create-orders': {
        status: 201,
        body: { success: true, message: 'Order placed successfully', order: anOrder() },
      },
    });
    const { user } = renderAt('/Cart', { lines: [line] });
    await screen.findByRole('radio', { name: /eSewa/ });
    expect(radios()).toEqual(['khalti', 'esewa', 'cashOnDelivery']);
    // Khalti, the default, is turned off: the first one listed is chosen instead.
    answer({ body: [METHODS[1], METHODS[2]] });
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Khalti/ })).not.toBeInTheDocument());
    expect(radios()).toEqual(['esewa', 'cashOnDelivery']);
    expect(screen.getByRole('radio', { name: /eSewa/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      payment_method: 'cashOnDelivery',
    });
  });

  it('names eSewa and its note in Nepali on /ne', async () => {
    withDistricts(cartRoutes(METHODS));
    renderAt('/ne/Cart', { lines: [line], i18n: await i18nFor('ne') });
    const esewa = await screen.findByRole('radio', { name: /इसेवा/ });
    expect(esewa.closest('label')).toHaveTextContent('तपाईं इसेवा एप वा वेबसाइटमा तिर्नुहुनेछ।');
  });
});

describe('billing information', () => {
  it('shows the shopper and updates phone and address through the profile call', async () => {
    const api = withDistricts({
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
    expect(screen.getByText('Bhaktapur', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the server error when the update is refused', async () => {
    withDistricts({
      'GET /api/v1/product': listReply([]),
      'PUT /api/v1/auth/profile': { status: 400, body: { success: false, message: 'address is too long' } },
    });
    const { user } = renderAt('/Cart');
    await user.click(screen.getByRole('button', { name: 'Update address' }));
    await waitFor(() => expect(messages()).toEqual(['address is too long']));
  });
});

describe("the customer's district", () => {
  const LALITPUR = { ...DISTRICTS[0], district: 'Lalitpur', fee: 150 };
  /** A cash order placed to Kathmandu or Lalitpur. */
  const placingIn = (routes: Parameters<typeof mockApi>[0] = {}) =>
    mockApi({
      'GET /api/v1/delivery/districts': { body: [DISTRICTS[0], LALITPUR] },
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/product/p1': { body: product },
      'POST /api/v1/create-orders': {
        status: 201,
        body: { success: true, message: 'Order placed successfully', order: anOrder() },
      },
      ...routes,
    });

  it('a guest chooses one in the cart and sees its delivery fee before logging in', async () => {
    mockApi({
      'GET /api/v1/delivery/districts': { body: [DISTRICTS[0], LALITPUR] },
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/product/p1': { body: product },
    });
    const { user } = renderAt('/Cart', { lines: [line], loggedIn: false });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'District' }), 'Lalitpur');
    expect(await screen.findByTestId('cart-delivery')).toHaveTextContent('Delivery to Lalitpur: Rs. 150');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps the district an order went to on the profile, unless the tick is taken off', async () => {
    const saved = { ...sita, district: 'Lalitpur' };
    const api = placingIn({
      'PUT /api/v1/auth/profile': {
        body: { success: true, message: 'Profile updated successfully', updatedUser: saved },
      },
    });
    const { user, store } = renderAt('/Cart', { lines: [line] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'District' }), 'Lalitpur');
    const keep = screen.getByRole('checkbox', { name: 'Keep Lalitpur on my profile' });
    expect(keep).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ district: 'Lalitpur' });
    expect(selectSessionUser(store.getState())?.district).toBe('Lalitpur');
  });

  it('leaves the profile as it was once the tick is taken off', async () => {
    const api = placingIn();
    const { user } = renderAt('/Cart', { lines: [line] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'District' }), 'Lalitpur');
    await user.click(screen.getByRole('checkbox', { name: 'Keep Lalitpur on my profile' }));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('after a cash-on-delivery order', () => {
  function expectThanks() {
    expect(placedDetails()).toEqual({
      'Order number': '#1014',
      'To pay in cash on delivery': 'Rs. 10,000',
      'Delivery address': 'Jhamsikhel, Lalitpur',
    });
    expect(screen.getByText('We have e-mailed you a confirmation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/dashboard/user/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Your payment was successful')).not.toBeInTheDocument();
    expect(document.title).toBe('Thank you for your order | Pashmina Shop');
  }

  it('the checkout goes to the thank-you page with the order it placed, without asking for it again', async () => {
    const api = withDistricts({
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/product/p1': { body: product },
      'POST /api/v1/create-orders': {
        status: 201,
        body: { success: true, message: 'Order placed successfully', order: anOrder() },
      },
    });
    const { user, store } = renderAt('/Cart', { lines: [line] });
    await user.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expectThanks();
    expect(messages()).toEqual(['Order placed successfully']);
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(api.calls.filter((c) => c.url.pathname.startsWith('/api/v1/orders'))).toEqual([]);
  });

  it('/success?order=<id> reads the customer’s own order again (a reload) and thanks for it', async () => {
    const api = withDistricts({ 'GET /api/v1/orders/o1': { body: anOrder() } });
    renderAt('/success?order=o1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expectThanks();
    expect(api.calls[0].headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('an order that cannot be read (another customer’s: 404) gets the spec’s words, with no figures', async () => {
    withDistricts({
      'GET /api/v1/orders/o9': { status: 404, body: { success: false, message: 'Order not found' } },
    });
    renderAt('/success?order=o9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('a signed-out visitor asks for no order and gets the spec’s words', async () => {
    const api = withDistricts({});
    renderAt('/success?order=o1', { loggedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('cash is whole rupees', () => {
  /** Rs. 4,929.15 a unit: paisa that cash on delivery does not pay. */
  const paisaLine: CartLine = { ...line, price: 4929.15, quantity: 1 };
  const paisaProduct = { ...product, price: 4929.15, salePrice: 4929.15 };
  const summary = () => screen.getByRole('button', { name: 'Clear Cart' }).parentElement!.textContent;

  it('shows the rounded total once cash on delivery is chosen, and sends it', async () => {
    const api = withDistricts({
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/product/p1': { body: paisaProduct },
      'POST /api/v1/create-orders': {
        status: 201,
        body: {
          success: true,
          message: 'Order placed successfully',
          order: anOrder({ amount: 4929, cashRounding: 0.15 }),
        },
      },
    });
    const { user } = renderAt('/Cart', { lines: [paisaLine] });
    // Khalti, the default, takes the paisa.
    expect(await screen.findByText('Rs. 4,929.15', { selector: 'strong' })).toBeInTheDocument();
    expect(summary()).not.toContain('Rounding');

    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(summary()).toContain('Subtotal Rs. 4,929.15');
    expect(summary()).toContain('Rounding: −Rs. 0.15');
    expect(summary()).toContain('Total Rs. 4,929');
    expect(summary()).not.toContain('Total Rs. 4,929.15');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST')!.body as {
      amount: number;
      payment_method: string;
    };
    expect(sent).toMatchObject({ amount: 4929, payment_method: 'cashOnDelivery' });
    expect(placedDetails()).toMatchObject({ 'To pay in cash on delivery': 'Rs. 4,929' });
    expect(receiptRows()).toContainEqual(['Rounding', '−Rs. 0.15']);
  });

  it('sends the total with its paisa for Khalti', async () => {
    jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = withDistricts({
      'GET /api/v1/product': listReply([]),
      'GET /api/v1/product/p1': { body: paisaProduct },
      'POST /api/v1/create-orders': {
        status: 201,
        body: {
          success: true,
          message: 'Redirecting to Khalti',
          data: {
            payment_url: 'http://localhost:3100/sandbox/khalti/pay?pidx=x2',
            pidx: 'x2',
            order_id: 'o2',
          },
          order: { _id: 'o2' },
        },
      },
    });
    const { user } = renderAt('/Cart', { lines: [paisaLine] });
    await user.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('radio', { name: /Khalti/ }));
    expect(summary()).toContain('Total Rs. 4,929.15');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ amount: 4929.15 });
  });
});
