import { screen, waitFor, within } from '@testing-library/react';
import type { Refund, ReturnRequest } from '@pashmina/contracts';
import { mockApi, order } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/adminorders';

const paid = order('k1', {
  status: 'paid',
  payment_method: 'khalti',
  transaction_code: 'TX-1',
  products: [{ identity: 'p1', name: 'Royal Maroon Shawl', quantity: 2, unitPrice: 5000, variant: null }],
  amount: 10000,
});

const refundOf = (over: Partial<Refund> = {}): Refund => ({
  _id: 'r1',
  amount: 5000,
  reason: 'Damaged',
  method: 'khalti',
  status: 'succeeded',
  createdAt: '2026-11-27T10:00:00.000Z',
  by: { name: 'Owner', email: 'owner@pashmina.test' },
  restock: [{ identity: 'p1', quantity: 1 }],
  failure: null,
  checkInKhalti: false,
  ...over,
});

/** An approved return of one Royal Maroon Shawl at `unitPrice`. */
const approvedReturn = (id: string, orderId: string, unitPrice: number, reason: string): ReturnRequest => ({
  _id: id,
  orderId,
  orderNumber: 1001,
  status: 'approved',
  lines: [{ identity: 'p1', quantity: 1, name: 'Royal Maroon Shawl', unitPrice }],
  reason,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('the refunds of an order', () => {
  it('asks first, naming the amount and the method, then sends the amount, reason and restock', async () => {
    let refunded = false;
    const api = mockApi({
      'GET /api/v1/orders/k1': () => ({
        body: refunded ? { ...paid, refunded: 5000, refunds: [refundOf()] } : { ...paid, refunds: [] },
      }),
      'POST /api/v1/orders/k1/refunds': () => {
        refunded = true;
        return { status: 201, body: { refund: refundOf(), order: { ...paid, refunded: 5000 } } };
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/k1`);
    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(screen.getByText(/A paid order cannot be cancelled/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount (Rs.)'), '5000');
    await user.type(within(form).getByLabelText('Reason'), 'Damaged');
    await user.type(within(form).getByLabelText('Royal Maroon Shawl (ordered 2)'), '1');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    const dialog = screen.getByRole('dialog', { name: 'Refund Rs. 5,000?' });
    expect(dialog).toHaveAccessibleDescription(/to your Khalti wallet/);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Refund Rs. 5,000?' })).getByRole('button', {
        name: 'Refund Rs. 5,000',
      }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 5000,
      reason: 'Damaged',
      restock: [{ identity: 'p1', quantity: 1 }],
    });
    const list = await screen.findByRole('list', { name: 'Refunds' });
    expect(list).toHaveTextContent('Rs. 5,000');
    expect(list).toHaveTextContent('succeeded');
    expect(screen.getAllByText('Refunded Rs. 5,000').length).toBeGreaterThan(0);
  });

  it("says to send an eSewa order's money from eSewa's merchant portal, then records it by hand", async () => {
    const esewa = { ...paid, _id: 'e1', payment_method: 'esewa' as const, transaction_code: '000AE01' };
    const byHand = refundOf({ method: 'esewa', restock: [] });
    let refunded = false;
    const api = mockApi({
      'GET /api/v1/orders/e1': () => ({
        body: refunded ? { ...esewa, refunded: 5000, refunds: [byHand] } : { ...esewa, refunds: [] },
      }),
      'POST /api/v1/orders/e1/refunds': () => {
        refunded = true;
        return { status: 201, body: { refund: byHand, order: { ...esewa, refunded: 5000 } } };
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/e1`);
    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(
      screen.getByText("Send the money from eSewa's merchant portal, then record the refund here."),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid Through eSewa')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount (Rs.)'), '5000');
    await user.type(within(form).getByLabelText('Reason'), 'Damaged');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Rs. 5,000?' });
    expect(dialog).toHaveAccessibleDescription(
      /to your eSewa wallet \(you send it from eSewa's merchant portal\)/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund Rs. 5,000' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const list = await screen.findByRole('list', { name: 'Refunds' });
    expect(list).toHaveTextContent("through eSewa's merchant portal");
    expect(list).not.toHaveTextContent('Khalti');
  });

  it("offers 'Check again' on a pending refund, and no new refund meanwhile", async () => {
    const api = mockApi({
      'GET /api/v1/orders/k1': { body: { ...paid, refunds: [refundOf({ status: 'pending' })] } },
      'POST /api/v1/orders/k1/refunds/check': {
        body: { ...paid, refunds: [refundOf({ status: 'pending' })] },
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/k1`);
    const list = await screen.findByRole('list', { name: 'Refunds' });
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname.endsWith('/refunds/check'))).toBe(true));
  });

  it("shows a refund Khalti's lookup cannot settle as 'Check in Khalti's dashboard', and records the outcome by hand", async () => {
    const toCheck = refundOf({ _id: 'r2', amount: 1000, status: 'pending', checkInKhalti: true });
    let recorded = false;
    const api = mockApi({
      'GET /api/v1/orders/k1': () => ({
        body: recorded
          ? {
              ...paid,
              refunded: 6000,
              refunds: [refundOf(), { ...toCheck, status: 'succeeded', checkInKhalti: false }],
            }
          : { ...paid, refunded: 5000, refunds: [refundOf(), toCheck] },
      }),
      'POST /api/v1/orders/k1/refunds/r2/outcome': () => {
        recorded = true;
        return { body: { refund: { ...toCheck, status: 'succeeded' }, order: { ...paid, refunded: 6000 } } };
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/k1`);
    const box = await screen.findByRole('group', { name: "Check in Khalti's dashboard" });
    // Never asked of Khalti again, and no new refund while it waits for the owner.
    expect(
      within(screen.getByRole('list', { name: 'Refunds' })).queryByRole('button', { name: 'Check again' }),
    ).toBeNull();
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Refunded in Khalti' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.url.pathname.endsWith('/refunds/r2/outcome'))?.body).toEqual({
        status: 'succeeded',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: "Check in Khalti's dashboard" })).not.toBeInTheDocument(),
    );
    // The next refund can be made.
    expect(await screen.findByRole('form', { name: 'Refund' })).toBeInTheDocument();
  });

  // Issue 51: what the customer paid for the returned units, not their list price.
  it("prefills an approved return's refund with what the customer paid, and adds the delivery when ticked", async () => {
    const shawl = {
      identity: 'p1',
      name: 'Royal Maroon Shawl',
      quantity: 1,
      unitPrice: 12499,
      variant: null,
    };
    const discounted = order('k2', {
      status: 'delivered',
      payment_method: 'khalti',
      transaction_code: 'TX-2',
      products: [shawl],
      discount: { code: 'TENOFF', amount: 1249.9 },
      delivery: { district: 'Kathmandu', zone: 'Kathmandu Valley', fee: 100 },
      amount: 11349.1,
    });
    const request = approvedReturn('ret1', 'k2', 12499, 'Not as pictured');
    mockApi({
      'GET /api/v1/orders/k2': { body: { ...discounted, refunds: [], returnRequest: request } },
      'GET /api/v1/returns/ret1': { body: { ...request, refundDue: 11249.1, deliveryRefund: 100 } },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/k2`);
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText('Amount (Rs.)');
    await waitFor(() => expect(amount).toHaveValue(11249.1));
    expect(within(form).getByLabelText('Reason')).toHaveValue('Return: Not as pictured');
    expect(within(form).getByLabelText('Royal Maroon Shawl (ordered 1)')).toHaveValue(1);

    const tick = within(form).getByRole('checkbox', { name: /Refund delivery \(Rs\. 100\)/ });
    await user.click(tick);
    expect(amount).toHaveValue(11349.1);
    await user.click(tick);
    expect(amount).toHaveValue(11249.1);
  });

  it('offers no delivery while some of the order stays with the customer', async () => {
    const request = approvedReturn('ret2', 'k1', 5000, 'Too small');
    mockApi({
      'GET /api/v1/orders/k1': { body: { ...paid, refunds: [], returnRequest: request } },
      'GET /api/v1/returns/ret2': { body: { ...request, refundDue: 4500, deliveryRefund: 0 } },
    });
    renderAdmin(AdminRoutes, `${PATH}/k1`);
    const form = await screen.findByRole('form', { name: 'Refund' });
    await waitFor(() => expect(within(form).getByLabelText('Amount (Rs.)')).toHaveValue(4500));
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });
});
