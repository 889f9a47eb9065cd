import { screen, within } from '@testing-library/react';
import type { ContactMessage } from '@pashmina/contracts';
import { mockApi } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from '../../../Routes';
import { renderArea } from '../../../test/area';

const PATH = '/dashboard/user/feedback';

function contact(id: string, over: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: id,
    name: 'Sita Sharma',
    email: 'sita@pashmina.test',
    message: `Message ${id}`,
    isFeatured: false,
    createdAt: '2026-11-05T09:30:00.000Z',
    ...over,
  };
}

const list = (contacts: ContactMessage[], total = contacts.length) => ({
  body: contacts,
  headers: { 'X-Total-Count': String(total) },
});

describe('My Feedback', () => {
  it("shows a spinner, then a table of the customer's own messages with the featured ones marked", async () => {
    const api = mockApi({
      'GET /api/v1/contact': list([
        contact('c2', { message: 'Lovely shawl, fast delivery.', isFeatured: true }),
        contact('c1', { message: 'Do you ship to Pokhara?' }),
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
    ).toEqual(['Name', 'Email', 'Message']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sita Sharma', 'sita@pashmina.test', 'Lovely shawl, fast delivery.Featured on About page']);
    expect(within(rows[1]!).getByText('Do you ship to Pokhara?')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Featured on About page')).not.toBeInTheDocument();

    expect(api.calls[0]!.url.pathname).toBe('/api/v1/contact');
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    // The table scrolls sideways at 360 px; the region can take focus so the keyboard scrolls it.
    expect(screen.getByRole('region', { name: 'Messages you have sent us' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it("says 'No feedback provided yet.' when there are none", async () => {
    mockApi({ 'GET /api/v1/contact': list([]) });
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
    api.use({ 'GET /api/v1/contact': list([contact('c1')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Message c1')).toBeInTheDocument();
  });
});
