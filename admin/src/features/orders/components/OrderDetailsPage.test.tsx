import { screen, waitFor, within } from '@testing-library/react';
import { formatDate, formatDateTime } from '@pashmina/shared-ui/panels';
import { mockApi, order } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/adminorders';

/** The receipt's figures under its lines: label and amount. */
const figures = (slip: HTMLElement) =>
  [...slip.querySelectorAll('tfoot tr')].map((r) => [...r.children].map((c) => c.textContent));

describe('the order details', () => {
  it("shows 'Loading...', then the slip: number, id, status, customer, date, products, address, phone, total", async () => {
    mockApi({
      'GET /api/v1/orders/o1': { body: order('o1', { orderNumber: 1042, address: 'Jhamsikhel, Lalitpur' }) },
    });
    renderAdmin(AdminRoutes, `${PATH}/o1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const slip = await screen.findByRole('article', { name: 'Order #1042' });
    expect(within(slip).getByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(within(slip).getByText('COD')).toBeInTheDocument();
    const fact = (name: string) => within(slip).getByText(name).nextElementSibling;
    expect(fact('Order ID')).toHaveTextContent('o1');
    expect(fact('Ordered by')).toHaveTextContent('Sita Sharma');
    expect(fact('Ordered by')).toHaveTextContent('sita@pashmina.test');
    expect(fact('Date')).toHaveTextContent(formatDateTime('2026-11-05T09:30:00.000Z'));
    expect(fact('Delivery address')).toHaveTextContent('Jhamsikhel, Lalitpur');
    expect(fact('Phone')).toHaveTextContent('9812345678');
    const lines = within(within(slip).getByRole('table', { name: 'Products' })).getAllByRole('row');
    // Each line's unit price and line total, then the subtotal and the total.
    expect(lines.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Product', 'Unit price', 'Qty', 'Amount'],
      ['Royal Maroon ShawlRs. 5,000 × 2', 'Rs. 5,000', '2', 'Rs. 10,000'],
      ['Grey MufflerRs. 2,500 × 1', 'Rs. 2,500', '1', 'Rs. 2,500'],
      ['Subtotal', 'Rs. 12,500'],
      ['Total', 'Rs. 12,500'],
    ]);
    expect(within(slip).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(slip).getByText('To be delivered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to orders/ })).toHaveAttribute('href', PATH);
  });

  it('shows the discount code and what it took off above the total paid', async () => {
    mockApi({
      'GET /api/v1/orders/d1': {
        body: order('d1', { amount: 11250, discount: { code: 'DASHAIN10', amount: 1250 } }),
      },
    });
    renderAdmin(AdminRoutes, `${PATH}/d1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(figures(slip)).toEqual([
      ['Subtotal', 'Rs. 12,500'],
      ['Discount (DASHAIN10)', '− Rs. 1,250'],
      ['Total', 'Rs. 11,250'],
    ]);
  });

  it('shows the paisa the shop gave on a cash order, after the discount and above the whole-rupee total', async () => {
    mockApi({
      'GET /api/v1/orders/r1': {
        body: order('r1', {
          amount: 11249,
          discount: { code: 'DASHAIN10', amount: 1250.85 },
          cashRounding: 0.15,
        }),
      },
    });
    renderAdmin(AdminRoutes, `${PATH}/r1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(figures(slip)).toEqual([
      ['Subtotal', 'Rs. 12,500'],
      ['Discount (DASHAIN10)', '− Rs. 1,250.85'],
      ['Rounding', '−Rs. 0.15'],
      ['Total', 'Rs. 11,249'],
    ]);
  });

  it("reads 'Paid Through Khalti' with the transaction id", async () => {
    mockApi({
      'GET /api/v1/orders/k1': {
        body: order('k1', { status: 'paid', payment_method: 'khalti', transaction_code: 'TX-77' }),
      },
    });
    renderAdmin(AdminRoutes, `${PATH}/k1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(slip).getByText('Paid Through Khalti')).toHaveTextContent(
      'Paid Through Khalti (Transaction ID: TX-77)',
    );
    expect(within(slip).getByText('Paid')).toBeInTheDocument();
  });

  it.each([
    ['awaiting payment', 'Awaiting payment through Khalti'],
    ['cancelled', 'Khalti payment not completed'],
  ] as const)("never reads 'Paid' for a Khalti order %s without a payment", async (status, line) => {
    mockApi({ 'GET /api/v1/orders/k2': { body: order('k2', { status, payment_method: 'khalti' }) } });
    renderAdmin(AdminRoutes, `${PATH}/k2`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(slip).getByText(line)).toBeInTheDocument();
    expect(within(slip).queryByText(/Paid Through Khalti/)).not.toBeInTheDocument();
  });

  it("reads 'Paid at property' and 'Delivered on <date>' once a cash order is delivered", async () => {
    mockApi({
      'GET /api/v1/orders/d1': {
        body: order('d1', {
          status: 'delivered',
          statusHistory: [
            { status: 'cash on delivery', at: '2026-11-05T09:30:00.000Z', source: 'customer', by: null },
            {
              status: 'delivered',
              at: '2026-11-07T08:00:00.000Z',
              source: 'admin',
              by: { name: 'Hari Admin', email: 'hari@pashmina.test' },
            },
          ],
        }),
      },
    });
    renderAdmin(AdminRoutes, `${PATH}/d1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(slip).getByText('Paid at property')).toBeInTheDocument();
    expect(
      within(slip).getByText(`Delivered on ${formatDate('2026-11-07T08:00:00.000Z')}`),
    ).toBeInTheDocument();
  });

  it("reads 'This ordered is cancelled' for a cancelled order", async () => {
    mockApi({ 'GET /api/v1/orders/c1': { body: order('c1', { status: 'cancelled' }) } });
    renderAdmin(AdminRoutes, `${PATH}/c1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(slip).getByText('This ordered is cancelled')).toBeInTheDocument();
    expect(within(slip).getByText('Cancelled')).toBeInTheDocument();
  });

  it('lists the status history, oldest first, with who made each change', async () => {
    mockApi({
      'GET /api/v1/orders/h1': {
        body: order('h1', {
          status: 'cancelled',
          payment_method: 'khalti',
          statusHistory: [
            { status: 'awaiting payment', at: '2026-11-05T09:30:00.000Z', source: 'customer', by: null },
            { status: 'paid', at: '2026-11-05T09:40:00.000Z', source: 'khalti', by: null },
            {
              status: 'cash on delivery',
              at: '2026-11-06T10:00:00.000Z',
              source: 'admin',
              by: { name: 'Hari Admin', email: 'hari@pashmina.test' },
            },
            { status: 'cancelled', at: '2026-11-06T11:00:00.000Z', source: 'system', by: null },
          ],
        }),
      },
    });
    renderAdmin(AdminRoutes, `${PATH}/h1`);
    const history = await screen.findByRole('region', { name: 'Status history' });
    const entries = within(within(history).getByRole('list')).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      `Awaiting payment ${formatDateTime('2026-11-05T09:30:00.000Z')} by Customer`,
      `Paid ${formatDateTime('2026-11-05T09:40:00.000Z')} by Khalti`,
      `COD ${formatDateTime('2026-11-06T10:00:00.000Z')} by Hari Admin (hari@pashmina.test)`,
      `Cancelled ${formatDateTime('2026-11-06T11:00:00.000Z')} by System`,
    ]);
    expect(within(entries[0]!).getByText(formatDateTime('2026-11-05T09:30:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-05T09:30:00.000Z',
    );
  });

  it('prints as a packing slip: the page marks <body> while it is open', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    mockApi({ 'GET /api/v1/orders/o1': { body: order('o1') } });
    const { user, unmount } = renderAdmin(AdminRoutes, `${PATH}/o1`);
    await screen.findByRole('article', { name: 'Order #1001' });
    expect(document.body).toHaveClass('printingSlip');
    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.body).not.toHaveClass('printingSlip');
    print.mockRestore();
  });

  it("says 'Order not found.' for an unknown id", async () => {
    mockApi({ 'GET /api/v1/orders/nope': { status: 404, body: { success: false, message: 'Not Found' } } });
    renderAdmin(AdminRoutes, `${PATH}/nope`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/orders/o1': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/o1`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/orders/o1': { body: order('o1') } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order #1001' })).toBeInTheDocument();
  });

  it('names each variant by its label on the slip (the packing slip)', async () => {
    const withVariant = order('o1', {
      products: [
        {
          identity: 'p1',
          name: 'Garden Shawl',
          quantity: 2,
          unitPrice: 5000,
          variant: { _id: 'v1', label: 'Maroon' },
        },
        {
          identity: null,
          name: 'Old Stole',
          quantity: 1,
          unitPrice: 2500,
          variant: { _id: 'v9', label: 'Grey' },
        },
      ],
    });
    mockApi({ 'GET /api/v1/orders/o1': { body: withVariant } });
    renderAdmin(AdminRoutes, `${PATH}/o1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    const lines = within(within(slip).getByRole('table', { name: 'Products' })).getAllByRole('row');
    // A deleted product's line keeps its label too.
    expect(lines.map((r) => r.textContent)).toEqual([
      'ProductUnit priceQtyAmount',
      'Garden Shawl (Maroon)Rs. 5,000 × 2Rs. 5,0002Rs. 10,000',
      'Old Stole (Grey)Rs. 2,500 × 1Rs. 2,5001Rs. 2,500',
      'SubtotalRs. 12,500',
      'TotalRs. 12,500',
    ]);
  });

  it("has the list's status actions itself, asked first: 'Mark delivered' and 'Cancel'", async () => {
    let status: 'cash on delivery' | 'delivered' = 'cash on delivery';
    const api = mockApi({
      'GET /api/v1/orders/o1': () => ({ body: order('o1', { status }) }),
      'PUT /api/v1/orders/o1': () => {
        status = 'delivered';
        return {
          body: { success: true, message: 'Order updated successfully', order: order('o1', { status }) },
        };
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/o1`);
    await screen.findByRole('article', { name: 'Order #1001' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order #1001 as delivered?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as delivered' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'delivered' }),
    );
    // Delivered is final: no action is left.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("offers a paid Khalti order no 'Cancel' (it is refunded)", async () => {
    mockApi({
      'GET /api/v1/orders/k1': { body: order('k1', { status: 'paid', payment_method: 'khalti' }) },
    });
    renderAdmin(AdminRoutes, `${PATH}/k1`);
    await screen.findByRole('article', { name: 'Order #1001' });
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("reads 'Refunded on <date>' for a refunded order", async () => {
    mockApi({
      'GET /api/v1/orders/f1': {
        body: order('f1', {
          status: 'refunded',
          refunded: 12500,
          statusHistory: [
            { status: 'cash on delivery', at: '2026-11-05T09:30:00.000Z', source: 'customer', by: null },
            { status: 'refunded', at: '2026-11-09T08:00:00.000Z', source: 'admin', by: null },
          ],
        }),
      },
    });
    renderAdmin(AdminRoutes, `${PATH}/f1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(
      within(slip).getByText(`Refunded on ${formatDate('2026-11-09T08:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(slip).queryByText('To be delivered')).not.toBeInTheDocument();
  });

  it("reads 'Rs. X refunded' for an order refunded in part, never 'To be delivered'", async () => {
    mockApi({ 'GET /api/v1/orders/p1': { body: order('p1', { status: 'paid', refunded: 2500 }) } });
    renderAdmin(AdminRoutes, `${PATH}/p1`);
    const slip = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(slip).getByText('Rs. 2,500 refunded')).toBeInTheDocument();
    expect(within(slip).queryByText('To be delivered')).not.toBeInTheDocument();
  });
});
