import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getToasts, selectToken, toast } from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const SENT = 'If an account exists for that e-mail, we have sent a link to reset its password.';
const TOKEN = 'q5dQ3wVn0Yt0a0v2m8kX4o1cV3m9rE6bT7yU2iO5pLs';

function renderAuth(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => toast.clear());

describe('login page', () => {
  it('links to the forgot-password page', async () => {
    mockApi({});
    const { user } = renderAuth('/login');
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });
});

describe('forgot-password page', () => {
  it.each([
    [200, { success: true, message: SENT }],
    [429, { success: false, message: 'Too many attempts. Please try again in a minute.' }],
    [500, { success: false, message: 'Something went wrong on our side, please try again' }],
  ])('sends the e-mail and, on a %i response, says the same', async (status, body) => {
    const api = mockApi({ 'POST /api/v1/auth/forgot-password': { status, body } });
    const { user } = renderAuth('/forgot-password');
    await user.type(screen.getByLabelText('Email'), ' sita@pashmina.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.calls.map((call) => call.body)).toEqual([{ email: 'sita@pashmina.test' }]);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('says the same when the connection is lost', async () => {
    mockApi({ 'POST /api/v1/auth/forgot-password': () => Promise.reject(new TypeError('offline')) });
    const { user } = renderAuth('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sita@pashmina.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  });

  it('asks for a proper e-mail before sending anything', async () => {
    const api = mockApi({});
    const { user } = renderAuth('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sita@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAccessibleDescription('Invalid email format');
    expect(field).toHaveFocus();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('reset-password page', () => {
  /** The page's check of the link as it opens: it still works. */
  const LINK_WORKS = { [`GET /api/v1/auth/reset-password/${TOKEN}`]: { body: { success: true } } };
  const INVALID = { success: false, message: 'This reset link is invalid or has expired.' };

  async function fill(user: ReturnType<typeof renderAuth>['user'], password: string, confirm = password) {
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('shows the register page’s messages and sends nothing while any applies', async () => {
    const api = mockApi(LINK_WORKS);
    const { user } = renderAuth(`/reset-password?token=${TOKEN}`);
    await fill(user, '12345', '1234');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters long'),
    );
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // Fixing the fields clears their messages at once.
    await user.type(screen.getByLabelText('New password'), '6');
    await user.type(screen.getByLabelText('Confirm password'), '56');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 characters long')).not.toBeInTheDocument();
  });

  it('sends the token and the new password, then goes to the login page with the toast', async () => {
    const api = mockApi({
      ...LINK_WORKS,
      'POST /api/v1/auth/reset-password': {
        body: { success: true, message: 'Your password has been reset. Please log in.' },
      },
    });
    const { user, store } = renderAuth(`/reset-password?token=${TOKEN}`);
    await fill(user, 'brand-new-secret');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: TOKEN,
      password: 'brand-new-secret',
    });
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Your password has been reset. Please log in.' }),
    ]);
    // Not logged in.
    expect(selectToken(store.getState())).toBeNull();
  });

  it('says at once that a used or expired link cannot work, in place of the form, and offers a new one', async () => {
    const api = mockApi({ [`GET /api/v1/auth/reset-password/${TOKEN}`]: { status: 400, body: INVALID } });
    renderAuth(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID.message);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it.each([
    [429, { success: false, message: 'Too many attempts. Please try again in a minute.' }],
    [501, { success: false, message: 'Something else' }],
  ])('keeps the form when the check answers %i: the reset says what is wrong', async (status, body) => {
    const api = mockApi({
      [`GET /api/v1/auth/reset-password/${TOKEN}`]: { status, body },
      'POST /api/v1/auth/reset-password': { status: 400, body: INVALID },
    });
    const { user } = renderAuth(`/reset-password?token=${TOKEN}`);
    await waitFor(() => expect(api.calls.map((call) => call.method)).toEqual(['GET']));
    await fill(user, 'brand-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID.message);
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('says in the form, above the button, when the link is refused on sending, and stays', async () => {
    mockApi({
      ...LINK_WORKS,
      'POST /api/v1/auth/reset-password': { status: 400, body: INVALID },
    });
    const { user } = renderAuth(`/reset-password?token=${TOKEN}`);
    await fill(user, 'brand-new-secret');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID.message);
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Reset password' }));
    expect(getToasts()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('says a link without a token cannot work, and offers a new one', () => {
    mockApi({});
    renderAuth('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
