import { preloadRoutesFiles, remoteEntryOf, type RemoteManifest } from './remoteManifest';

const MANIFEST_URL = 'http://cdn.test/storefront/current/mf-manifest.json';

/** A manifest as our builds write it: files beside it (`publicPath: 'auto'`). */
const built: RemoteManifest = {
  metaData: {
    globalName: 'storefront',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
  },
  exposes: [
    {
      name: 'Routes',
      assets: {
        js: { sync: ['__federation_expose_Routes.06046578.js'] },
        css: { sync: ['__federation_expose_Routes.708164f0.css'] },
      },
    },
  ],
};

afterEach(() => document.head.replaceChildren());

describe('remoteEntryOf', () => {
  it("finds remoteEntry.js beside the manifest, with the global it sets, as the runtime's snapshot did", () => {
    expect(remoteEntryOf(built, MANIFEST_URL)).toEqual({
      entry: 'http://cdn.test/storefront/current/remoteEntry.js',
      entryGlobalName: 'storefront',
    });
  });

  it('follows the entry file into its folder and a public path the build named', () => {
    const manifest = {
      metaData: {
        publicPath: 'http://static.test/admin/',
        remoteEntry: { name: 'remoteEntry.js', path: 'js' },
      },
    };
    expect(remoteEntryOf(manifest, MANIFEST_URL).entry).toBe('http://static.test/admin/js/remoteEntry.js');
  });

  it('fails on a manifest that names no remoteEntry', () => {
    expect(() => remoteEntryOf({ metaData: {} }, MANIFEST_URL)).toThrow(
      `${MANIFEST_URL} names no remoteEntry`,
    );
  });
});

describe('preloadRoutesFiles', () => {
  it("preloads the routes' scripts and style sheets beside the manifest", () => {
    preloadRoutesFiles(built, MANIFEST_URL);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.as, link.href]);
    expect(links).toEqual([
      ['preload', 'script', 'http://cdn.test/storefront/current/__federation_expose_Routes.06046578.js'],
      ['preload', 'style', 'http://cdn.test/storefront/current/__federation_expose_Routes.708164f0.css'],
    ]);
  });

  it('preloads nothing for a manifest without routes', () => {
    preloadRoutesFiles({ metaData: built.metaData }, MANIFEST_URL);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
