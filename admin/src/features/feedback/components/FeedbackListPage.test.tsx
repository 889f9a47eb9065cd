import { screen, waitFor, within } from '@testing-library/react';
import { feedback, mockApi, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/feedbacks';

describe('the admin feedbacks', () => {
  it('shows a spinner, then Name, Email, Message and an Update link per message', async () => {
    const api = mockApi({
      'GET /api/v1/contact': pageOf([
        feedback('c1'),
        feedback('c2', {
          name: 'Ram Thapa',
          email: 'ram@pashmina.test',
          message: 'Fast delivery.',
          isFeatured: true,
        }),
      ]),
    });
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Feedbacks' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading feedbacks...');

    const table = await screen.findByRole('table', { name: 'Feedbacks' });
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '9' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['Name', 'Email', 'Message', 'Update'],
      ['Sita Sharma', 'sita@pashmina.test', 'The maroon shawl is lovely.', 'Update'],
      ['Ram Thapa', 'ram@pashmina.test', 'Fast delivery.Featured', 'Update'],
    ]);
    expect(screen.getByRole('link', { name: 'Update the feedback of Ram Thapa' })).toHaveAttribute(
      'href',
      `${PATH}/c2`,
    );
  });

  it("says 'No feedbacks found.' when nothing matches", async () => {
    mockApi({ 'GET /api/v1/contact': pageOf([]) });
    renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByText('No feedbacks found.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/contact': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/contact': pageOf([feedback('c1')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Feedbacks' })).toBeInTheDocument();
  });

  it('searches by e-mail on the server and pages through the URL', async () => {
    const api = mockApi({
      'GET /api/v1/contact': ({ url }) =>
        pageOf(
          [feedback(`c${url.searchParams.get('page')}`, { name: `Page ${url.searchParams.get('page')}` })],
          12,
        ),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByText('Page 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'ram{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=ram`);
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!)).toEqual({ q: 'ram', page: '1', limit: '9' }));

    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=ram&page=2`);
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
  });
});
