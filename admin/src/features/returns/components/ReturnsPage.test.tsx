import { screen, waitFor, within } from '@testing-library/react';
import type { ReturnRequest } from '@pashmina/contracts';
import { mockApi, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const request = (id: string, over: Partial<ReturnRequest> = {}): ReturnRequest => ({
  _id: id,
  orderId: 'o1',
  orderNumber: 1042,
  status: 'requested',
  lines: [{ identity: 'p1', quantity: 1, name: 'Royal Maroon Shawl', unitPrice: 5000 }],
  reason: 'Too small',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('the Returns screen', () => {
  it('lists the requests 10 a page, each linked to its order, and filters by status through the URL', async () => {
    const api = mockApi({ 'GET /api/v1/returns': pageOf([request('r1')], 1) });
    const { user } = renderAdmin(AdminRoutes, '/dashboard/admin/returns');
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Return requests' });
    expect(within(table).getByRole('link', { name: 'Order #1042' })).toHaveAttribute(
      'href',
      '/dashboard/admin/adminorders/o1',
    );
    expect(table).toHaveTextContent('Royal Maroon Shawl × 1');
    expect(table).toHaveTextContent('Requested');
    expect(paramsOf(api.calls.at(-1)!)).toMatchObject({ limit: '10', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!)).toMatchObject({ status: 'approved' }));
    expect(screen.getByTestId('where')).toHaveTextContent('status=approved');
  });
});
