// Reports the JavaScript a browser downloads, in gzip bytes, split by origin (shell vs each remote),
// against a running shop: `npm start`, then `node bench/initial-js.mjs [shell URL]`.
// The baseline in the same run is the shell alone (its 404 page, no remote), so the report says how
// much each page adds on top of the host, whatever the machine. Pages: the shopper's (home, a listing),
// then the admin's dashboard and one other admin screen, as the seeded admin (ADMIN_EMAIL /
// ADMIN_PASSWORD, development defaults otherwise). chart.js's files are found by their source maps,
// whatever webpack named them, and the report says on which pages they were downloaded. A map is read from next to
// its script (a development server serves them), else from its app's dist-maps/ here, where a production build
// keeps them (they are not served): against a production build made elsewhere, chart.js goes unrecognised.
// Home is held to the budgets of issue 13: at most 170 KB in all, of which at most 120 KB for the shell
// and the shared singletons (served from the shell's origin); the report prints each part and its ratio, and what the
// shell + shared part is made of, package by package, from the source maps. Nepali home (/ne) is held to the same
// budgets, Nepali catalog included (issue 43), and the report says which of the two downloaded the Nepali catalog,
// in which parts (English pages must not).
// It also prints the style sheets home downloads (the shell's boot CSS, the storefront's home-page CSS), raw, in
// gzip and in brotli, by origin; the CSS written into the page itself (the boot frame's, the first screen's) is
// part of the HTML, not counted.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { charactersByPart } from './lib/source-parts.mjs';

const require = createRequire(import.meta.url);
const { APPS, SHELL, appNamed, portOf } = require('../tools/apps.js');
const { repoRoot } = require('../tools/paths.js');
const { remoteBase } = require('../tools/remotes.js');

const base = process.argv[2] ?? `http://localhost:${portOf(SHELL)}`;
const adminEmail = process.env.ADMIN_EMAIL || 'admin@pashmina.test';
const adminPassword = process.env.ADMIN_PASSWORD || 'admin12345';

/** Budgets for home's first load, gzip, in KB of 1024 bytes. */
const KB = 1024;
const HOME_BUDGET = 170 * KB;
const SHELL_BUDGET = 120 * KB;

/**
 * The scripts downloaded while `url` loads, each with its gzip size; `ready` waits for the page's own content.
 * The style sheets downloaded meanwhile are in the result's `styles`, each also with its raw and brotli sizes.
 */
async function measure(page, url, ready) {
  const pending = [];
  const pendingStyles = [];
  const onResponse = (response) => {
    const req = response.request();
    const type = req.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    (type === 'script' ? pending : pendingStyles).push(
      Promise.all([req.sizes().catch(() => null), response.body().catch(() => null)]).then(
        ([sizes, body]) => ({
          url: response.url(),
          // The budget is in gzip (level 6, as the servers send it to a browser without brotli); `wire` is what
          // Chromium received, brotli from these servers.
          bytes: body ? gzipSync(body, { level: 6 }).length : 0,
          wire: sizes ? sizes.responseBodySize : 0,
          raw: body ? body.length : 0,
          // The script itself, to tell what it is made of (partsReport).
          code: type === 'script' && body ? body.toString('utf8') : '',
          // Brotli at its best quality, as a build's precompressed sibling holds it.
          brotli: body
            ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length
            : 0,
        }),
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) {
    await ready(page);
    await page.waitForLoadState('networkidle');
  }
  page.off('response', onResponse);
  const scripts = await Promise.all(pending);
  scripts.styles = await Promise.all(pendingStyles);
  return scripts;
}

const sum = (list) => list.reduce((n, s) => n + s.bytes, 0);
const fileName = (url) => new URL(url).pathname.split('/').pop();

function report(title, scripts, baseline) {
  const byOrigin = {};
  for (const s of scripts) byOrigin[new URL(s.url).origin] = (byOrigin[new URL(s.url).origin] ?? 0) + s.bytes;
  const wire = scripts.reduce((n, s) => n + s.wire, 0);
  console.log(
    `${title}: ${sum(scripts)} bytes of gzip in ${scripts.length} files (${wire} over the wire, brotli)`,
  );
  for (const [origin, bytes] of Object.entries(byOrigin)) console.log(`  ${origin}: ${bytes} bytes`);
  if (baseline) console.log(`  / baseline: ${(sum(scripts) / Math.max(sum(baseline), 1)).toFixed(2)}x`);
}

/** Each origin's folder of source maps here: the dist-maps/ of the app it serves (the shell, each remote). */
let mapFolders;
function mapFolderOf(origin) {
  mapFolders ??= fetch(`${base}/mf-remotes.json`)
    .then((res) => res.json())
    .then(({ remotes }) => {
      const folders = new Map([[new URL(base).origin, SHELL.dir]]);
      for (const r of remotes) {
        const app = APPS.find((a) => a.container === r.name);
        if (app) folders.set(new URL(remoteBase(r.entry)).origin, app.dir);
      }
      return folders;
    });
  return mapFolders.then((folders) =>
    folders.has(origin) ? path.join(repoRoot, folders.get(origin), 'dist-maps') : null,
  );
}

/** A script's source map: the one served next to it, else the one its production build kept here, else none. */
async function sourceMapOf(url) {
  const served = await fetch(`${url}.map`).catch(() => null);
  if (served?.ok) return served.json();
  const folder = await mapFolderOf(new URL(url).origin);
  if (!folder) return { sources: [] };
  return readFile(path.join(folder, `${fileName(url)}.map`), 'utf8')
    .then(JSON.parse)
    .catch(() => ({ sources: [] }));
}

/** Whether a script is (mostly) chart.js: its source map lists chart.js's own files. Cached per URL. */
const chartJsCache = new Map();
function isChartJs(url) {
  if (!chartJsCache.has(url)) {
    chartJsCache.set(
      url,
      sourceMapOf(url)
        .then((map) => (map.sources ?? []).some((s) => /node_modules\/chart\.js\//.test(s)))
        .catch(() => false),
    );
  }
  return chartJsCache.get(url);
}

async function chartJsFiles(scripts) {
  const flags = await Promise.all(scripts.map((s) => isChartJs(s.url)));
  return scripts.filter((_, i) => flags[i]);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ratio = (bytes, budget) => `${(bytes / budget).toFixed(2)} of the ${budget / KB} KB budget`;

/** Each origin's app: the shell's own, and each remote's from the shell's /mf-remotes.json. */
async function originNames() {
  const { remotes } = await (await fetch(`${base}/mf-remotes.json`)).json();
  const names = new Map([[new URL(base).origin, 'shell + shared singletons']]);
  for (const r of remotes) names.set(new URL(remoteBase(r.entry)).origin, `${r.name} remote`);
  return names;
}

/** Home (or `title`) against its budgets: the whole, the shell + shared part, and what each remote adds. */
function budgetReport(scripts, names, title = 'home') {
  const shellOrigin = new URL(base).origin;
  const shellPart = sum(scripts.filter((s) => new URL(s.url).origin === shellOrigin));
  console.log(`${title} budget: ${kb(sum(scripts))} in all, ${ratio(sum(scripts), HOME_BUDGET)}`);
  console.log(`  shell + shared singletons: ${kb(shellPart)}, ${ratio(shellPart, SHELL_BUDGET)}`);
  const others = {};
  for (const s of scripts) {
    const origin = new URL(s.url).origin;
    if (origin !== shellOrigin) others[origin] = (others[origin] ?? 0) + s.bytes;
  }
  for (const [origin, bytes] of Object.entries(others))
    console.log(`  ${names.get(origin) ?? origin}: ${kb(bytes)}`);
}

/**
 * What the shell and the shared singletons on home are made of, by package or folder (bench/lib/source-parts.mjs):
 * each file's gzip bytes shared out in proportion to the characters each part has in it. The parts of one file
 * compress together, so each figure is an estimate; they add up to the total.
 */
async function partsReport(scripts) {
  const shellOrigin = new URL(base).origin;
  const parts = new Map();
  for (const script of scripts.filter((s) => new URL(s.url).origin === shellOrigin && s.code)) {
    const map = await sourceMapOf(script.url);
    for (const [part, characters] of charactersByPart(script.code, map)) {
      parts.set(part, (parts.get(part) ?? 0) + (characters / script.code.length) * script.bytes);
    }
  }
  const sorted = [...parts].sort((a, b) => b[1] - a[1]);
  const shown = sorted.filter(([, bytes]) => bytes >= 0.5 * KB);
  const rest = sorted.filter(([, bytes]) => bytes < 0.5 * KB);
  console.log('  the shell + shared part by package or folder (gzip, estimated):');
  for (const [part, bytes] of shown) console.log(`    ${kb(bytes).padStart(8)}  ${part}`);
  const restBytes = rest.reduce((n, [, bytes]) => n + bytes, 0);
  if (rest.length) console.log(`    ${kb(restBytes).padStart(8)}  ${rest.length} smaller parts`);
}

/** The style sheets a page downloaded: raw, gzip (level 6) and brotli (quality 11) bytes, in all and by origin. */
function cssReport(title, styles, names) {
  const total = (list, key) => list.reduce((n, s) => n + s[key], 0);
  const sizes = (list) =>
    `${total(list, 'raw')} bytes raw, ${total(list, 'bytes')} gzip, ${total(list, 'brotli')} brotli`;
  console.log(
    `${title}: ${sizes(styles)} in ${styles.length} files (${total(styles, 'wire')} over the wire)`,
  );
  // The shell's origin first, then the remotes', as /mf-remotes.json lists them.
  const order = [...names.keys()];
  const rank = (origin) => (order.includes(origin) ? order.indexOf(origin) : order.length);
  const origins = [...new Set(styles.map((s) => new URL(s.url).origin))].sort((a, b) => rank(a) - rank(b));
  for (const origin of origins) {
    const part = styles.filter((s) => new URL(s.url).origin === origin);
    console.log(`  ${names.get(origin) ?? origin}: ${sizes(part)} in ${part.length} files`);
  }
}

/** The session the shell keeps in localStorage 'auth', for the seeded admin. */
async function adminSession() {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const body = await res.json();
  if (!res.ok || !body.token) throw new Error(`admin login failed (${res.status}): ${body.message ?? ''}`);
  return { user: body.user, token: body.token };
}

const browser = await chromium.launch(require('../e2e/support/chromium.js'));
try {
  const fresh = async (url, { auth, ready } = {}) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    if (auth) {
      await context.addInitScript((session) => localStorage.setItem('auth', JSON.stringify(session)), auth);
    }
    const page = await context.newPage();
    const result = await measure(page, url, ready);
    await context.close();
    return result;
  };

  // The shopper.
  const baseline = await fresh(`${base}/__bench-no-such-page__`);
  const home = await fresh(`${base}/`);
  const nepaliHome = await fresh(`${base}/ne`);
  const listing = await fresh(`${base}/MenProduct`);
  console.log(`shell alone (404 page, baseline): ${sum(baseline)} bytes`);
  report('home page JavaScript', home);
  console.log(`home / baseline: ${(sum(home) / Math.max(sum(baseline), 1)).toFixed(2)}x`);
  const names = await originNames();
  budgetReport(home, names);
  await partsReport(home);
  cssReport('home page CSS', home.styles, names);
  report('Nepali home (/ne) JavaScript', nepaliHome, baseline);
  budgetReport(nepaliHome, names, 'Nepali home (/ne)');
  // The Nepali catalog's chunks, `catalog-ne-<part>` (shared-ui/src/i18n/runtime.ts, tools/i18n/parts.mjs): on /ne,
  // core and home's part; never any on an English page.
  const catalog = (scripts) => scripts.filter((s) => /catalog-ne/.test(new URL(s.url).pathname));
  const parts = catalog(nepaliHome).map((s) => {
    const part = /catalog-ne-?([a-z0-9-]*)(?:\.[0-9a-f]{8})?\.js$/.exec(new URL(s.url).pathname)?.[1];
    return `${part || 'whole'} ${s.bytes}`;
  });
  console.log(
    `Nepali catalog: ${sum(catalog(nepaliHome))} bytes on /ne in ${parts.length} file(s) (${parts.join(', ')}), ` +
      `${catalog(home).length} file(s) on home (English)`,
  );
  report('men products (/MenProduct) JavaScript', listing, baseline);
  const englishWithNepali = [...catalog(home), ...catalog(listing)];
  if (englishWithNepali.length > 0) {
    console.error(
      `English pages downloaded the Nepali catalog: ${englishWithNepali.map((s) => s.url).join(', ')}`,
    );
    process.exitCode = 1;
  }

  // Where this shell loads the admin remote from: its own /mf-remotes.json.
  const { remotes } = await (await fetch(`${base}/mf-remotes.json`)).json();
  const adminEntry = remotes.find((r) => r.name === appNamed('admin').container).entry;
  const adminOrigin = new URL(remoteBase(adminEntry)).origin;
  const fromAdmin = (scripts) =>
    scripts.filter((s) => new URL(s.url).origin === adminOrigin || /admin/i.test(new URL(s.url).pathname));
  console.log(`admin remote files downloaded on the home page: ${fromAdmin(home).length}`);
  console.log(`admin remote files downloaded on /MenProduct: ${fromAdmin(listing).length}`);

  // The admin: the dashboard once both charts are drawn, and a screen without charts.
  const auth = await adminSession();
  const dashboard = await fresh(`${base}/dashboard/admin/dashboard`, {
    auth,
    ready: (page) => page.locator('canvas[role="img"]').nth(1).waitFor({ timeout: 15_000 }),
  });
  const users = await fresh(`${base}/dashboard/admin/users`, {
    auth,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Users' }).waitFor({ timeout: 15_000 }),
  });
  report('admin dashboard (/dashboard/admin/dashboard) JavaScript', dashboard, baseline);
  console.log(
    `  of which the admin remote: ${sum(fromAdmin(dashboard))} bytes in ${fromAdmin(dashboard).length} files`,
  );
  report('admin users (/dashboard/admin/users) JavaScript', users, baseline);

  // chart.js: which files, and on which pages they were downloaded.
  const pages = [
    ['home', home],
    ['/MenProduct', listing],
    ['/dashboard/admin/users', users],
    ['/dashboard/admin/dashboard', dashboard],
  ];
  const chartOnDashboard = await chartJsFiles(dashboard);
  console.log(
    `chart.js files: ${chartOnDashboard.map((s) => `${fileName(s.url)} (${s.bytes} bytes)`).join(', ') || 'none found'}`,
  );
  for (const [name, scripts] of pages) {
    const found = await chartJsFiles(scripts);
    console.log(
      `  on ${name}: ${found.length ? `${found.length} file(s), ${sum(found)} bytes` : 'not downloaded'}`,
    );
  }
} finally {
  await browser.close();
}
