import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractVersion } from '@pashmina/shared-ui';
import type { RemoteLoader } from '../features/remotes';

// The federation runtime stands in for the remotes' servers, which these tests do not start: what is checked is what
// the shell asks of it, and when. The browser tests load the real remotes (e2e/tests/deployment/).
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    version: '2.9.2',
    options: { shared: { react: [{ version: '19.3.1' }] } },
  }),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: () => null })),
}));

const MANIFEST_URL = 'http://localhost:4201/mf-manifest.json';

let loadRemoteRoutes: RemoteLoader;

beforeAll(async () => {
  // The list the shell's server writes into the page (page-hints.ts), which federation.ts finds when imported.
  document.body.innerHTML = `<script type="application/json" id="mf-remotes">${JSON.stringify({
    remotes: [{ name: 'storefront', entry: MANIFEST_URL }],
  })}</script>`;
  ({ loadRemoteRoutes } = await import('./federation'));
});

function manifestDeclaring(react: string) {
  return {
    shared: [
      { name: 'react', version: react },
      { name: '@pashmina/shared-ui', version: contractVersion },
    ],
    metaData: {
      globalName: 'storefront',
      publicPath: 'auto',
      pluginVersion: '2.9.2',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: [{ name: 'Routes', assets: { js: { sync: ['__federation_expose_Routes.1.js'] } } }],
  };
}

afterEach(() => jest.restoreAllMocks());

it('refuses a remote without registering it, asks for its manifest again on Retry, then loads it by its remoteEntry.js', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(new Response(JSON.stringify(manifestDeclaring('18.3.1'))))
    .mockResolvedValueOnce(new Response(JSON.stringify(manifestDeclaring('19.2.0'))));

  await expect(loadRemoteRoutes('storefront')).rejects.toThrow(
    'the storefront remote was refused before loading: its manifest declares react 18.3.1',
  );
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();

  const routes = await loadRemoteRoutes('storefront');
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(fetchSpy).toHaveBeenNthCalledWith(2, MANIFEST_URL);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'storefront', entry: 'http://localhost:4201/remoteEntry.js', entryGlobalName: 'storefront' },
  ]);
  expect(loadRemote).toHaveBeenCalledWith('storefront/Routes');
  expect(routes.default).toBeInstanceOf(Function);
  expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(
    'http://localhost:4201/__federation_expose_Routes.1.js',
  );

  // Once accepted, the remote is neither judged nor registered again.
  await loadRemoteRoutes('storefront');
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});
