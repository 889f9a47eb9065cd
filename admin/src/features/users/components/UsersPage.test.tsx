import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';
import { adminUser } from '../test/users';

const PATH = '/dashboard/admin/users';

describe('the admin users', () => {
  it('shows a spinner, then Name, Email, Roles and an Edit link per user', async () => {
    const api = mockApi({
      'GET /api/v1/auth/users': pageOf([
        adminUser('u2'),
        adminUser('u1', { name: 'admin', email: 'admin@pashmina.test', role: 1, isOwner: true }),
      ]),
    });
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '9' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['Name', 'Email', 'Roles', 'Edit'],
      ['Sita Sharma', 'sita@pashmina.test', 'Customer', 'Edit'],
      ['admin', 'admin@pashmina.test', 'Admin', 'Edit'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit Sita Sharma' })).toHaveAttribute('href', `${PATH}/u2`);
  });

  it("says 'No users found.' when nothing matches", async () => {
    mockApi({ 'GET /api/v1/auth/users': pageOf([]) });
    renderAdmin(AdminRoutes, `${PATH}?q=nobody`);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/auth/users': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/auth/users': pageOf([adminUser('u2')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });

  it('searches by e-mail on the server and pages through the URL', async () => {
    const api = mockApi({
      'GET /api/v1/auth/users': ({ url }) =>
        pageOf(
          [adminUser(`u${url.searchParams.get('page')}`, { name: `Page ${url.searchParams.get('page')}` })],
          20,
        ),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByText('Page 1');

    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), ' sita@ {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=sita%40`);
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!)).toEqual({ q: 'sita@', page: '1', limit: '9' }));

    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=sita%40&page=2`);
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(paramsOf(api.calls.at(-1)!)).toEqual({ q: 'sita@', page: '2', limit: '9' });

    // The Search button does the same as Enter; a new search starts at page 1.
    await user.clear(screen.getByRole('searchbox', { name: 'Search by email' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}$`));
  });
});
