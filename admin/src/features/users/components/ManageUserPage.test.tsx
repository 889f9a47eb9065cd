import { screen, waitFor, within } from '@testing-library/react';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';
import { adminUser } from '../test/users';

const PATH = '/dashboard/admin/users';
const sita = adminUser('u2');
const owner = adminUser('u1', { name: 'admin', email: 'admin@pashmina.test', role: 1, isOwner: true });
const toasts = () => getToasts().map(({ kind, message, autoClose }) => ({ kind, message, autoClose }));

afterEach(() => toast.clear());

describe('Manage User', () => {
  it('shows the name and e-mail read-only and whether they are an admin', async () => {
    mockApi({ 'GET /api/v1/auth/users/u2': { body: sita } });
    renderAdmin(AdminRoutes, `${PATH}/u2`);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage User' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Sita Sharma');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const admin = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(admin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Customer', 'Staff', 'Admin']);
    expect(admin).toHaveDisplayValue('Customer');
  });

  it("sets the role and toasts 'Users updated sucessfully' for 2000 ms", async () => {
    const api = mockApi({
      'GET /api/v1/auth/users/u2': { body: sita },
      'PUT /api/v1/auth/users/u2': {
        body: { success: true, message: 'Users updated sucessfully', user: { ...sita, role: 1 } },
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u2`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Users updated sucessfully', autoClose: 2000 }]),
    );
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ role: 1 });
  });

  it("shows the server's refusal and keeps the role the user still has", async () => {
    mockApi({
      'GET /api/v1/auth/users/u1': { body: owner },
      'PUT /api/v1/auth/users/u1': {
        status: 409,
        body: { success: false, message: "The shop owner's account cannot be demoted" },
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u1`);
    const admin = await screen.findByRole('combobox', { name: 'Role' });
    expect(admin).toHaveDisplayValue('Admin');
    await user.selectOptions(admin, 'Staff');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'error', message: "The shop owner's account cannot be demoted", autoClose: 2000 },
      ]),
    );
    expect(admin).toHaveDisplayValue('Admin');
  });

  it("refuses to delete the owner with 'You can't delete this admin', without asking", async () => {
    const api = mockApi({ 'GET /api/v1/auth/users/u1': { body: owner } });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u1`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(toasts()).toEqual([{ kind: 'error', message: "You can't delete this admin", autoClose: 2000 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('asks first; Cancel and an empty answer delete nothing', async () => {
    const api = mockApi({ 'GET /api/v1/auth/users/u2': { body: sita } });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u2`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete Sita Sharma (sita@pashmina.test)? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  it("deletes on an answer, toasts 'User deleted successfully' and goes back to the users", async () => {
    const api = mockApi({
      'GET /api/v1/auth/users/u2': { body: sita },
      'DELETE /api/v1/auth/users/u2': { body: { success: true, message: 'User deleted successfully' } },
      'GET /api/v1/auth/users': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u2`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: 'Type yes to confirm' }), 'yes{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`${PATH}$`)));
    expect(toasts()).toEqual([{ kind: 'success', message: 'User deleted successfully', autoClose: 2000 }]);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it.each([
    [
      "the server's rule",
      { status: 409, body: { success: false, message: "You can't delete your own account" } },
      "You can't delete your own account",
    ],
    ['a failure without a message', { status: 500, body: { success: false } }, 'Error Deleting the user'],
  ])('shows %s when the delete fails, and stays', async (_what, reply, message) => {
    mockApi({ 'GET /api/v1/auth/users/u2': { body: sita }, 'DELETE /api/v1/auth/users/u2': reply });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u2`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.type(screen.getByRole('textbox', { name: 'Type yes to confirm' }), 'yes{Enter}');
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', message, autoClose: 2000 }]));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}/u2`);
  });

  it("says 'User not found.' for an unknown id, and shows other failures with Retry", async () => {
    const api = mockApi({
      'GET /api/v1/auth/users/nope': { status: 404, body: { success: false, message: 'x' } },
    });
    const { unmount } = renderAdmin(AdminRoutes, `${PATH}/nope`);
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    unmount();

    api.use({
      'GET /api/v1/auth/users/u2': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/u2`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/auth/users/u2': { body: sita } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Sita Sharma');
  });
});
