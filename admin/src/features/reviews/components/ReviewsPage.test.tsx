import { screen, waitFor, within } from '@testing-library/react';
import type { AdminReview } from '@pashmina/contracts';
import { mockApi, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const review = (id: string, over: Partial<AdminReview> = {}): AdminReview => ({
  _id: id,
  product: { _id: 'p1', productName: 'Royal Maroon Shawl' },
  rating: 4,
  title: 'Soft and warm',
  text: 'Real pashmina, true to the picture.',
  author: 'Sita S.',
  verified: true,
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  reply: null,
  variant: { label: 'Beige' },
  customer: { _id: 'u1', name: 'Sita Sharma', email: 'sita@pashmina.test' },
  ...over,
});

describe('the Reviews screen', () => {
  it('lists the reviews with their author, filters by status and rating through the URL', async () => {
    const api = mockApi({ 'GET /api/v1/reviews': pageOf([review('r1')], 1) });
    const { user } = renderAdmin(AdminRoutes, '/dashboard/admin/reviews');
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/dashboard/admin/reviews');
    const card = await screen.findByRole('listitem', { name: 'Royal Maroon Shawl' });
    expect(card).toHaveTextContent('Real pashmina, true to the picture.');
    expect(card).toHaveTextContent('Sita S. · Sita Sharma · sita@pashmina.test');
    expect(card).toHaveTextContent('Beige');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(paramsOf(api.calls.at(-1)!)).toMatchObject({ limit: '20', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!)).toMatchObject({ status: 'pending' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '5');
    await waitFor(() =>
      expect(paramsOf(api.calls.at(-1)!)).toMatchObject({ status: 'pending', rating: '5' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('status=pending&rating=5');
  });

  it('approves with a reply, and rejects', async () => {
    const api = mockApi({
      'GET /api/v1/reviews': pageOf([review('r1')], 1),
      'PUT /api/v1/reviews/r1/moderation': { body: review('r1', { status: 'approved' }) },
    });
    const { user } = renderAdmin(AdminRoutes, '/dashboard/admin/reviews');
    const card = await screen.findByRole('listitem', { name: 'Royal Maroon Shawl' });
    await user.type(
      within(card).getByRole('textbox', { name: 'Reply (shown under the review)' }),
      'Thank you!',
    );
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        status: 'approved',
        reply: 'Thank you!',
      }),
    );
    // The buttons wait while the approval is under way, as a moderator would.
    const reject = within(card).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(reject).toBeEnabled());
    await user.click(reject);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
        status: 'rejected',
      }),
    );
  });
});
