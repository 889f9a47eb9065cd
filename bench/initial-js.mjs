// Reports the JavaScript a shopper's browser downloads for the home page, in gzip bytes, split by
// origin (shell vs each remote), against a running shop: `npm start`, then `node bench/initial-js.mjs`.
// The baseline in the same run is the shell alone (its 404 page, no remote), so the report says how
// much the storefront adds on top of the host, whatever the machine.
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const { SHELL, appNamed, portOf } = require('../tools/apps.js');
const { remoteBase } = require('../tools/remotes.js');

const base = process.argv[2] ?? `http://localhost:${portOf(SHELL)}`;

async function measure(page, url) {
  const scripts = [];
  const onResponse = async (response) => {
    const req = response.request();
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes().catch(() => null);
    scripts.push({ url: response.url(), bytes: sizes ? sizes.responseBodySize : 0 });
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return scripts;
}

const browser = await chromium.launch(require('../e2e/support/chromium.js'));
try {
  const fresh = async (url) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const result = await measure(page, url);
    await context.close();
    return result;
  };
  const baseline = await fresh(`${base}/__bench-no-such-page__`);
  const home = await fresh(`${base}/`);
  const sum = (list) => list.reduce((n, s) => n + s.bytes, 0);
  const byOrigin = {};
  for (const s of home) byOrigin[new URL(s.url).origin] = (byOrigin[new URL(s.url).origin] ?? 0) + s.bytes;
  console.log(`home page JavaScript: ${sum(home)} bytes over the wire (gzip) in ${home.length} files`);
  for (const [origin, bytes] of Object.entries(byOrigin)) console.log(`  ${origin}: ${bytes} bytes`);
  console.log(`shell alone (404 page, baseline): ${sum(baseline)} bytes`);
  console.log(`home / baseline: ${(sum(home) / Math.max(sum(baseline), 1)).toFixed(2)}x`);
  // Where this shell loads the admin remote from: its own /mf-remotes.json.
  const { remotes } = await (await fetch(`${base}/mf-remotes.json`)).json();
  const adminEntry = remotes.find((r) => r.name === appNamed('admin').container).entry;
  const adminOrigin = new URL(remoteBase(adminEntry)).origin;
  const admin = home.filter(
    (s) => new URL(s.url).origin === adminOrigin || /admin/i.test(new URL(s.url).pathname),
  );
  console.log(`admin remote files downloaded on the home page: ${admin.length}`);
} finally {
  await browser.close();
}
