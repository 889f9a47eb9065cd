// How the shell's server puts a landing page's first screen into its HTML (first-screen-composer.ts, critical-css.ts). The
// storefront's real server build is exercised by e2e/tests/first-screen.spec.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FederationManifest } from '../../../tools/webpack/exposed-files';
import { shellContentSecurityPolicy } from '../http/security-headers';
import { classesWithoutStyle, createCriticalCss, shapeOf, withAbsoluteUrls } from './critical-css';
import {
  createFirstScreen,
  withFirstScreen,
  withoutLazyPictures,
  type FirstScreenRequest,
} from './first-screen-composer';
import { FIRST_SCREEN_LOADER, FIRST_SCREEN_LOADER_CSP, inlineScriptOf } from './first-screen-script';
import { bootStyleSheetsOf } from './shell-page';
import type { LoadedPage } from '@pashmina/shared-ui/page-head';
import type { StorefrontBuild } from './storefront-build';
import { A_HEAD, aPlan } from '../test/plans';

/** The shell's index.html as its production build writes it (minified), with the page's hints in but the picture's. */
const PAGE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Pashmina Shop</title>' +
  "<style>@font-face{font-family:'Cormorant Garamond';src:url(/assets/c.woff2)}.boot-bar{border:0}</style>" +
  '<link rel=preload href=/89.aa.css as=style><link rel=preload href=/main.bb.js as=script>' +
  '<script defer src=/main.bb.js></script>' +
  '<script type="application/json" id="mf-remotes">{"remotes":[]}</script>' +
  '<link rel="preload" as="fetch" href="https://cdn.example/storefront/mf-manifest.json" crossorigin />' +
  '<link rel="preload" as="style" href="https://cdn.example/storefront/page-home.cc.css" />' +
  '</head><body><noscript>Pashmina Shop needs JavaScript to run.</noscript>' +
  '<div id=root><div class=boot-bar><span class=boot-logo>Pashmina</span></div><div class=boot-main></div></div>' +
  '</body></html>';
const PICTURE =
  '<link rel="preload" as="image" imagesrcset="/uploads/p-card.webp 480w" imagesizes="100vw" fetchpriority="high" />';

const MARKUP =
  '<section class="storefront-hero"><h1 class="storefront-title">Handwoven pashmina</h1>' +
  '<img class="shell-image" src="/uploads/p-detail.webp" fetchPriority="high" loading="eager"/>' +
  '<img class="shell-image" src="/uploads/q-card.webp" srcSet="/uploads/q-card.webp 480w" loading="lazy"/></section>';

/** What starts a Beasties worker thread, stopped once the tests are done. */
const afterStopping: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(afterStopping.map((worker) => worker.close())));

describe('first-screen-composer.ts and critical-css.ts', () => {
  it("puts the first screen in the frame's main area, out of reach, with React's root hidden behind it", () => {
    const page = withFirstScreen(PAGE, { markup: MARKUP, css: '.storefront-hero{color:red}' }, PICTURE);
    const screen = page.slice(page.indexOf('<div id="first-screen"'), page.indexOf('<div id="root">'));
    assert.match(screen, /^<div id="first-screen" inert aria-hidden="true"><div class=boot-bar>/);
    assert.match(
      screen,
      /<div class="boot-main"><section class="storefront-hero">.*<\/section><\/div><\/div>$/,
    );
    assert.match(page, /#first-screen~#root\{display:none\}/);
    assert.equal((page.match(/id="?root"?/g) ?? []).length, 1);
  });

  it('holds every script and preload back in <template id="boot-later">, but the picture\'s preload', () => {
    const page = withFirstScreen(PAGE, { markup: MARKUP, css: '' }, PICTURE);
    const head = page.slice(0, page.indexOf('</head>'));
    const later = page.slice(page.indexOf('<template id="boot-later">'), page.indexOf('</template>'));
    assert.doesNotMatch(head, /<script|as=script|as=style|as="style"/);
    assert.match(head, /<link rel="preload" as="image"[^>]*fetchpriority="high"/);
    for (const tag of [
      '<script defer src=/main.bb.js>',
      'id="mf-remotes"',
      'href=/89.aa.css',
      'page-home.cc.css',
    ])
      assert.ok(later.includes(tag), `${tag} waits in the template`);
    assert.doesNotMatch(later, /as="image"/);
    assert.ok(page.endsWith(`<script>${FIRST_SCREEN_LOADER}</script></body></html>`));
  });

  it("leaves the web fonts for later: no @font-face before the first paint, not even the frame's", async () => {
    const criticalCss = createCriticalCss();
    afterStopping.push(criticalCss);
    const css = await criticalCss(
      '@font-face{font-family:Inter;src:url(/assets/i.woff2)}.storefront-title{font-family:Inter}',
      MARKUP,
    );
    const page = withFirstScreen(PAGE, { markup: MARKUP, css }, PICTURE);
    assert.doesNotMatch(page.slice(0, page.indexOf('<template')), /@font-face/);
    assert.match(page, /\.storefront-title\{font-family:Inter\}/);
  });

  it('leaves lazy pictures empty, and the largest picture as it is', () => {
    const markup = withoutLazyPictures(MARKUP);
    assert.match(markup, /<img class="shell-image" src="\/uploads\/p-detail\.webp" fetchPriority="high"/);
    assert.match(markup, /data-first-screen-src="\/uploads\/q-card\.webp" data-first-screen-srcSet=/);
    assert.doesNotMatch(markup, /\ssrc="\/uploads\/q-card/);
  });

  it("keeps of the style sheets only the rules the first screen's markup needs (Beasties), once for each shape", async () => {
    const css = `/* tokens */
@layer base,components;
:root{--gap:1rem}
body{margin:0}
@font-face{font-family:Inter;src:url(/a.woff2)}
.storefront-hero{padding:var(--gap)}
.storefront-hero .storefront-title,.admin-table td{font-weight:500}
.admin-table{border:1px solid}
@media (min-width:860px){.storefront-hero{display:grid}.admin-row{display:flex}}
@media print{.admin-row{display:none}}
@keyframes pulse{from{opacity:0}to{opacity:1}}
.storefront-title{animation:pulse 1s}
@keyframes unused{to{opacity:0}}
.storefront-hero .admin-row{margin:0}`;
    const criticalCss = createCriticalCss();
    afterStopping.push(criticalCss);
    const critical = await criticalCss(css, MARKUP);
    for (const rule of [
      '@layer base,components;',
      ':root{--gap:1rem}',
      'body{margin:0}',
      '.storefront-hero{padding:var(--gap)}',
      '.storefront-hero .storefront-title{font-weight:500}',
      '@media (min-width:860px){.storefront-hero{display:grid}}',
      '@keyframes pulse{',
    ])
      assert.ok(critical.includes(rule), `${rule} is kept in ${critical}`);
    for (const gone of ['@font-face', '.admin-table', '.admin-row', '@media print', '@keyframes unused'])
      assert.ok(!critical.includes(gone), `${gone} is left out of ${critical}`);
    // Markup of the same shape (another product's words and pictures) gets the very same rules, without a new cut.
    const other = MARKUP.replace('Handwoven pashmina', 'Maroon shawl').replace(/p-detail/g, 'q-detail');
    assert.equal(shapeOf(other), shapeOf(MARKUP));
    assert.equal(await criticalCss(css, other), critical);
    assert.notEqual(shapeOf(`${MARKUP}<p class="storefront-badge">Sale</p>`), shapeOf(MARKUP));
  });

  it("finds the build's own style sheets in its page, and names a class no style sheet styles", () => {
    const template = PAGE.replace(/<script type="application\/json".*?(?=<\/head>)/, '');
    expect(bootStyleSheetsOf(template)).toEqual(['/89.aa.css']);
    expect(classesWithoutStyle(MARKUP, '.storefront-hero{}.storefront-title{}')).toEqual(['shell-image']);
  });

  it("makes a remote style sheet's relative url()s absolute, and leaves the others", () => {
    const css =
      "a{background:url(img/x.png)}b{background:url('../y.svg')}c{src:url(/assets/f.woff2)}" +
      'd{background:url(data:image/png;base64,AAAA)}e{background:url(https://x.example/z.png)}';
    assert.equal(
      withAbsoluteUrls(css, 'https://cdn.example/storefront/page.css'),
      "a{background:url(https://cdn.example/storefront/img/x.png)}b{background:url('https://cdn.example/y.svg')}" +
        'c{src:url(/assets/f.woff2)}d{background:url(data:image/png;base64,AAAA)}e{background:url(https://x.example/z.png)}',
    );
  });

  it("allows the loader, and no other inline script, in the shell's Content-Security-Policy", () => {
    const hash = createHash('sha256').update(FIRST_SCREEN_LOADER).digest('base64');
    assert.equal(FIRST_SCREEN_LOADER_CSP, `'sha256-${hash}'`);
    const policy = shellContentSecurityPolicy(['https://cdn.example'], [FIRST_SCREEN_LOADER_CSP]);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example', `'sha256-${hash}'`]);
    expect(policy['style-src']).toContain("'unsafe-inline'");
  });

  it('inlines the loader from its file on one line, without its comments, as a script that parses', () => {
    assert.equal(
      inlineScriptOf('// why\n(function(){\n  // more\n  var a=1;\n})();\n'),
      '(function(){var a=1;})();',
    );
    assert.ok(!FIRST_SCREEN_LOADER.includes('\n'));
    assert.ok(!FIRST_SCREEN_LOADER.includes('//'), 'no comment is left in the page');
    assert.ok(FIRST_SCREEN_LOADER.startsWith('(function(){') && FIRST_SCREEN_LOADER.endsWith('})();'));
    assert.doesNotThrow(() => new Function(FIRST_SCREEN_LOADER));
  });
});

describe('the first screen as the shell serves it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shellRoot = path.join(dir, 'dist');
  // The shell's own style sheet, read from its folder.
  mkdirSync(shellRoot);
  writeFileSync(path.join(shellRoot, '89.aa.css'), '.shell-image{width:100%}');

  /** The storefront's server build, whose render of a page runs `body` (with `pathname`, `search`, `apiOrigin`). */
  let build: StorefrontBuild;
  let renderBody: (pathname: string, search: string, apiOrigin: string) => Promise<string | null>;
  let released = 0;
  function writeBundle(body: string, browserFiles = ['page-home.cc.css']) {
    renderBody = new Function(
      'pathname',
      'search',
      'apiOrigin',
      `return (async () => { ${body} })();`,
    ) as never;
    build = {
      planOf: () => aPlan(null),
      files: new Set(browserFiles),
      bundle: 'storefront/dist-server/first-screen.js',
    };
  }

  /** A page's data as the server build loads it. */
  function loadedPage(pathname: string, search: string): LoadedPage {
    return {
      requests: [],
      picture: null,
      render: () => renderBody(pathname, search, 'http://api.internal:3000'),
      release: () => released++,
      status: 200,
      head: A_HEAD,
    };
  }

  /**
   * The shell's server, with a storefront serving `remoteCss` as its page's style sheet and `served` as its files
   * (null: a manifest the shell's page hints do not accept). `asked` lists the style sheets fetched.
   */
  function server({
    remoteCss = '.storefront-hero{color:red}.storefront-title{color:blue}',
    served = ['page-home.cc.css'] as string[] | null,
    // A cold critical-CSS worker on a busy machine can take seconds; only the test of a slow render keeps the short wait.
    renderWaitMs = 30_000,
  } = {}) {
    const logged: string[] = [];
    const asked: string[] = [];
    const render = createFirstScreen({
      shellRoot,
      log: (line) => logged.push(line),
      renderWaitMs,
      fetchImpl: (async (url: string) => {
        asked.push(url);
        return new Response(remoteCss, { headers: { 'Content-Type': 'text/css' } });
      }) as typeof fetch,
    });
    afterStopping.push(render);
    const manifest: FederationManifest | null = served && {
      exposes: [{ assets: { js: { sync: [], async: [] }, css: { sync: served } } }],
    };
    const defaultRemote = { manifestUrl: 'https://cdn.example/storefront/mf-manifest.json', manifest };
    /** The page at `pathname`, as the page hints describe it. */
    const firstScreen = (
      pathname: string,
      search: string,
      remote: FirstScreenRequest['remote'] = defaultRemote,
    ) =>
      render({
        pathname,
        loaded: loadedPage(pathname, search),
        build,
        remote,
        styles: ['/89.aa.css', 'https://cdn.example/storefront/page-home.cc.css'],
      });
    return { firstScreen, logged, asked };
  }

  it("renders with the server build and inlines the shell's and the remote's style sheets", async () => {
    writeBundle(`return ${JSON.stringify(MARKUP)} + '<!--' + apiOrigin + pathname + search + '-->';`);
    const { firstScreen, asked } = server();
    const screen = await firstScreen('/', '?a=1');
    assert.ok(screen);
    const page = withFirstScreen(PAGE, screen, PICTURE);
    assert.ok(
      page.includes(
        `<div class="boot-main">${withoutLazyPictures(MARKUP)}<!--http://api.internal:3000/?a=1--></div>`,
      ),
    );
    assert.match(page, /\.shell-image\{width:100%\}/);
    assert.match(page, /\.storefront-hero\{color:red\}/);
    expect(asked).toEqual(['https://cdn.example/storefront/page-home.cc.css']);
    // A remote's style sheet is named by its content: it is fetched once.
    await firstScreen('/', '');
    assert.equal(asked.length, 1);
  });

  it('serves the page without a first screen when the renderer has none, fails, or is slow', async () => {
    writeBundle('return null;');
    assert.equal(await server().firstScreen('/SingleProducts/nope', ''), null);
    writeBundle("throw new Error('the API is down');");
    const failing = server();
    assert.equal(await failing.firstScreen('/', ''), null);
    assert.ok(failing.logged.some((line) => line === 'no first screen for /: the API is down'));
    writeBundle('await new Promise(() => {});');
    const slow = server({ renderWaitMs: 800 });
    const started = Date.now();
    assert.equal(await slow.firstScreen('/', ''), null);
    assert.ok(Date.now() - started < 2_000, 'a page waits at most its render wait for its first screen');
  });

  it('serves no first screen that its style sheets do not style (a storefront deployed apart from this build)', async () => {
    writeBundle(`return ${JSON.stringify(MARKUP)};`);
    const { firstScreen, logged } = server({ remoteCss: '.storefront-hero{color:red}' });
    assert.equal(await firstScreen('/', ''), null);
    expect(logged).toEqual(['no first screen for /: no style for storefront-title']);
  });

  it("serves no first screen when the storefront is another build than the server build's twin, or unknown", async () => {
    writeBundle(`return ${JSON.stringify(MARKUP)};`);
    const { firstScreen, logged } = server({ served: ['page-home.cc.css', '443.ee.js'] });
    assert.equal(await firstScreen('/', ''), null);
    assert.equal(await firstScreen('/', ''), null);
    expect(logged).toEqual([
      'no first screens: the storefront at https://cdn.example/storefront/mf-manifest.json is not the build of storefront/dist-server/first-screen.js',
    ]);
    // A page whose storefront's manifest the hints could not name, or do not accept.
    const { firstScreen: another } = server();
    assert.equal(await another('/', '', null), null);
    const { firstScreen: refused } = server({ served: null });
    assert.equal(await refused('/', ''), null);
  });

  it('renders at most a few first screens at once; past that, pages are served without one', async () => {
    writeBundle('await new Promise(() => {});');
    const { firstScreen } = server({ renderWaitMs: 800 });
    const waiting = Array.from({ length: 8 }, () => firstScreen('/', ''));
    const started = Date.now();
    assert.equal(await firstScreen('/', ''), null);
    assert.ok(Date.now() - started < 100, 'the ninth page does not wait for a render');
    expect(await Promise.all(waiting)).toEqual(Array(8).fill(null));
  });

  it("lets a page's data go when it serves no first screen of it", async () => {
    writeBundle(`return ${JSON.stringify(MARKUP)};`, ['another.ee.css']);
    const before = released;
    assert.equal(await server().firstScreen('/', ''), null);
    assert.equal(released, before + 1);
  });
});
