// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the started shop's home, a listing and
// one product page, and on a plain static HTML page showing the same products' pictures: the baseline, served
// in the same run by a tiny node:http server, so the report says how far the shop is from "just the pictures",
// whatever the machine. Prints performance, LCP, CLS, TBT, accessibility and SEO for each (with the SEO audits a page
// failed), and each page's LCP as a ratio to the static page's.
//
//   npm start   (or the built shop on other ports), then
//   node bench/lighthouse.mjs [shell URL]      RUNS=5 takes each figure's median of 5 runs
//   PAGES=home,product measures only those of home, listing, product, ne-home and ne-listing (the Nepali /ne and
//   /ne/WomenProduct, issue 43: the same goals, SEO 1.00 and accessibility ≥ 0.98); the static baseline always runs.
//   admin-dashboard and admin-orders (issue 55: accessibility ≥ 0.95 on a phone) are measured only when named: they
//   sign in as the owner (ADMIN_EMAIL and ADMIN_PASSWORD, default the development owner), whose session is put in
//   the page's localStorage before the run, and Lighthouse keeps the storage (their performance and SEO are not
//   targets: the admin is not for search engines, and is measured for its accessibility)
//   PRODUCT=<id> measures that product's page rather than the women's list's first (a product with reviews)
//
// With several runs each figure reads "median (worst run)", and each page's line gives Lighthouse's benchmarkIndex
// (how fast this machine was while measuring it, median and lowest): these machines are noisy, so a figure means
// little without it.
//
// Every run gets a line of its own: its TBT, performance and benchmarkIndex, and the five longest main-thread tasks
// with the script each ran (Lighthouse's long-tasks audit), to see what keeps a phone busy.
//
// Chromium: CHROME_PATH (default /usr/bin/chromium), headless. Targets of issue 13: LCP ≤ 2.5 s, CLS ≤ 0.1,
// LCP ≤ 1.3× the static page, accessibility ≥ 0.95; of issue 25: SEO 1.00; of issue 26: median performance ≥ 0.95
// and no run below 0.90, median TBT ≤ 150 ms and no run above 250 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
const { SHELL, portOf } = require('../tools/apps.js');

const base = process.argv[2] ?? `http://localhost:${portOf(SHELL)}`;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.RUNS) || 1);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT) || 9333;

const TARGET = {
  performance: 0.95,
  worstPerformance: 0.9,
  lcp: 2500,
  cls: 0.1,
  tbt: 150,
  worstTbt: 250,
  lcpRatio: 1.3,
  accessibility: 0.95,
  seo: 1,
};

/** The same products the shop's pages show: home's featured ones, and the first of the women's list. */
async function products() {
  const get = async (query) => {
    const res = await fetch(`${base}/api/v1/product?${query}`);
    if (!res.ok) throw new Error(`GET /api/v1/product?${query}: ${res.status}`);
    return res.json();
  };
  const featured = await get('featured=true&limit=8');
  const women = await get('genderCategory=women&page=1&limit=9');
  if (!featured.length || !women.length) throw new Error('the shop has no products: seed it first');
  return { featured, women };
}

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The baseline: the products' pictures as plain HTML, no script, no web font, the first one as large as the
 * home hero's and with the same srcset, sizes and priority, so only the app's own cost separates the two.
 */
function staticPage(list) {
  const abs = (url) => new URL(url, base).href;
  const srcset = (p) => `${abs(p.productThumb)} 480w, ${abs(p.productImg)} 1200w`;
  const [first, ...rest] = list;
  const cards = rest
    .map(
      (p) =>
        `<li><img src="${abs(p.productThumb)}" srcset="${srcset(p)}" sizes="(max-width: 600px) 100vw, 420px"` +
        ` width="480" height="600" loading="lazy" alt="${escape(p.productName)}"><h2>${escape(p.productName)}</h2></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static baseline</title>
<style>body{margin:0;font-family:serif}img{display:block;width:100%;height:auto}ul{list-style:none;padding:1rem}</style>
</head><body><main><h1>Handwoven pashmina from Nepal</h1>
<img src="${abs(first.productImg)}" srcset="${srcset(first)}" sizes="100vw" width="800" height="1000"
 fetchpriority="high" alt="${escape(first.productName)}">
<ul>${cards}</ul></main></body></html>`;
}

function serveStatic(html) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Debian's Chromium with a DevTools port for Lighthouse; returns stop(). */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const chrome = spawn(
    chromePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    chrome.kill('SIGTERM');
    await new Promise((resolve) => chrome.once('exit', resolve));
    rmSync(profile, { recursive: true, force: true });
  };
}

/** Per page, the SEO audits any of its runs failed. */
const seoMisses = new Map();

/** The owner's session, as the login page keeps it in localStorage 'auth'. */
async function ownerSession() {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || 'admin@pashmina.test',
      password: process.env.ADMIN_PASSWORD || 'admin12345',
    }),
  });
  if (!res.ok) throw new Error(`POST /api/v1/auth/login: ${res.status}`);
  const { user, token } = await res.json();
  return { user, token };
}

/** Puts the owner's session in the shop's localStorage of the measuring Chromium, through its DevTools port. */
async function signInChromium(session) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}` });
  const page = await browser.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((auth) => localStorage.setItem('auth', auth), JSON.stringify(session));
  await page.close();
  browser.disconnect();
}

/** One Lighthouse run (its default config is the mobile preset), reduced to the figures we report. */
async function audit(url, { signedIn = false } = {}) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    // A signed-in page keeps the session put in its storage (Lighthouse clears the origin's storage otherwise).
    disableStorageReset: signedIn,
  });
  const { categories, audits } = result.lhr;
  // The SEO audits that did not pass (a score below 1; informative ones have none).
  seoMisses.set(
    url,
    new Set([
      ...(seoMisses.get(url) ?? []),
      ...categories.seo.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id),
    ]),
  );
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    seo: categories.seo.score,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    longTasks: longestTasks(audits['long-tasks']),
    // A signed-in page that sent the browser to the login page measured the login page: the report says where it was.
    landedOn: result.lhr.finalDisplayedUrl,
  };
}

/** The five longest main-thread tasks of a run: their duration and the script (file name) each is blamed on. */
function longestTasks(longTasksAudit) {
  const items = longTasksAudit?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => ({ duration: task.duration, script: scriptName(task.url) }));
}

function scriptName(url) {
  if (!url) return 'other';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url; // 'Unattributable' and the like
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The worse end of each figure: the lowest score, the highest time or shift. */
const WORST = { performance: Math.min, accessibility: Math.min, seo: Math.min, benchmarkIndex: Math.min };

/** Each figure's median, and its worst run under `worst`; the targets are judged on the median. */
async function measure(url, options) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url, options));
  const figure = (k) => results.map((r) => r[k]);
  const keys = Object.keys(results[0]).filter((k) => k !== 'longTasks' && k !== 'landedOn');
  return {
    url,
    runs: results,
    ...Object.fromEntries(keys.map((k) => [k, median(figure(k))])),
    worst: Object.fromEntries(keys.map((k) => [k, (WORST[k] ?? Math.max)(...figure(k))])),
  };
}

const mark = (ok) => (ok ? 'ok' : 'MISSED');

/** "median" with one run, "median (worst)" with several. */
function both(r, key, format) {
  return runs > 1 ? `${format(r[key])} (${format(r.worst[key])})` : format(r[key]);
}

function report(name, r, staticLcp) {
  const ratio = staticLcp ? r.lcp / staticLcp : null;
  const fixed = (digits) => (v) => v.toFixed(digits);
  console.log(`${name}   benchmarkIndex ${both(r, 'benchmarkIndex', Math.round)}`);
  console.log(
    `  performance    ${both(r, 'performance', fixed(2))}  ${mark(
      r.performance >= TARGET.performance && r.worst.performance >= TARGET.worstPerformance,
    )}`,
  );
  console.log(
    `  LCP            ${both(r, 'lcp', (v) => `${(v / 1000).toFixed(2)} s`)}  ${mark(r.lcp <= TARGET.lcp)}`,
  );
  console.log(`  CLS            ${both(r, 'cls', fixed(3))}  ${mark(r.cls <= TARGET.cls)}`);
  console.log(
    `  TBT            ${both(r, 'tbt', (v) => `${Math.round(v)} ms`)}  ${mark(
      r.tbt <= TARGET.tbt && r.worst.tbt <= TARGET.worstTbt,
    )}`,
  );
  console.log(
    `  accessibility  ${both(r, 'accessibility', fixed(2))}  ${mark(r.accessibility >= TARGET.accessibility)}`,
  );
  const misses = [...(seoMisses.get(r.url) ?? [])];
  console.log(
    `  SEO            ${both(r, 'seo', fixed(2))}  ${mark(r.seo >= TARGET.seo)}` +
      (misses.length ? `  failed: ${misses.join(', ')}` : ''),
  );
  if (ratio !== null) console.log(`  LCP / static   ${ratio.toFixed(2)}x  ${mark(ratio <= TARGET.lcpRatio)}`);
  const elsewhere = r.runs.filter((run) => run.landedOn !== r.url).map((run) => run.landedOn);
  if (elsewhere.length) console.log(`  MEASURED ELSEWHERE: ${[...new Set(elsewhere)].join(', ')}`);
  r.runs.forEach((run, i) => {
    const tasks = run.longTasks.map((t) => `${t.script} ${Math.round(t.duration)}`).join(', ') || 'none';
    console.log(
      `  run ${i + 1}: TBT ${Math.round(run.tbt)} ms, performance ${run.performance.toFixed(2)}, ` +
        `benchmarkIndex ${Math.round(run.benchmarkIndex)}; longest tasks (ms): ${tasks}`,
    );
  });
}

const { featured, women } = await products();
const server = await serveStatic(staticPage(featured));
const stopChromium = await startChromium();
try {
  const staticUrl = `http://127.0.0.1:${server.address().port}/`;
  const chosen = process.env.PAGES
    ? process.env.PAGES.split(',')
    : ['home', 'listing', 'product', 'ne-home', 'ne-listing'];
  // PRODUCT=<id> measures that product's page instead (one with reviews, issue 54: `sort=rating`'s first).
  const productId = process.env.PRODUCT || women[0]._id;
  const pages = [
    ['home', '/', `${base}/`],
    ['listing', '/WomenProduct', `${base}/WomenProduct`],
    ['product', `product page (/SingleProducts/${productId})`, `${base}/SingleProducts/${productId}`],
    ['ne-home', 'Nepali home (/ne)', `${base}/ne`],
    ['ne-listing', '/ne/WomenProduct', `${base}/ne/WomenProduct`],
  ].filter(([key]) => chosen.includes(key));
  const adminPages = [
    [
      'admin-dashboard',
      'admin dashboard (/dashboard/admin/dashboard), signed in',
      `${base}/dashboard/admin/dashboard`,
    ],
    [
      'admin-orders',
      'admin orders (/dashboard/admin/adminorders), signed in',
      `${base}/dashboard/admin/adminorders`,
    ],
  ].filter(([key]) => chosen.includes(key));
  console.log(
    `Lighthouse ${require('lighthouse/package.json').version}, mobile preset, ${runs} run(s) each` +
      (runs > 1 ? ': median (worst run)' : ''),
  );
  const baseline = await measure(staticUrl);
  report('static page (baseline)', baseline, null);
  for (const [, name, url] of pages) report(name, await measure(url), baseline.lcp);
  if (adminPages.length) await signInChromium(await ownerSession());
  for (const [, name, url] of adminPages) report(name, await measure(url, { signedIn: true }), baseline.lcp);
} finally {
  await stopChromium();
  server.close();
}
