// The long tasks (over 50 ms) of a phone's main thread while the shop's landing pages load, and what runs in each:
// a performance trace of Debian's Chromium at 375 px with its CPU slowed 4× (CDP's Emulation.setCPUThrottlingRate),
// the trace's own events in each task (a script's evaluation, a function called, a timer, layout, …) and its CPU
// samples by source, read from the apps' source maps. Lighthouse's total blocking time (bench/lighthouse.mjs) is a
// simulation that varies with how loaded the machine is; the tasks here say what to change.
//
//   npm start   (or the built shop on other ports), then
//   node bench/long-tasks.mjs [shell URL]
//   PAGES=ne-home,home picks among home, ne-home, listing, ne-listing, product, ne-product (default: all);
//   RUNS=3 loads each page that many times; THROTTLE=4 the CPU slowdown; PRODUCT=<id> the product page's product.
//
// Each page's line gives its first contentful paint, its largest, and the blocking time after the first (the sum of
// each task's time over 50 ms, to the end of the trace: Lighthouse stops at the page's time to interactive, so this
// is its upper bound).
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { partOf } from './lib/source-parts.mjs';
import { sourceFinder } from './lib/source-lookup.mjs';

const require = createRequire(import.meta.url);
const { APPS, SHELL, portOf } = require('../tools/apps.js');
const { repoRoot } = require('../tools/paths.js');
const { remoteBase } = require('../tools/remotes.js');

const base = process.argv[2] ?? `http://localhost:${portOf(SHELL)}`;
const runs = Math.max(1, Number(process.env.RUNS) || 1);
const throttle = Number(process.env.THROTTLE) || 4;
const LONG = 50_000; // µs

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

/** The trace events that say what a task was doing; the outermost of them in a task are listed. */
const WHAT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'v8.compile',
  'v8.parseOnBackground',
  'XHRLoad',
  'ResourceReceivedData',
  'HandlePostMessage',
]);

let folders;
/** The dist-maps/ folder of the app serving `origin`. */
function folderOf(origin) {
  folders ??= fetch(`${base}/mf-remotes.json`)
    .then((res) => res.json())
    .then(({ remotes }) => {
      const map = new Map([[new URL(base).origin, SHELL.dir]]);
      for (const r of remotes) {
        const app = APPS.find((a) => a.container === r.name);
        if (app) map.set(new URL(remoteBase(r.entry)).origin, app.dir);
      }
      return map;
    });
  return folders.then((map) => (map.has(origin) ? path.join(repoRoot, map.get(origin), 'dist-maps') : null));
}
const sourceOf = sourceFinder(folderOf);

const fileOf = (url) => {
  try {
    const { host, pathname } = new URL(url);
    return `${host.split(':')[1] ?? host}/${pathname.split('/').pop()}`;
  } catch {
    return url;
  }
};

/** The renderer's main thread that parsed the page's HTML. */
function mainThread(events, url) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url.split('?')[0]),
  );
  if (!parse) throw new Error(`the trace has no parse of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
}

/** The CPU samples of the thread: [time (µs), call frame's stack (leaf first)]. */
function samplesOf(events, { pid, tid }) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const id = `${e.pid}:${e.id}`;
    if (e.name === 'Profile') {
      if (e.tid !== tid) continue;
      profiles.set(id, { time: e.args.data.startTime, nodes: new Map(), samples: [] });
      continue;
    }
    const profile = profiles.get(id);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((node, i) => {
      profile.time += timeDeltas[i] ?? 0;
      profile.samples.push([profile.time, node]);
    });
  }
  const out = [];
  for (const profile of profiles.values()) {
    const stackOf = (id) => {
      const stack = [];
      for (let node = profile.nodes.get(id); node; node = profile.nodes.get(node.parent))
        stack.push(node.callFrame);
      return stack;
    };
    for (const [time, id] of profile.samples) out.push([time, stackOf(id)]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The source (package or app folder) of a call frame, from the maps; a native frame by its name. */
async function partOfFrame(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  const found = await sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
  return found ? partOf(found.source) : fileOf(frame.url);
}

/** A call frame's source file and line, from the maps, for the heaviest functions of a task. */
async function placeOfFrame(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  const found = await sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
  if (!found) return `${fileOf(frame.url)}:${frame.lineNumber + 1}`;
  const file = found.source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '').replace(/^(\.\.\/)+/, '');
  return `${file.replace(/^.*node_modules\//, '')}:${found.line}`;
}

async function describeTask(task, events, samples) {
  const end = task.ts + task.dur;
  const inside = events.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && WHAT.has(e.name));
  const outer = [];
  for (const e of inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = outer[outer.length - 1];
    if (last && e.ts + e.dur <= last.ts + last.dur) continue;
    outer.push(e);
  }
  const what = outer
    .filter((e) => e.dur >= 2_000)
    .map((e) => {
      const data = e.args?.data ?? e.args?.beginData ?? {};
      const where = data.url ? ` ${fileOf(data.url)}` : data.functionName ? ` ${data.functionName}` : '';
      const fn = data.url && data.functionName ? ` ${data.functionName}` : '';
      return `${e.name}${where}${fn} ${Math.round(e.dur / 1000)}`;
    });
  const mine = samples.filter(([time]) => time >= task.ts && time <= end);
  const weight = mine.length ? task.dur / 1000 / mine.length : 0;
  const byPart = new Map();
  const byFunction = new Map();
  const byPlace = new Map();
  for (const [, stack] of mine) {
    const leaf = stack[0] ?? { functionName: '(idle)' };
    const part = await partOfFrame(leaf);
    byPart.set(part, (byPart.get(part) ?? 0) + weight);
    if (leaf.url) {
      const place = await placeOfFrame(leaf);
      byPlace.set(place, (byPlace.get(place) ?? 0) + weight);
    }
    // The outermost frame of the app's own code (not a package's) that led there: who asked for the work.
    let caller = null;
    for (const frame of stack) {
      if (!frame.url) continue;
      const p = await partOfFrame(frame);
      if (!/^(?:@|react|scheduler|\(|[a-z-]+$)/.test(p)) caller = await placeOfFrame(frame);
    }
    if (caller) byFunction.set(caller, (byFunction.get(caller) ?? 0) + weight);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .filter(([, ms]) => ms >= 3)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
      .join(', ');
  return { what, parts: top(byPart, 8), callers: top(byFunction, 5), places: top(byPlace, 5) };
}

async function traceOf(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The page is the app's once the server's first screen has gone; then its last requests, and a quiet moment.
  // (asked through CDP, the smallest evaluation there is: Playwright's waitForFunction injects a script of its own)
  for (let waited = 0; waited < 120_000; waited += 500) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: "document.getElementById('first-screen') === null",
      returnByValue: true,
    });
    if (result.value) break;
    await page.waitForTimeout(500);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const buffer = await browser.stopTracing();
  await context.close();
  return JSON.parse(buffer.toString('utf8')).traceEvents;
}

async function profile(browser, name, url) {
  const events = await traceOf(browser, url);
  const thread = mainThread(events, url);
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const tasks = own.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Only the outermost tasks: a nested run loop's task is inside another.
  let end = -Infinity;
  const outer = tasks
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    .filter((t) => {
      if (t.ts + t.dur <= end) return false;
      end = t.ts + t.dur;
      return true;
    });
  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? outer[0].ts;
  const mark = (n) => events.filter((e) => e.name === n && e.pid === thread.pid).map((e) => e.ts);
  const fcp = Math.min(...mark('firstContentfulPaint'));
  const lcp = Math.max(...mark('largestContentfulPaint::Candidate'));
  // A task's thread time is what the slowed CPU spent on it, whatever else the machine was running meanwhile (its
  // wall time also counts the moments another process had the core): the long tasks are judged on it.
  const long = outer.filter((t) => (t.tdur ?? t.dur) > LONG);
  const blocking = long.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + (t.tdur ?? t.dur) - LONG, 0);
  const ms = (us) => (Number.isFinite(us) ? `${Math.round(us / 1000)} ms` : '—');
  console.log(
    `${name} (${url}): FCP ${ms(fcp - navigation)}, LCP ${ms(lcp - navigation)}, ` +
      `blocking after FCP ${ms(blocking)}, ${long.length} long task(s) (thread time; wall time in brackets)`,
  );
  const samples = samplesOf(events, thread);
  for (const task of long) {
    const { what, parts, callers, places } = await describeTask(task, own, samples);
    console.log(
      `  at ${ms(task.ts - navigation)}: ${ms(task.tdur ?? task.dur)} (${ms(task.dur)})` +
        `${task.ts < fcp ? ', before FCP' : ''}`,
    );
    console.log(`    events: ${what.join(', ') || '—'}`);
    if (parts) console.log(`    by source: ${parts}`);
    if (callers) console.log(`    called from: ${callers}`);
    if (places && process.env.PLACES) console.log(`    heaviest lines: ${places}`);
  }
  return { name, blocking: blocking / 1000, long: long.map((t) => (t.tdur ?? t.dur) / 1000) };
}

const productId =
  process.env.PRODUCT ||
  (await fetch(`${base}/api/v1/product?genderCategory=women&page=1&limit=9`).then((res) => res.json()))[0]
    ._id;
const PAGES = {
  home: '/',
  'ne-home': '/ne',
  listing: '/WomenProduct',
  'ne-listing': '/ne/WomenProduct',
  product: `/SingleProducts/${productId}`,
  'ne-product': `/ne/SingleProducts/${productId}`,
};
const chosen = process.env.PAGES ? process.env.PAGES.split(',') : Object.keys(PAGES);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results = [];
try {
  console.log(`Long tasks at 375 px, CPU ${throttle}× slower, ${runs} run(s) a page`);
  for (const name of chosen)
    for (let i = 0; i < runs; i++) results.push(await profile(browser, name, `${base}${PAGES[name]}`));
} finally {
  await browser.close();
}
console.log('\nSummary: blocking after FCP (ms), long tasks (ms)');
for (const r of results)
  console.log(`  ${r.name}: ${Math.round(r.blocking)}; ${r.long.map(Math.round).join(', ') || 'none'}`);
