import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, order, pageOf } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from '../../../Routes';
import { renderArea } from '../../../test/area';

const PATH = '/dashboard/user/orders';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("My orders' return requests", () => {
  it("offers 'Request a return' on a delivered order within the window, sends the lines and reason, then shows its status", async () => {
    let asked = false;
    const delivered = order('o1', { status: 'delivered', returnableUntil: inDays(10) });
    const api = mockApi({
      'GET /api/v1/orders': () =>
        pageOf([
          asked
            ? {
                ...delivered,
                returnRequest: {
                  _id: 'r1',
                  orderId: 'o1',
                  orderNumber: 1001,
                  status: 'requested',
                  lines: [],
                  reason: 'Too small',
                  createdAt: inDays(0),
                },
              }
            : delivered,
          order('o2', { orderNumber: 1002, status: 'delivered', returnableUntil: inDays(-1) }),
        ]),
      'POST /api/v1/orders/o1/returns': () => {
        asked = true;
        return { status: 201, body: { _id: 'r1' } };
      },
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    const card = await screen.findByRole('article', { name: 'Order #1001' });
    // Past its window: no button.
    const late = screen.getByRole('article', { name: 'Order #1002' });
    expect(within(late).queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Request a return' }));
    const form = within(card).getByRole('form', { name: 'Request a return' });
    // Every line starts at 0, under 'How many to return'.
    const howMany = within(form).getByRole('group', { name: 'How many to return' });
    const shawl = within(howMany).getByLabelText('Royal Maroon Shawl (ordered 2)');
    expect(shawl).toHaveValue('0');
    await user.clear(shawl);
    await user.type(shawl, '1');
    await user.type(within(form).getByLabelText('Reason'), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      lines: [{ identity: 'p1', quantity: 1 }],
      reason: 'Too small',
    });
    await waitFor(() => expect(within(card).getByText(/Return request:/)).toHaveTextContent('Requested'));
    expect(within(card).queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
  });

  it('takes a quantity typed in Devanagari digits on a Nepali keyboard', async () => {
    const api = mockApi({
      'GET /api/v1/orders': pageOf([order('o1', { status: 'delivered', returnableUntil: inDays(10) })]),
      'POST /api/v1/orders/o1/returns': { status: 201, body: { _id: 'r1' } },
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    const card = await screen.findByRole('article', { name: 'Order #1001' });
    await user.click(within(card).getByRole('button', { name: 'Request a return' }));
    const form = within(card).getByRole('form', { name: 'Request a return' });
    const shawl = within(form).getByLabelText('Royal Maroon Shawl (ordered 2)');
    await user.clear(shawl);
    await user.type(shawl, '२');
    await user.type(within(form).getByLabelText('Reason'), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      lines: [{ identity: 'p1', quantity: 2 }],
      reason: 'Too small',
    });
  });
});
