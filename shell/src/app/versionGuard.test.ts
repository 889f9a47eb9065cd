import { FEDERATION_RUNTIME, RemoteRefusedError, type HostVersions } from '../features/remotes';
import { checkedManifest, versionGuard } from './versionGuard';

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
  it('hands the runtime the very manifest it judged when every version is supported', async () => {
    const manifest = manifestWith({
      react: '19.0.0',
      'react-router-dom': '7.1.0',
      '@pashmina/shared-ui': '1.0.1',
    });
    const fetchSpy = respondWith(JSON.stringify(manifest));
    const response = await checkedManifest(MANIFEST_URL, {}, 'storefront', HOST);
    expect(fetchSpy).toHaveBeenCalledWith(MANIFEST_URL, {});
    expect(await response.json()).toEqual(manifest);
  });

  it('refuses a remote built against another major, saying which version on the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    respondWith(
      JSON.stringify(
        manifestWith({ react: '18.3.1', 'react-router-dom': '7.18.5', '@pashmina/shared-ui': '1.0.0' }),
      ),
    );
    const refused = checkedManifest(MANIFEST_URL, {}, 'storefront', HOST);
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
    await expect(checkedManifest(MANIFEST_URL, {}, 'admin', HOST)).rejects.toThrow(
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
    await expect(checkedManifest(MANIFEST_URL, {}, 'storefront', host)).rejects.toThrow(
      'its manifest declares @module-federation/runtime 2.10.0 (this shell supports @module-federation/runtime 2.0.x to 2.9.x)',
    );
  });

  it('passes an error response on, for the runtime to report as it would without the check', async () => {
    respondWith('Not found', 404);
    const response = await checkedManifest(MANIFEST_URL, {}, 'storefront', HOST);
    expect(response.status).toBe(404);
  });

  it('lets an unreachable server fail as it would without the check', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkedManifest(MANIFEST_URL, {}, 'storefront', HOST)).rejects.toThrow('Failed to fetch');
  });
});

describe('versionGuard', () => {
  it("names the remote by the runtime's remote info", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    respondWith(
      JSON.stringify(
        manifestWith({ react: '20.0.0', 'react-router-dom': '7.18.5', '@pashmina/shared-ui': '1.0.0' }),
      ),
    );
    const plugin = versionGuard(HOST);
    const remoteInfo = {
      name: 'customer_area',
      entry: MANIFEST_URL,
      type: 'manifest',
      entryGlobalName: 'customer_area',
      shareScope: 'default',
    } as const;
    await expect(plugin.fetch?.(MANIFEST_URL, {}, remoteInfo)).rejects.toThrow(
      'the customer_area remote was refused',
    );
  });
});
