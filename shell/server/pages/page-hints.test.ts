// What the shell's server writes into a page's head (page-hints.ts, page-data.ts).
import assert from 'node:assert/strict';
import type { LoadedPage, PagePlan } from '@pashmina/shared-ui/page-head';
import { REMOTES } from '../../../tools/apps';
import type { FederationManifest } from '../../../tools/webpack/exposed-files';
import { nepaliCatalogFilesIn } from './nepali-catalog-files';
import { createPageHints, firstFilesOf, hintTags, hostVersionsOf, sharesHostVersions } from './page-hints';
import { A_HEAD, aPlan } from '../test/plans';

/** The storefront build's plan of a storefront page (`chunk`: a landing page's). */
const planOf = (chunk: string | null): PagePlan => aPlan(chunk);
const STOREFRONT_PAGE: Record<string, PagePlan | null> = {
  '/': planOf('page-home'),
  '/ne': planOf('page-home'),
  '/ne/Cart': planOf(null),
  '/WomenProduct': planOf('page-listing'),
  '/MenProduct': planOf('page-listing'),
  '/Cart': planOf(null),
  '/dashboard/admin/dashboard': null,
};

/** Deep equality across realms (jest's, and Node's for what fetch answers). */
const assertEqual = (actual: unknown, expected: unknown) => expect(actual).toEqual(expected);

/** The tags of the hints `hintsFor` gives a page, as the page's head holds them. */
const tagsOf =
  (hintsFor: ReturnType<typeof createPageHints>) =>
  async (pathname: string, loaded: LoadedPage | null = null): Promise<string> => {
    const language = pathname.startsWith('/ne') ? 'ne' : 'en';
    const tags = hintTags(await hintsFor({ plan: STOREFRONT_PAGE[pathname] ?? null, loaded, language }));
    return `${tags.picture}${tags.rest}`;
  };

const REMOTES_FILE = {
  remotes: [
    { name: 'storefront', entry: 'https://shop.example/storefront/mf-manifest.json' },
    { name: 'admin', entry: 'https://admin.example/mf-manifest.json' },
  ],
};
const HOST_VERSIONS = { react: '19.3.1', '@pashmina/shared-ui': '1.0.0' };
const STOREFRONT_MANIFEST: FederationManifest = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@pashmina/shared-ui', version: '1.0.0' },
  ],
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './Routes',
      assets: {
        js: {
          sync: ['878.aa.js', '__federation_expose_Routes.bb.js'],
          async: ['page-home.dd.js', 'page-listing.ee.js', '412.ff.js'],
        },
        css: { sync: ['878.cc.css'], async: ['page-home.gg.css', 'page-listing.hh.css'] },
      },
    },
  ],
};

/** The Nepali catalog's parts in the shell's build. */
const SHELL_CATALOG_FILES = nepaliCatalogFilesIn([
  'main.b9fd85f6.js',
  'catalog-ne.a096c360.js',
  'catalog-ne-core.11aa22bb.js',
  'catalog-ne-core.11aa22bb.js.gz',
  'catalog-ne-home.33cc44dd.js',
  'catalog-ne-product-detail.55ee66ff.js',
]);

function hints({ answer = (_url: string) => Response.json(STOREFRONT_MANIFEST) } = {}) {
  const asked: string[] = [];
  const hintsFor = createPageHints({
    registry: REMOTES,
    hostVersions: () => HOST_VERSIONS,
    remotes: () => REMOTES_FILE,
    origins: ['https://shop.example', 'https://admin.example'],
    nepaliCatalogFiles: () => SHELL_CATALOG_FILES,
    fetchImpl: (async (url: string) => {
      asked.push(url);
      return answer(url);
    }) as typeof fetch,
  });
  return { hintsFor: tagsOf(hintsFor), asked };
}

describe('page-hints.ts', () => {
  it("names remoteEntry.js and the exposed routes' chunks next to the manifest", () => {
    assertEqual(firstFilesOf(STOREFRONT_MANIFEST, 'https://shop.example/storefront/mf-manifest.json'), {
      scripts: [
        'https://shop.example/storefront/remoteEntry.js',
        'https://shop.example/storefront/878.aa.js',
        'https://shop.example/storefront/__federation_expose_Routes.bb.js',
      ],
      styles: ['https://shop.example/storefront/878.cc.css'],
    });
  });

  it("adds the files of the page's own chunk, and no other page's", () => {
    const { scripts, styles } = firstFilesOf(
      STOREFRONT_MANIFEST,
      'https://shop.example/storefront/mf-manifest.json',
      'page-listing',
    );
    assertEqual(scripts.slice(3), ['https://shop.example/storefront/page-listing.ee.js']);
    assertEqual(styles, [
      'https://shop.example/storefront/878.cc.css',
      'https://shop.example/storefront/page-listing.hh.css',
    ]);
  });

  it("gives a storefront page the remotes, preconnects and the storefront's first files", async () => {
    const { hintsFor } = hints();
    const html = await hintsFor('/WomenProduct');
    const json = /<script type="application\/json" id="mf-remotes">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(json?.[1] ?? 'null')).toEqual(REMOTES_FILE);
    assert.match(html, /<link rel="preconnect" href="https:\/\/admin.example" \/>/);
    assert.match(
      html,
      /rel="preload" as="fetch" href="https:\/\/shop.example\/storefront\/mf-manifest.json" crossorigin/,
    );
    assert.match(html, /rel="preload" as="script" href="https:\/\/shop.example\/storefront\/remoteEntry.js"/);
    assert.match(html, /rel="preload" as="style" href="https:\/\/shop.example\/storefront\/878.cc.css"/);
    assert.match(html, /rel="preload" as="script" href="https:\/\/shop.example\/storefront\/878.aa.js"/);
    assert.match(html, /as="script" href="https:\/\/shop.example\/storefront\/page-listing.ee.js"/);
    assert.match(html, /as="style" href="https:\/\/shop.example\/storefront\/page-listing.hh.css"/);
    assert.ok(
      !/page-home|412\.ff/.test(html),
      "another page's chunk, or a chunk of no page, is not preloaded",
    );
  });

  it("never preloads the admin's files, and reads a remote's manifest once for many pages", async () => {
    const { hintsFor, asked } = hints();
    const admin = await hintsFor('/dashboard/admin/dashboard');
    assert.ok(!/rel="preload"/.test(admin));
    await hintsFor('/');
    await hintsFor('/MenProduct');
    assertEqual(asked, ['https://shop.example/storefront/mf-manifest.json']);
  });

  it('preloads nothing of a remote built against other singletons: the shell may refuse it unloaded', async () => {
    const older = {
      ...STOREFRONT_MANIFEST,
      shared: [{ name: 'react', version: '18.3.1' }, STOREFRONT_MANIFEST.shared![1]],
    };
    const lacking = { ...STOREFRONT_MANIFEST, shared: [STOREFRONT_MANIFEST.shared![0]] };
    for (const manifest of [older, lacking]) {
      const { hintsFor } = hints({ answer: () => Response.json(manifest) });
      const html = await hintsFor('/');
      assert.match(html, /id="mf-remotes"/);
      assert.ok(!/as="script"|as="style"/.test(html));
    }
    assert.equal(sharesHostVersions(STOREFRONT_MANIFEST, HOST_VERSIONS), true);
    assert.equal(sharesHostVersions(STOREFRONT_MANIFEST, null), false);
  });

  it('preloads nothing of a remote built with another federation runtime than the one the shell lends it', () => {
    const host = hostVersionsOf({ shared: STOREFRONT_MANIFEST.shared, metaData: { pluginVersion: '2.9.2' } });
    assert.equal(host?.['@module-federation/runtime'], '2.9.2');
    const builtWith = (pluginVersion: string) => ({
      ...STOREFRONT_MANIFEST,
      metaData: { ...STOREFRONT_MANIFEST.metaData, pluginVersion },
    });
    assert.equal(sharesHostVersions(builtWith('2.9.2'), host), true);
    assert.equal(sharesHostVersions(builtWith('2.10.0'), host), false);
    assert.equal(sharesHostVersions(STOREFRONT_MANIFEST, host), false);
  });

  it('still serves the page, without the chunks, when the remote does not answer', async () => {
    const { hintsFor } = hints({ answer: () => new Response('down', { status: 503 }) });
    const html = await hintsFor('/');
    assert.match(html, /id="mf-remotes"/);
    assert.ok(!/as="script"|as="style"/.test(html));
  });
});

describe("a landing page's data in its hints", () => {
  it('preloads the answers the page asked for and the picture they name, from the page head', async () => {
    const { hintsFor } = hints();
    const loaded: LoadedPage = {
      requests: ['/api/v1/product?genderCategory=women&page=1&limit=9'],
      picture: { srcset: '/p-card.webp 480w, /p-detail.webp 1200w', sizes: '100vw' },
      render: async () => null,
      release: () => {},
      status: 200,
      head: A_HEAD,
    };
    const html = await hintsFor('/WomenProduct', loaded);
    assert.match(
      html,
      /^<link rel="preload" as="image" imagesrcset="\/p-card.webp 480w, \/p-detail.webp 1200w" imagesizes="100vw" fetchpriority="high" \/>/,
    );
    assert.match(
      html,
      /<link rel="preload" as="fetch" href="\/api\/v1\/product\?genderCategory=women&amp;page=1&amp;limit=9" crossorigin/,
    );
  });

  it('gives a page without data (an unknown product, the API down) no picture and no data hints', async () => {
    const { hintsFor } = hints();
    const html = await hintsFor('/', null);
    assert.ok(!/as="image"|\/api\/v1/.test(html));
    assert.match(html, /as="script"/);
  });
});

describe("a Nepali page's catalog in its hints", () => {
  it('finds each part of the Nepali catalog in the shell’s build, hashed or not, and not the whole catalog', () => {
    assertEqual(Object.fromEntries(SHELL_CATALOG_FILES), {
      core: 'catalog-ne-core.11aa22bb.js',
      home: 'catalog-ne-home.33cc44dd.js',
      'product-detail': 'catalog-ne-product-detail.55ee66ff.js',
    });
    assertEqual(Object.fromEntries(nepaliCatalogFilesIn(['catalog-ne-core.js', 'catalog-ne-cart.js'])), {
      core: 'catalog-ne-core.js',
      cart: 'catalog-ne-cart.js',
    });
  });

  it('preloads core and a Nepali landing page’s own part, before the remote’s files', async () => {
    const { hintsFor } = hints();
    const html = await hintsFor('/ne');
    const scripts = [...html.matchAll(/as="script" href="([^"]+)"/g)].map((m) => m[1]);
    assertEqual(scripts.slice(0, 2), ['/catalog-ne-core.11aa22bb.js', '/catalog-ne-home.33cc44dd.js']);
    assert.ok(!/catalog-ne-product-detail|catalog-ne\./.test(html), "another page's part is not preloaded");
  });

  it('preloads core alone on a Nepali page that is no landing page, and no part on an English page', async () => {
    const { hintsFor } = hints();
    const cart = await hintsFor('/ne/Cart');
    assert.match(cart, /as="script" href="\/catalog-ne-core.11aa22bb.js"/);
    assert.equal(cart.match(/catalog-ne/g)?.length, 1);
    assert.ok(!/catalog-ne/.test(await hintsFor('/')));
    assert.ok(!/catalog-ne/.test(await hintsFor('/Cart')));
  });
});
