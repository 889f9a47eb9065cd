import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@pashmina/contracts';
import { getToasts, selectSessionUser, selectToken, toast } from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const sita: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAuth(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

afterEach(() => toast.clear());

describe('register page', () => {
  it('shows every message together and sends nothing while any applies', async () => {
    const api = mockApi({});
    const { user } = renderAuth('/register');
    await user.type(screen.getByLabelText('Full name'), 'Sit');
    await user.type(screen.getByLabelText('Email'), 'sita@');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '12');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    for (const message of [
      'Proper name is required',
      'Invalid email format',
      'Password must be at least 6 characters long',
      'Passwords do not match',
      'Invalid phone number',
      'Address is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Proper name is required');
    expect(name).toBeRequired();
    expect(name).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    // Fixing a field clears its message at once.
    await user.type(name, 'a Sharma');
    expect(screen.queryByText('Proper name is required')).not.toBeInTheDocument();
  });

  async function fillValid(user: ReturnType<typeof renderAuth>['user']) {
    await user.type(screen.getByLabelText('Full name'), 'Sita Sharma');
    await user.type(screen.getByLabelText('Email'), 'sita@pashmina.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.type(screen.getByLabelText('Phone'), '9812345678');
    await user.type(screen.getByLabelText('Address'), 'Lalitpur');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('registers, says so and goes to /Login', async () => {
    const api = mockApi({
      'POST /api/v1/auth/register': {
        status: 201,
        body: { success: true, message: 'User registered successfully' },
      },
    });
    const { user } = renderAuth('/register');
    await fillValid(user);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({
      name: 'Sita Sharma',
      email: 'sita@pashmina.test',
      password: 'secret1',
      phone: '9812345678',
      address: 'Lalitpur',
    });
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'User registered successfully' }),
    ]);
  });

  it.each([
    [400, 'phone must be a valid phone number', 'phone must be a valid phone number'],
    [409, 'Email already registered', 'Email already registered'],
    [500, 'Internal server error', 'An error occurred while processing your request.'],
  ])('a %i response shows "%s" as "%s"', async (status, serverMessage, shown) => {
    mockApi({ 'POST /api/v1/auth/register': { status, body: { success: false, message: serverMessage } } });
    const { user } = renderAuth('/register');
    await fillValid(user);
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual([shown]));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });
});

describe('login page', () => {
  async function logIn(user: ReturnType<typeof renderAuth>['user']) {
    await user.type(screen.getByLabelText('Email'), 'sita@pashmina.test');
    await user.type(screen.getByLabelText('Password'), 'customer123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  const response = (role: 0 | 1) => ({
    body: { success: true, message: 'Login successfully', user: { ...sita, role }, token: 'tok-1' },
  });

  it('starts the session and takes a customer back where the guard sent them from', async () => {
    mockApi({ 'POST /api/v1/auth/login': response(0) });
    const { user, store } = renderAuth('/login?redirect=%2Fdashboard%2Fuser%2Forders');
    await logIn(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/user/orders');
    expect(selectToken(store.getState())).toBe('tok-1');
    expect(selectSessionUser(store.getState())).toEqual(sita);
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Login successfully' }),
    ]);
  });

  it('sends an admin to the admin dashboard whatever the return path', async () => {
    mockApi({ 'POST /api/v1/auth/login': response(1) });
    const { user } = renderAuth('/login?redirect=%2FCart');
    await logIn(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/admin/dashboard');
  });

  it('sends a customer without a return path home, and never off the site', async () => {
    mockApi({ 'POST /api/v1/auth/login': response(0) });
    const { user } = renderAuth('/login?redirect=%2F%2Fevil.example');
    await logIn(user);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('says why the login failed in the form, with the password field, until the next try', async () => {
    const api = mockApi({
      'POST /api/v1/auth/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password' },
      },
    });
    const { user, store } = renderAuth('/login');
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert.closest('form')).toBe(screen.getByRole('button', { name: 'Login' }).closest('form'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Invalid email or password');
    expect(getToasts()).toEqual([]);
    expect(selectToken(store.getState())).toBeNull();

    // The next try clears it, and the right password goes through.
    api.use({ 'POST /api/v1/auth/login': response(0) });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('says a lost connection in the form too', async () => {
    mockApi({ 'POST /api/v1/auth/login': () => Promise.reject(new TypeError('offline')) });
    const { user } = renderAuth('/login');
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('links to the register page', () => {
    mockApi({});
    renderAuth('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/Register');
  });
});
