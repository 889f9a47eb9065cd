import { screen, waitFor } from '@testing-library/react';
import type { UpdateProfileRequest } from '@pashmina/contracts';
import {
  AUTH_STORAGE_KEY,
  getToasts,
  makeStore,
  selectSessionUser,
  selectToken,
  sessionStarted,
  toast,
} from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import CustomerAreaRoutes from '../../../Routes';
import { renderArea, sita } from '../../../test/area';

const PATH = '/dashboard/user/profile';

beforeEach(() => {
  toast.clear();
  localStorage.clear();
});

const toasts = () => getToasts().map((t) => [t.kind, t.message]);
const submit = () => screen.getByRole('button', { name: 'Update your account' });

function persistedStore() {
  const store = makeStore(); // persisted, like the shell's
  store.dispatch(sessionStarted({ user: sita, token: 't' }));
  return store;
}

describe('Your Profile', () => {
  it('shows the saved details, the e-mail disabled, and no current-password field until a new password', async () => {
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sita Sharma');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sita@pashmina.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9812345678');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Lalitpur');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'n');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('updates the session user (navbar and stored login) at once and toasts the server message', async () => {
    const api = mockApi({
      'PUT /api/v1/auth/profile': ({ body }) => ({
        body: {
          success: true,
          message: 'Profile updated successfully',
          updatedUser: { ...sita, ...(body as UpdateProfileRequest), email: sita.email },
        },
      }),
    });
    const store = persistedStore();
    const { user } = renderArea(CustomerAreaRoutes, PATH, store);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sita Devi Sharma');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Patan, Lalitpur');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(78);
    await user.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Lalitpur');
    await user.click(submit());

    await waitFor(() => expect(toasts()).toEqual([['success', 'Profile updated successfully']]));
    expect(api.calls[0]!.body).toEqual({
      name: 'Sita Devi Sharma',
      email: 'sita@pashmina.test',
      phone: '9812345678',
      address: 'Patan, Lalitpur',
      district: 'Lalitpur',
    });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    expect(selectSessionUser(store.getState())).toMatchObject({
      name: 'Sita Devi Sharma',
      address: 'Patan, Lalitpur',
      district: 'Lalitpur',
    });
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Lalitpur');
    expect(selectToken(store.getState())).toBe('t');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({
      token: 't',
      user: { name: 'Sita Devi Sharma', address: 'Patan, Lalitpur' },
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sita Devi Sharma');
  });

  it('sends a new password with the current one and keeps the new token', async () => {
    const api = mockApi({
      'PUT /api/v1/auth/profile': {
        body: { success: true, message: 'Profile updated successfully', updatedUser: sita, token: 't2' },
      },
    });
    const store = persistedStore();
    const { user } = renderArea(CustomerAreaRoutes, PATH, store);
    await user.type(screen.getByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Current password'), 'oldsecret');
    await user.click(submit());

    await waitFor(() => expect(selectToken(store.getState())).toBe('t2'));
    expect(api.calls[0]!.body).toMatchObject({ password: 'newsecret', currentPassword: 'oldsecret' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ token: 't2' });
    expect(toasts()).toEqual([['success', 'Profile updated successfully']]);
    // The password fields are empty again.
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("shows the contracts' messages but still sends, then toasts the server's refusal", async () => {
    const api = mockApi({
      'PUT /api/v1/auth/profile': {
        status: 400,
        body: { success: false, message: 'Invalid phone number' },
      },
    });
    const store = persistedStore();
    const { user } = renderArea(CustomerAreaRoutes, PATH, store);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sit');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(submit());

    expect(screen.getByText('Proper name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');

    await waitFor(() => expect(toasts()).toEqual([['error', 'Invalid phone number']]));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toMatchObject({ name: 'Sit', phone: '12345', address: '', password: 'abc' });
    expect(selectSessionUser(store.getState())).toEqual(sita);
  });

  it("toasts 'Something went wrong' when the call fails without a message", async () => {
    mockApi({
      'PUT /api/v1/auth/profile': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    await user.click(submit());
    await waitFor(() => expect(toasts()).toEqual([['error', 'Something went wrong']]));
  });

  it('can be filled and sent with the keyboard alone', async () => {
    const api = mockApi({
      'PUT /api/v1/auth/profile': {
        body: { success: true, message: 'Profile updated successfully', updatedUser: sita },
      },
    });
    const { user } = renderArea(CustomerAreaRoutes, PATH);
    screen.getByRole('textbox', { name: 'Address' }).focus();
    await user.keyboard('{End}, Nepal');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toMatchObject({ address: 'Lalitpur, Nepal' });
  });
});
