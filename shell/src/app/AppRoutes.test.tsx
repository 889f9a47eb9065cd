import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import {
  createRemoteRegistry,
  RemoteRegistryProvider,
  type RemoteLoader,
  type RemoteName,
} from '../features/remotes';
import { AppRoutes } from './AppRoutes';

/** A stand-in remote: names itself and shows the path it was given. */
function fakeRemote(name: RemoteName) {
  return function FakeRoutes() {
    const { pathname } = useLocation();
    return <p data-testid="remote">{`${name} at ${pathname}`}</p>;
  };
}

const workingLoader = () =>
  jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (name) => ({
    default: fakeRemote(name),
  }));

function renderApp(route: string, loader: RemoteLoader = workingLoader()) {
  return renderWithProviders(
    <RemoteRegistryProvider registry={createRemoteRegistry(loader)}>
      <AppRoutes />
    </RemoteRegistryProvider>,
    { route, preloadedState: { auth: signedInAdmin } },
  );
}

// The dashboards are behind the guards: an admin whose token the server accepts sees both areas.
const signedInAdmin = {
  token: 'tok-admin',
  user: {
    _id: 'u0',
    name: 'admin',
    email: 'admin@pashmina.test',
    phone: '9800000000',
    address: 'Kathmandu',
    role: 1 as const,
  },
};
beforeEach(() => {
  mockApi({
    'GET /api/v1/auth/user-auth': { body: { ok: true } },
    'GET /api/v1/auth/admin-auth': { body: { ok: true } },
  });
});

describe('shell router', () => {
  it('shows the 404 page for an unknown path, without loading a remote', () => {
    const loader = workingLoader();
    renderApp('/no/such/page', loader);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(loader).not.toHaveBeenCalled();
  });

  it.each(['/', '/MenProduct', '/menproduct', '/SingleProducts/p-1', '/cart', '/success'])(
    'renders the storefront remote for %s',
    async (path) => {
      const loader = workingLoader();
      renderApp(path, loader);
      expect(await screen.findByTestId('remote')).toHaveTextContent(`storefront at ${path}`);
      expect(loader).toHaveBeenCalledWith('storefront');
    },
  );

  it('mounts the customer area under /dashboard/user and the admin under /dashboard/admin', async () => {
    renderApp('/dashboard/user/orders');
    expect(await screen.findByTestId('remote')).toHaveTextContent('customer_area at /dashboard/user/orders');
  });

  it('matches the admin area case-insensitively', async () => {
    renderApp('/Dashboard/Admin/users');
    expect(await screen.findByTestId('remote')).toHaveTextContent('admin at /Dashboard/Admin/users');
  });

  it.each([
    ['/login', 'Login'],
    ['/Login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=abc', 'Reset password'],
  ])('%s is a shell page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('keeps a logged-out visitor out of the dashboards without loading their remotes', async () => {
    const loader = workingLoader();
    renderWithProviders(
      <RemoteRegistryProvider registry={createRemoteRegistry(loader)}>
        <AppRoutes />
      </RemoteRegistryProvider>,
      { route: '/dashboard/admin/users' },
    );
    expect(await screen.findByText('Redirecting you in 5 seconds')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads each remote once and reuses it', async () => {
    const loader = workingLoader();
    const { user } = renderApp('/', loader);
    await screen.findByTestId('remote');
    await user.click(screen.getAllByRole('link', { name: 'Mens' })[0]);
    expect(await screen.findByTestId('remote')).toHaveTextContent('storefront at /MenProduct');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('a remote that fails', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary report the caught error; keep the test output clean.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the fallback only in its area; the navbar and footer keep working', async () => {
    const loader: RemoteLoader = async (name) => {
      if (name === 'admin') throw new Error('remoteEntry unreachable');
      return { default: fakeRemote(name) };
    };
    const { user } = renderApp('/dashboard/admin', loader);

    expect(
      await screen.findByRole('heading', {
        name: 'This part of the shop is taking a break. Please try again in a moment.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pashmina' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Thamel, Kathmandu, Nepal');

    // The rest of the shop still works.
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('storefront at /');
  });

  it('Retry loads the remote again', async () => {
    let attempts = 0;
    const loader: RemoteLoader = async (name) => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { default: fakeRemote(name) };
    };
    const { user } = renderApp('/dashboard/user', loader);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('customer_area at /dashboard/user');
    expect(attempts).toBe(2);
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('bug in the remote');
    };
    renderApp('/cart', async () => ({ default: Broken }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument());
  });
});
