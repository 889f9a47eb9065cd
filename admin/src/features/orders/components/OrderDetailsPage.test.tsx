import { screen, within } from '@testing-library/react';
import { formatDate, formatDateTime } from '@pashmina/shared-ui/panels';
import { mockApi, order } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/adminorders';

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
    expect(lines.map((r) => r.textContent)).toEqual([
      'ProductQuantity',
      'Royal Maroon Shawl2',
      'Grey Muffler1',
    ]);
    expect(within(slip).getByText('Rs. 12,500')).toBeInTheDocument();
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
    expect(within(slip).getByText('Discount (DASHAIN10):')).toHaveTextContent(
      'Discount (DASHAIN10): − Rs. 1,250',
    );
    expect(within(slip).getByText('Total:')).toHaveTextContent('Total: Rs. 11,250');
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
    expect(within(slip).getByText('Rounding:')).toHaveTextContent('Rounding: −Rs. 0.15');
    expect(within(slip).getByText('Total:')).toHaveTextContent('Total: Rs. 11,249');
    expect(slip.textContent!.indexOf('Discount (DASHAIN10)')).toBeLessThan(
      slip.textContent!.indexOf('Rounding:'),
    );
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
    expect(within(slip).getByText('paid')).toBeInTheDocument();
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
    expect(within(slip).getByText('cancelled')).toBeInTheDocument();
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
      `paid ${formatDateTime('2026-11-05T09:40:00.000Z')} by Khalti`,
      `COD ${formatDateTime('2026-11-06T10:00:00.000Z')} by Hari Admin (hari@pashmina.test)`,
      `cancelled ${formatDateTime('2026-11-06T11:00:00.000Z')} by System`,
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
      'ProductQuantity',
      'Garden Shawl (Maroon)2',
      'Old Stole (Grey)1',
    ]);
  });
});
