import { screen, waitFor, within } from '@testing-library/react';
import { getToasts, toast } from '@pashmina/shared-ui';
import { formatDateTime } from '@pashmina/shared-ui/panels';
import { mockApi, type MockRequest, order, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/adminorders';
const row = (id: string) => screen.getByRole('row', { name: new RegExp(id) });
const statusOf = (number: number) => screen.getByRole('combobox', { name: `Status of order #${number}` });
const gets = (calls: MockRequest[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/orders'));

afterEach(() => {
  toast.clear();
  jest.restoreAllMocks();
});

describe('the admin orders', () => {
  it('shows a spinner, then a row per order with every column', async () => {
    const api = mockApi({
      'GET /api/v1/orders': pageOf([
        order('o1'),
        order('p1', {
          orderNumber: 1002,
          status: 'paid',
          payment_method: 'khalti',
          transaction_code: 'TX-77',
        }),
      ]),
    });
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');

    const o1 = await screen.findByRole('row', { name: /o1/ });
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '10' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    const headers = within(screen.getByRole('table', { name: 'Orders' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Order', 'Date', 'Products', 'Total', 'Status', 'Customer', 'Details']);
    // The number people read out, and the id.
    expect(within(o1).getByText('#1001')).toBeInTheDocument();
    expect(within(o1).getByText('o1')).toBeInTheDocument();
    expect(within(row('p1')).getByText('#1002')).toBeInTheDocument();
    expect(o1.querySelector('time[datetime="2026-11-05T09:30:00.000Z"]')).toHaveTextContent(
      formatDateTime('2026-11-05T09:30:00.000Z'),
    );
    expect(within(o1).getByText('Royal Maroon Shawl × 2')).toBeInTheDocument();
    expect(within(o1).getByText('Grey Muffler × 1')).toBeInTheDocument();
    expect(within(o1).getByText('Rs. 12,500')).toBeInTheDocument();
    expect(within(o1).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(o1).getByRole('link', { name: '9812345678' })).toHaveAttribute('href', 'tel:9812345678');
    expect(within(o1).getByRole('link', { name: 'View Details of order #1001' })).toHaveAttribute(
      'href',
      `${PATH}/o1`,
    );
    expect(within(o1).queryByText('TX-77')).not.toBeInTheDocument();
    // The transaction id shows for paid orders only, under the total.
    expect(within(row('p1')).getByText('TX-77')).toBeInTheDocument();
    expect(
      within(row('p1')).getByRole('button', { name: 'Copy the transaction id of order #1002' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
  });

  it('shows a long id shortened, whole in its title, and copies the whole of it', async () => {
    const id = '6650c1d2e4f5a6b7c8d9e0f1';
    mockApi({ 'GET /api/v1/orders': pageOf([order(id, { orderNumber: 1014 })]) });
    const { user } = renderAdmin(AdminRoutes, PATH);
    const cells = within(await screen.findByRole('row', { name: /#1014/ })).getAllByRole('cell');
    // The number leads the row; the id follows it, shortened.
    expect(cells[0]!.textContent).toMatch(/^#1014/);
    const shown = within(cells[0]!).getByText('6650…e0f1');
    expect(shown).toHaveAttribute('title', id);
    expect(within(cells[0]!).queryByText(id)).not.toBeInTheDocument();

    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(cells[0]!).getByRole('button', { name: 'Copy the id of order #1014' }));
    expect(written).toHaveBeenCalledWith(id);
    await waitFor(() =>
      expect(getToasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'Copied' })]),
    );
  });

  it('says so when the browser refuses to copy', async () => {
    mockApi({ 'GET /api/v1/orders': pageOf([order('6650c1d2e4f5a6b7c8d9e0f1', { orderNumber: 1014 })]) });
    const { user } = renderAdmin(AdminRoutes, PATH);
    const copy = await screen.findByRole('button', { name: 'Copy the id of order #1014' });
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(copy);
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({
          kind: 'error',
          message: 'Could not copy. Please select the text instead.',
        }),
      ]),
    );
  });

  it('offers only the moves an order can make, in the labels of its badge, and locks final and awaited orders', async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([
        order('o1'),
        order('d1', { orderNumber: 1002, status: 'delivered' }),
        order('c1', { orderNumber: 1003, status: 'cancelled' }),
        order('a1', { orderNumber: 1004, status: 'awaiting payment', payment_method: 'khalti' }),
        order('k1', { orderNumber: 1005, status: 'paid', payment_method: 'khalti' }),
      ]),
    });
    renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /o1/ });
    const open = statusOf(1001);
    expect(
      within(open)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['COD', 'Paid', 'Shipped', 'Delivered', 'Cancelled']);
    expect(open).toHaveDisplayValue('COD');
    // Paid through Khalti: never COD, and refunded rather than cancelled.
    expect(
      within(statusOf(1005))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paid', 'Shipped', 'Delivered']);
    expect(open).toBeEnabled();
    expect(statusOf(1002)).toBeDisabled();
    expect(statusOf(1003)).toBeDisabled();
    expect(statusOf(1004)).toBeDisabled();
    expect(statusOf(1004)).toHaveDisplayValue('Awaiting payment');
  });

  it('marks a cancelled row in red and in words', async () => {
    mockApi({ 'GET /api/v1/orders': pageOf([order('o1'), order('c1', { status: 'cancelled' })]) });
    renderAdmin(AdminRoutes, PATH);
    const cancelled = await screen.findByRole('row', { name: /c1/ });
    expect(cancelled).toHaveClass('cancelled');
    expect(within(cancelled).getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(row('o1')).not.toHaveClass('cancelled');
    expect(within(row('o1')).queryByText('Cancelled', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('changes a status, once asked, toasts for 2000 ms and reloads the list', async () => {
    let delivered = false;
    const api = mockApi({
      'GET /api/v1/orders': () =>
        pageOf([order('o1', { status: delivered ? 'delivered' : 'cash on delivery' })]),
      'PUT /api/v1/orders/o1': () => {
        delivered = true;
        return { body: { success: true, message: 'Order updated successfully', order: order('o1') } };
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /o1/ });
    await user.selectOptions(statusOf(1001), 'delivered');
    const dialog = screen.getByRole('dialog', { name: 'Mark order #1001 as delivered?' });
    expect(dialog).toHaveAccessibleDescription(/customer will be told by e-mail/);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));

    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ kind: 'success', message: 'Order updated successfully', autoClose: 2000 }),
      ]),
    );
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 'delivered' });
    // The select is also disabled while the change is saved: wait for the reloaded row, then check it stays shut.
    await waitFor(() => expect(statusOf(1001)).toHaveDisplayValue('Delivered'));
    expect(statusOf(1001)).toBeDisabled();
  });

  it('asks before cancelling, naming the order: Keep order changes nothing, Cancel order cancels', async () => {
    let cancelled = false;
    const api = mockApi({
      'GET /api/v1/orders': () =>
        pageOf([order('o1', { orderNumber: 1014, status: cancelled ? 'cancelled' : 'cash on delivery' })]),
      'PUT /api/v1/orders/o1': () => {
        cancelled = true;
        return { body: { success: true, message: 'Order updated successfully', order: order('o1') } };
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /o1/ });

    await user.selectOptions(statusOf(1014), 'cancelled');
    let dialog = screen.getByRole('dialog', { name: 'Cancel order #1014?' });
    expect(dialog).toHaveAccessibleDescription(
      'Order #1014 will be cancelled, which cannot be undone, and the customer will be told by e-mail.',
    );
    // A yes-or-no question: no answer to type, and focus on the safe button.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusOf(1014)).toHaveDisplayValue('COD');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    // Escape keeps it too.
    await user.selectOptions(statusOf(1014), 'cancelled');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusOf(1014)).toHaveDisplayValue('COD');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.selectOptions(statusOf(1014), 'cancelled');
    dialog = screen.getByRole('dialog', { name: 'Cancel order #1014?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(statusOf(1014)).toHaveDisplayValue('Cancelled'));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ status: 'cancelled' }]);
    expect(within(row('o1')).getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
  });

  it('changes to paid or COD without asking', async () => {
    const api = mockApi({
      'GET /api/v1/orders': pageOf([order('o1')]),
      'PUT /api/v1/orders/o1': {
        body: { success: true, message: 'Order updated successfully', order: order('o1') },
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /o1/ });
    await user.selectOptions(statusOf(1001), 'paid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'paid' }));
  });

  it("shows the server's message when it refuses a change", async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([order('o1')]),
      'PUT /api/v1/orders/o1': {
        status: 409,
        body: { success: false, message: 'This order is final' },
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /o1/ });
    await user.selectOptions(statusOf(1001), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ kind: 'error', message: 'This order is final', autoClose: 2000 }),
      ]),
    );
  });

  it('says so when no order matches', async () => {
    mockApi({ 'GET /api/v1/orders': pageOf([]) });
    renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/orders': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/orders': pageOf([order('o1')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /o1/ })).toBeInTheDocument();
  });

  it('searches by order number or id on Enter and filters by status, through the URL', async () => {
    const api = mockApi({ 'GET /api/v1/orders': pageOf([order('ab12cd')]) });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /ab12cd/ });
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Delivered', 'Paid', 'COD', 'Shipped', 'Cancelled', 'Awaiting payment', 'Refunded']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    const search = screen.getByRole('searchbox', { name: 'Search by order number or id' });
    await user.type(search, 'b12');
    // Typing alone does not search.
    expect(gets(api.calls)).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=b12`);
    await waitFor(() =>
      expect(paramsOf(gets(api.calls).at(-1)!)).toEqual({ q: 'b12', page: '1', limit: '10' }),
    );

    await user.click(within(filters).getByRole('button', { name: 'Awaiting payment' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=b12&status=awaiting+payment`);
    expect(within(filters).getByRole('button', { name: 'Awaiting payment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(paramsOf(gets(api.calls).at(-1)!)).toEqual({
        q: 'b12',
        status: 'awaiting payment',
        page: '1',
        limit: '10',
      }),
    );
  });

  it('filters by payment method (All, Khalti, eSewa, Cash on delivery) through the URL, with the status filter', async () => {
    const api = mockApi({ 'GET /api/v1/orders': pageOf([order('ab12cd')]) });
    const { user } = renderAdmin(AdminRoutes, `${PATH}?status=paid`);
    await screen.findByRole('row', { name: /ab12cd/ });
    const methods = screen.getByRole('group', { name: 'Filter by payment method' });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Khalti', 'eSewa', 'Cash on delivery']);
    expect(within(methods).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(methods).getByRole('button', { name: 'eSewa' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=paid&method=esewa`);
    expect(within(methods).getByRole('button', { name: 'eSewa' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(paramsOf(gets(api.calls).at(-1)!)).toEqual({
        status: 'paid',
        payment_method: 'esewa',
        page: '1',
        limit: '10',
      }),
    );
    // Cash on delivery is stored as 'cash'.
    await user.click(within(methods).getByRole('button', { name: 'Cash on delivery' }));
    await waitFor(() => expect(paramsOf(gets(api.calls).at(-1)!)).toMatchObject({ payment_method: 'cash' }));
    await user.click(within(methods).getByRole('button', { name: 'All' }));
    // Back to the first list, which the cache already holds.
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}\\?status=paid$`));
  });

  it('searches by an order number as the shop shows it (#1002), sent to the server as typed', async () => {
    const api = mockApi({ 'GET /api/v1/orders': pageOf([order('ab12cd', { orderNumber: 1002 })]) });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /ab12cd/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by order number or id' }), '#1002{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=%231002`);
    await waitFor(() =>
      expect(paramsOf(gets(api.calls).at(-1)!)).toEqual({ q: '#1002', page: '1', limit: '10' }),
    );
    expect(within(await screen.findByRole('row', { name: /ab12cd/ })).getByText('#1002')).toBeInTheDocument();
  });

  it('reads search, filter and page from the URL and pages with Prev and Next', async () => {
    const api = mockApi({
      'GET /api/v1/orders': ({ url }) => pageOf([order(`o-page${url.searchParams.get('page')}`)], 25),
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}?q=o-&status=paid&page=2`);
    expect(await screen.findByRole('row', { name: /o-page2/ })).toBeInTheDocument();
    expect(paramsOf(api.calls[0]!)).toEqual({ q: 'o-', status: 'paid', page: '2', limit: '10' });
    expect(screen.getByRole('searchbox', { name: 'Search by order number or id' })).toHaveValue('o-');
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=o-&status=paid&page=3`);
    expect(await screen.findByRole('row', { name: /o-page3/ })).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: /Next/ })).toBeDisabled();

    // A new filter starts at page 1 and keeps the search.
    await user.click(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'All' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}\\?q=o-$`));
  });

  it('goes to the last page when the URL asks for one past the end', async () => {
    mockApi({
      'GET /api/v1/orders': ({ url }) =>
        url.searchParams.get('page') === '3' ? pageOf([order('last')], 25) : pageOf([], 25),
    });
    renderAdmin(AdminRoutes, `${PATH}?page=9`);
    expect(await screen.findByRole('row', { name: /last/ })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?page=3`);
  });
});

describe('Export CSV', () => {
  let saved: { name: string; text: Promise<string> }[] = [];

  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blob = b;
        return 'blob:orders';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: blob!.text() });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the orders of the current search and filter', async () => {
    const api = mockApi({
      'GET /api/v1/orders': pageOf([order('ab12')]),
      'GET /api/v1/orders/export.csv': {
        body: 'Order ID\nab12\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="orders-2026-11-05.csv"',
        },
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}?q=ab&status=delivered&method=esewa&page=2`);
    await screen.findByRole('row', { name: /ab12/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('orders-2026-11-05.csv');
    expect(await saved[0]!.text).toBe('Order ID\nab12\n');
    const call = api.calls.find((c) => c.url.pathname.endsWith('export.csv'))!;
    // Every page of the match, not just this one.
    expect(paramsOf(call)).toEqual({ q: 'ab', status: 'delivered', payment_method: 'esewa' });
    expect(call.headers.get('Authorization')).toBe('Bearer t');
  });

  it("shows the server's message when the export fails", async () => {
    mockApi({
      'GET /api/v1/orders': pageOf([order('o1')]),
      'GET /api/v1/orders/export.csv': { status: 503, body: { success: false, message: 'Try again later' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /o1/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Try again later', autoClose: 2000 }),
      ]),
    );
    expect(saved).toHaveLength(0);
  });
});
