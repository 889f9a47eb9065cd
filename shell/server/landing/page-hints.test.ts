// What the shell's server writes into a page's head (page-hints.ts, page-data.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../../tools/apps';
import type { FederationManifest } from '../../../tools/webpack/exposed-files';
import { firstDataOf, pageChunkOf, productSrcSet, type PageData } from './page-data';
import {
  createPageHints,
  firstFilesOf,
  hintTags,
  hostVersionsOf,
  jsonForScript,
  publicRemoteFor,
  sharesHostVersions,
  type PageHintsOptions,
} from './page-hints';

/** Deep equality across realms (jest's, and Node's for what fetch answers). */
const assertEqual = (actual: unknown, expected: unknown) => expect(actual).toEqual(expected);

/** The tags of the hints `hintsFor` gives a page, as the page's head holds them. */
const tagsOf =
  (hintsFor: ReturnType<typeof createPageHints>) =>
  async (pathname: string, search = ''): Promise<string> => {
    const tags = hintTags(await hintsFor(pathname, search));
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

function hints({ answer = (_url: string) => Response.json(STOREFRONT_MANIFEST) } = {}) {
  const asked: string[] = [];
  const hintsFor = createPageHints({
    registry: REMOTES,
    hostVersions: () => HOST_VERSIONS,
    remotes: () => REMOTES_FILE,
    origins: ['https://shop.example', 'https://admin.example'],
    fetchImpl: (async (url: string) => {
      asked.push(url);
      return answer(url);
    }) as typeof fetch,
  });
  return { hintsFor: tagsOf(hintsFor), asked };
}

/** Page hints with no remote, whose API answers every URL with `answer()`; what was asked and logged is kept. */
function hintsAskingApi(answer: () => Response) {
  const asked: string[] = [];
  const logged: string[] = [];
  const options: PageHintsOptions = {
    registry: REMOTES,
    remotes: () => ({ remotes: [] }),
    origins: [],
    hostVersions: () => HOST_VERSIONS,
    apiOrigin: 'http://api.internal:3000',
    log: (line) => logged.push(line),
    fetchImpl: (async (url: string) => {
      asked.push(url);
      return answer();
    }) as typeof fetch,
  };
  return { hintsFor: tagsOf(createPageHints(options)), asked, logged };
}

describe('page-hints.ts', () => {
  it("knows the storefront's pages, case-insensitively, and nothing behind a login", () => {
    assert.equal(publicRemoteFor(REMOTES, '/')?.name, 'storefront');
    assert.equal(publicRemoteFor(REMOTES, '/womenproduct')?.name, 'storefront');
    assert.equal(publicRemoteFor(REMOTES, '/SingleProducts/abc/')?.name, 'storefront');
    assert.equal(publicRemoteFor(REMOTES, '/SingleProducts/'), null);
    assert.equal(publicRemoteFor(REMOTES, '/Login'), null);
    assert.equal(publicRemoteFor(REMOTES, '/dashboard/admin/dashboard'), null);
    assert.equal(publicRemoteFor(REMOTES, '/dashboard/user/orders'), null);
  });

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

  it('knows the chunk of each page shoppers land on, as storefront/src/Routes.tsx names it', () => {
    const routes = readFileSync(path.join(__dirname, '../../../storefront/src/Routes.tsx'), 'utf8');
    for (const chunk of ['page-home', 'page-listing', 'page-product'])
      assert.ok(routes.includes(`webpackChunkName: "${chunk}"`), `Routes.tsx names ${chunk}`);
    assert.equal(pageChunkOf('/'), 'page-home');
    assert.equal(pageChunkOf('/Home/'), 'page-home');
    for (const list of ['/WomenProduct', '/menproduct', '/NewArrival', '/Bestsellers'])
      assert.equal(pageChunkOf(list), 'page-listing', list);
    assert.equal(pageChunkOf('/SingleProducts/abc'), 'page-product');
    for (const other of ['/Cart', '/AboutUs', '/SingleProducts/', '/Login'])
      assert.equal(pageChunkOf(other), null, other);
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonForScript({ entry: '</script><script>alert(1)</script>' });
    assert.ok(!text.includes('</script>'));
    assertEqual(JSON.parse(text), { entry: '</script><script>alert(1)</script>' });
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

describe('page-data.ts', () => {
  it("names the storefront's first requests exactly as its queries write them", () => {
    expect(firstDataOf('/', '')?.requests).toEqual([
      '/api/v1/product?featured=true&limit=8',
      '/api/v1/newarrivals?limit=8',
      '/api/v1/bestsellers?limit=8',
    ]);
    expect(firstDataOf('/womenproduct/', '')?.requests).toEqual([
      '/api/v1/product?genderCategory=women&page=1&limit=9',
    ]);
    expect(firstDataOf('/NewArrival', '')?.requests).toEqual([
      '/api/v1/product?newArrival=true&sort=newest&page=1&limit=9',
    ]);
    expect(firstDataOf('/SingleProducts/Ab%20c', '')?.requests).toEqual(['/api/v1/product/Ab%20c']);
  });

  it('gives no data hints where the page would ask something else: filters, other pages, a broken id', () => {
    assert.equal(firstDataOf('/WomenProduct', '?page=2'), null);
    assert.equal(firstDataOf('/Cart', ''), null);
    assert.equal(firstDataOf('/dashboard/admin/dashboard', ''), null);
    assert.equal(firstDataOf('/SingleProducts/%E0%A4%A', ''), null);
  });

  it("picks the hero's picture (the first featured product for women) with the hero's sizes", () => {
    const { picture } = firstDataOf('/', '') as Required<PageData>;
    const products = [
      { genderCategory: 'men', productThumb: '/m-card.webp' },
      { genderCategory: 'women', productThumb: '/w-card.webp', productImg: '/w-detail.webp' },
    ];
    const hero = picture.pick(products);
    assert.equal(productSrcSet(hero ?? {}), '/w-card.webp 480w, /w-detail.webp 1200w');
    assert.equal(picture.sizes, '(max-width: 859px) 100vw, 460px');
  });

  it('preloads the answer of the API and the picture it names, from the page head', async () => {
    const { hintsFor, asked } = hintsAskingApi(() =>
      Response.json([
        { genderCategory: 'women', productThumb: '/p-card.webp', productImg: '/p-detail.webp' },
      ]),
    );
    const html = await hintsFor('/WomenProduct', '');
    assertEqual(asked, ['http://api.internal:3000/api/v1/product?genderCategory=women&page=1&limit=9']);
    assert.match(
      html,
      /<link rel="preload" as="image" imagesrcset="\/p-card.webp 480w, \/p-detail.webp 1200w"/,
    );
    assert.match(
      html,
      /<link rel="preload" as="fetch" href="\/api\/v1\/product\?genderCategory=women&amp;page=1&amp;limit=9" crossorigin/,
    );
  });
});

describe('the answers the page hints keep', () => {
  it('are bounded: a crawler walking every product page cannot grow them without end', async () => {
    const { hintsFor, asked } = hintsAskingApi(() => Response.json({ productThumb: '/p-card.webp' }));
    for (let i = 0; i <= 500; i++) await hintsFor(`/SingleProducts/p${i}`, '');
    await hintsFor('/SingleProducts/p500', '');
    assert.equal(asked.length, 501, 'a page asked again within seconds is answered from memory');
    await hintsFor('/SingleProducts/p0', '');
    assert.equal(asked.length, 502, 'the oldest answer was dropped to keep at most 500');
  });
});

describe('an unknown product page', () => {
  it('gets no picture hint, and leaves nothing in the log', async () => {
    const { hintsFor, logged } = hintsAskingApi(() => Response.json({ success: false }, { status: 404 }));
    const html = await hintsFor('/SingleProducts/gone', '');
    assert.ok(!/as="image"/.test(html));
    assertEqual(logged, []);
  });
});
