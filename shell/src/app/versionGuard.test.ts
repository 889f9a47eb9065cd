import { FEDERATION_RUNTIME, RemoteRefusedError, type HostVersions } from '../features/remotes';
import { checkedManifest } from './versionGuard';

const HOST: HostVersions = { react: '19.3.1', 'react-router-dom': '7.18.5', '@pashmina/shared-ui': '1.0.0' };
const MANIFEST_URL = 'http://cdn.test/storefront/current/mf-manifest.json';

function manifestWith(versions: Record<string, string>) {
  return {
    name: 'storefront',
    shared: Object.entries(versions).map(([name, version]) => ({ name, version })),
  };
}

function respondWith(body: string, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));
}

afterEach(() => jest.restoreAllMocks());

describe('checkedManifest', () => {
  it('returns the manifest it judged when every version is supported, fetched as its preload was', async () => {
    const manifest = manifestWith({
      react: '19.0.0',
      'react-router-dom': '7.1.0',
      '@pashmina/shared-ui': '1.0.1',
    });
    const fetchSpy = respondWith(JSON.stringify(manifest));
    await expect(checkedManifest(MANIFEST_URL, 'storefront', HOST)).resolves.toEqual(manifest);
    expect(fetchSpy).toHaveBeenCalledWith(MANIFEST_URL);
  });

  it('refuses a remote built against another major, saying which version on the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    respondWith(
      JSON.stringify(
        manifestWith({ react: '18.3.1', 'react-router-dom': '7.18.5', '@pashmina/shared-ui': '1.0.0' }),
      ),
    );
    const refused = checkedManifest(MANIFEST_URL, 'storefront', HOST);
    await expect(refused).rejects.toBeInstanceOf(RemoteRefusedError);
    await expect(refused).rejects.toThrow('react 18.3.1 (this shell supports react 19.0.x to 19.3.x)');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[shell\] the storefront remote was refused before loading: .*react 18\.3\.1/),
    );
  });

  it('refuses another shared-ui contract', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    respondWith(
      JSON.stringify(
        manifestWith({ react: '19.3.1', 'react-router-dom': '7.18.5', '@pashmina/shared-ui': '2.0.0' }),
      ),
    );
    await expect(checkedManifest(MANIFEST_URL, 'admin', HOST)).rejects.toThrow(
      'the admin remote was refused before loading: its manifest declares @pashmina/shared-ui 2.0.0',
    );
  });

  it('refuses a remote built with a newer federation runtime than the one the shell lends it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const manifest = {
      ...manifestWith({ react: '19.3.1', 'react-router-dom': '7.18.5', '@pashmina/shared-ui': '1.0.0' }),
      metaData: { pluginVersion: '2.10.0' },
    };
    respondWith(JSON.stringify(manifest));
    const host = { ...HOST, [FEDERATION_RUNTIME]: '2.9.2' };
    await expect(checkedManifest(MANIFEST_URL, 'storefront', host)).rejects.toThrow(
      'its manifest declares @module-federation/runtime 2.10.0 (this shell supports @module-federation/runtime 2.0.x to 2.9.x)',
    );
  });

  it('fails on an error response, saying which remote and what the server answered', async () => {
    respondWith('Not found', 404);
    await expect(checkedManifest(MANIFEST_URL, 'storefront', HOST)).rejects.toThrow(
      `the storefront remote's manifest ${MANIFEST_URL} answered 404`,
    );
  });

  it('fails on a body that is not JSON', async () => {
    respondWith('<!doctype html><p>Not a manifest</p>');
    await expect(checkedManifest(MANIFEST_URL, 'storefront', HOST)).rejects.toThrow('is not valid JSON');
  });

  it('lets the error of an unreachable server through', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkedManifest(MANIFEST_URL, 'storefront', HOST)).rejects.toThrow('Failed to fetch');
  });
});
