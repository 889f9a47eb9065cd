import { screen, within } from '@testing-library/react';
import { formatDate } from '@pashmina/shared-ui/panels';
import { feedback, mockApi, pageOf } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from '../../../Routes';
import { renderArea } from '../../../test/area';

const PATH = '/dashboard/user/feedback';

describe('My Feedback', () => {
  it("shows a spinner, then a table of the customer's own messages with the featured ones marked", async () => {
    const api = mockApi({
      'GET /api/v1/contact': pageOf([
        feedback('c2', { message: 'Lovely shawl, fast delivery.', isFeatured: true }),
        feedback('c1', { message: 'Do you ship to Pokhara?' }),
      ]),
    });
    renderArea(CustomerAreaRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'My Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your feedback...');

    const table = await screen.findByRole('table', { name: 'Messages you have sent us' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Message']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([formatDate('2026-11-05T09:30:00.000Z'), 'Lovely shawl, fast delivery.Featured on About page']);
    // The customer's own name and e-mail are not repeated on every row.
    expect(within(table).queryByText('sita@pashmina.test')).not.toBeInTheDocument();
    // Another message is one link away.
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/ContactUs');
    expect(within(rows[1]!).getByText('Do you ship to Pokhara?')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Featured on About page')).not.toBeInTheDocument();

    expect(api.calls[0]!.url.pathname).toBe('/api/v1/contact');
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    // On a phone each row is a card whose cells show their column's header.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['Date', 'Message']);
  });

  it("says 'No feedback provided yet.' when there are none", async () => {
    mockApi({ 'GET /api/v1/contact': pageOf([]) });
    renderArea(CustomerAreaRoutes, PATH);
    expect(await screen.findByText('No feedback provided yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/contact': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while loading. Please try again.',
    );
    api.use({ 'GET /api/v1/contact': pageOf([feedback('c1', { message: 'Message c1' })]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Message c1')).toBeInTheDocument();
  });
});
