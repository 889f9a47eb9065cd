import { screen, waitFor, within } from '@testing-library/react';
import { i18nFor, toast } from '@pashmina/shared-ui';
import { formatDate, formatDateTime } from '@pashmina/shared-ui/panels';
import { mockApi, order, pageOf, paramsOf, renderWithProviders } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from '../../../Routes';
import { renderArea } from '../../../test/area';
import { OrderCard } from './OrderCard';

const PATH = '/dashboard/user/orders';

const card = (orderNumber: number) => screen.getByRole('article', { name: `Order #${orderNumber}` });

afterEach(() => toast.clear());

/** An order's receipt, row by row, each as its cells' texts. */
const receipt = (card: HTMLElement) =>
  within(card)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('My orders', () => {
  it('shows a spinner while loading, then each order', async () => {
    const api = mockApi({ 'GET /api/v1/orders': pageOf([order('o1')]) });
    renderArea(CustomerAreaRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');

    const o1 = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(o1).getByText('o1')).toBeInTheDocument();
    expect(within(o1).getByText(/^Order ID/)).toHaveTextContent('Order ID o1');
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '9' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    expect(within(o1).getByText(formatDateTime('2026-11-05T09:30:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-05T09:30:00.000Z',
    );
    expect(receipt(o1)).toEqual([
      ['Product', 'Unit price', 'Qty', 'Amount'],
      ['Royal Maroon ShawlRs. 5,000 × 2', 'Rs. 5,000', '2', 'Rs. 10,000'],
      ['Grey MufflerRs. 2,500 × 1', 'Rs. 2,500', '1', 'Rs. 2,500'],
      ['Subtotal', 'Rs. 12,500'],
      ['Total', 'Rs. 12,500'],
    ]);
    expect(within(o1).getByText('COD')).toBeInTheDocument();
    expect(within(o1).getByText('Processing')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows an order’s discount code and what it took off, and the total paid', async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('o1', { amount: 11250, discount: { code: 'TIHAR', amount: 1250 } }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const o1 = await screen.findByRole('article', { name: 'Order #1001' });
    expect(receipt(o1).slice(-3)).toEqual([
      ['Subtotal', 'Rs. 12,500'],
      ['Discount (TIHAR)', '− Rs. 1,250'],
      ['Total', 'Rs. 11,250'],
    ]);
  });

  it('shows the paisa the shop gave on a cash order above its whole-rupee total, and no rounding line without any', async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('o2', { orderNumber: 1002, amount: 4929, cashRounding: 0.15 }),
        order('o1', { amount: 4929.15, payment_method: 'khalti', status: 'paid', transaction_code: 'tx' }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const cash = await screen.findByRole('article', { name: 'Order #1002' });
    expect(receipt(cash).slice(-2)).toEqual([
      ['Rounding', '−Rs. 0.15'],
      ['Total', 'Rs. 4,929'],
    ]);
    const khalti = screen.getByRole('article', { name: 'Order #1001' });
    expect(receipt(khalti).slice(-2)).toEqual([
      ['Subtotal', 'Rs. 12,500'],
      ['Total', 'Rs. 4,929.15'],
    ]);
  });

  it('notes each status: delivered on its date, processing, cancelled', async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('d1', { orderNumber: 1003, status: 'delivered' }),
        order('p1', { orderNumber: 1002, status: 'paid', payment_method: 'khalti', transaction_code: 'tx' }),
        order('c1', { orderNumber: 1001, status: 'cancelled' }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const delivered = await screen.findByRole('article', { name: 'Order #1003' });
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(
      within(delivered).getByText(`Delivered on ${formatDate('2026-11-08T10:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(card(1002)).getByText('Paid')).toBeInTheDocument();
    expect(within(card(1002)).getByText('Processing')).toBeInTheDocument();
    expect(within(card(1001)).getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(within(card(1001)).getByText('Cancelled', { selector: 'p' })).toBeInTheDocument();
    expect(within(card(1001)).queryByText('Processing')).not.toBeInTheDocument();
  });

  it("shows 'Awaiting payment' with a 'Complete payment' link, or that the link expired, never 'Processing'", async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('a1', {
          orderNumber: 1002,
          status: 'awaiting payment',
          payment_method: 'khalti',
          pendingPayment: {
            payment_url: 'https://test-pay.khalti.com/?pidx=abc',
            expires_at: '2026-11-05T10:30:00.000Z',
            expired: false,
          },
        }),
        order('a2', {
          orderNumber: 1001,
          status: 'awaiting payment',
          payment_method: 'khalti',
          pendingPayment: {
            payment_url: 'https://test-pay.khalti.com/?pidx=old',
            expires_at: '2026-11-01T10:30:00.000Z',
            expired: true,
          },
        }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const open = await screen.findByRole('article', { name: 'Order #1002' });
    expect(within(open).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      'https://test-pay.khalti.com/?pidx=abc',
    );
    expect(within(open).queryByText('Processing')).not.toBeInTheDocument();

    const expired = card(1001);
    expect(within(expired).getByText('Awaiting payment')).toBeInTheDocument();
    expect(
      within(expired).getByText('The payment link has expired. This order will be cancelled.'),
    ).toBeInTheDocument();
    expect(within(expired).queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(within(expired).queryByText('Processing')).not.toBeInTheDocument();
  });

  it('names the way each order is paid: Khalti, eSewa, Cash on Delivery', async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('o1', {
          orderNumber: 1001,
          payment_method: 'esewa',
          status: 'paid',
          transaction_code: '000AE01',
        }),
        order('o2', { orderNumber: 1002, payment_method: 'khalti', status: 'paid' }),
        order('o3', { orderNumber: 1003 }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const esewa = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(esewa).getByTestId('order-payment')).toHaveTextContent('Payment: eSewa');
    expect(within(esewa).getByText('Paid')).toBeInTheDocument();
    expect(within(card(1002)).getByTestId('order-payment')).toHaveTextContent('Payment: Khalti');
    expect(within(card(1003)).getByTestId('order-payment')).toHaveTextContent('Payment: Cash on Delivery');
  });

  it('names eSewa in Nepali on /ne', async () => {
    renderWithProviders(<OrderCard order={order('o1', { payment_method: 'esewa', status: 'paid' })} />, {
      route: '/ne/dashboard/user/orders',
      i18n: await i18nFor('ne'),
    });
    expect(screen.getByTestId('order-payment')).toHaveTextContent('भुक्तानी: इसेवा');
  });

  it("says 'You have not ordered yet.' when there are none", async () => {
    mockApi({ 'GET /api/v1/orders': pageOf([]) });
    renderArea(CustomerAreaRoutes, PATH);
    expect(await screen.findByText('You have not ordered yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/orders': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/orders': pageOf([order('o1')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order #1001' })).toBeInTheDocument();
  });

  it('filters by the tabs through the URL and asks the server for that status', async () => {
    const api = mockApi({
      'GET /api/v1/orders': ({ url }) =>
        url.searchParams.get('status') === 'delivered'
          ? pageOf([order('d1', { orderNumber: 1002, status: 'delivered' })])
          : pageOf([order('o1')]),
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    const tabs = screen.getByRole('tablist', { name: 'Filter orders' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Delivered', 'Paid', 'Cash on Delivery', 'Shipped']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('article', { name: 'Order #1001' });

    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=delivered`);
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Order #1002' })).toBeInTheDocument();
    expect(paramsOf(api.calls.at(-1)!)).toEqual({ status: 'delivered', page: '1', limit: '9' });

    // Arrow keys move between the tabs and choose them.
    screen.getByRole('tab', { name: 'Delivered' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=paid`);
    await user.keyboard('{End}');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=shipped`);
    await user.keyboard('{Home}');
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}$`));
  });

  it('reads filter and page from the URL, pages with Prev and Next, and keeps the filter', async () => {
    const api = mockApi({
      'GET /api/v1/orders': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return pageOf([order(`p${page}`, { orderNumber: 1020 - page })], 20);
      },
    });
    const { user } = renderArea(CustomerAreaRoutes, `${PATH}?status=paid&page=2`);
    expect(await screen.findByRole('article', { name: 'Order #1018' })).toBeInTheDocument();
    expect(paramsOf(api.calls[0]!)).toEqual({ status: 'paid', page: '2', limit: '9' });
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-selected', 'true');
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=paid&page=3`);
    expect(await screen.findByRole('article', { name: 'Order #1017' })).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(within(paging).getByRole('button', { name: /Prev/ }));
    await user.click(within(paging).getByRole('button', { name: /Prev/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}\\?status=paid$`));
    expect(await screen.findByRole('article', { name: 'Order #1019' })).toBeInTheDocument();
    expect(within(paging).getByText('Page 1 of 3')).toBeInTheDocument();

    // A new filter starts at page 1.
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}$`)));
  });

  it('ignores an unknown status in the URL (All)', async () => {
    const api = mockApi({ 'GET /api/v1/orders': pageOf([order('o1')]) });
    renderArea(CustomerAreaRoutes, `${PATH}?status=bogus&page=x`);
    await screen.findByRole('article', { name: 'Order #1001' });
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '9' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to the last page when the URL asks for one past the end', async () => {
    mockApi({
      'GET /api/v1/orders': ({ url }) =>
        url.searchParams.get('page') === '3'
          ? pageOf([order('last', { orderNumber: 1002 })], 20)
          : pageOf([], 20),
    });
    renderArea(CustomerAreaRoutes, `${PATH}?page=7`);
    expect(await screen.findByRole('article', { name: 'Order #1002' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?page=3`);
  });

  it('names each variant bought by its label, two colours of one shawl as two lines', async () => {
    const line = { identity: 'p1', name: 'Garden Shawl', unitPrice: 5000 };
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('o1', {
          products: [
            { ...line, quantity: 2, variant: { _id: 'v1', label: 'Maroon / Stole 70 × 200 cm' } },
            { ...line, quantity: 1, variant: { _id: 'v2', label: 'Beige / Stole 70 × 200 cm' } },
          ],
        }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const o1 = await screen.findByRole('article', { name: 'Order #1001' });
    expect(receipt(o1).slice(1, 3)).toEqual([
      ['Garden Shawl (Maroon / Stole 70 × 200 cm)Rs. 5,000 × 2', 'Rs. 5,000', '2', 'Rs. 10,000'],
      ['Garden Shawl (Beige / Stole 70 × 200 cm)Rs. 5,000 × 1', 'Rs. 5,000', '1', 'Rs. 5,000'],
    ]);
  });

  it("notes a refunded order's date, and what was refunded of one refunded in part", async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('f1', { orderNumber: 1002, status: 'refunded', refunded: 12500 }),
        order('p1', { status: 'delivered', refunded: 2500 }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    const refunded = await screen.findByRole('article', { name: 'Order #1002' });
    expect(
      within(refunded).getByText(`Refunded on ${formatDate('2026-11-08T10:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(card(1001)).getByText('Rs. 2,500 refunded')).toBeInTheDocument();
    expect(within(card(1001)).getByText(/^Delivered on/)).toBeInTheDocument();
  });
});
