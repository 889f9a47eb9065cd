// How the catalog calls hold up on a large catalog: median latency of each storefront query over
// 100,000 products, as a ratio to GET /health measured in the same run (these machines are noisy, so
// only ratios are comparable between runs). Seeds through the API's `seed` script, which builds the API.
// The API runs with CATALOG_CACHE=off: these are the queries' costs, not the cache's (bench/throughput.mjs).
//
// On a PostgreSQL server it also runs the baseline of issue 13: a sequential ILIKE scan of every name, sent by
// this script with `pg`, and prints how many times faster each search is through the whole API (goal: 10x), and
// the deep page's time as a ratio to page 1 (goal: at most 1.5). Then each file of the sitemap, as it is made (the
// first request of a catalog version) and as it is sent again.
//
//   node bench/catalog.mjs [--products 100000] [--rounds 60]          (embedded PGlite in a temp folder; no scan)
//   DATABASE_URL=postgres://… node bench/catalog.mjs                   (a PostgreSQL server: use an empty database)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { medianMs, startBuiltApi, waitUp } from './lib/api.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../tools/paths.js');
const { API } = require('../tools/apps.js');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 100_000);
const rounds = arg('rounds', 60);
const port = arg('port', 3900);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pashmina-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  [API.portEnv]: String(port),
  NODE_ENV: 'test',
  CATALOG_CACHE: 'off',
};

console.log(`seeding ${products} products…`);
// The API's own `seed` script, wherever its seed command lives.
const seeded = spawnSync(
  'npm',
  ['run', 'seed', '--workspace', API.workspace, '--', '--products', String(products)],
  {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const api = startBuiltApi(port, env);
const { base } = api;

const median = (pathAndQuery) => medianMs(`${base}${pathAndQuery}`, rounds);

const cases = [
  ['women, page 1', '/product?genderCategory=women&page=1&limit=9'],
  ['women, page 500', '/product?genderCategory=women&page=500&limit=9'],
  ['men, shawls under Rs. 5,000', '/product?genderCategory=men&generalCategory=shawl&maxPrice=5000&limit=9'],
  ['featured', '/product?featured=true&limit=8'],
  ['new arrivals', '/newarrivals?limit=8'],
  ['best sellers', '/bestsellers?limit=9'],
  ['search "maroon"', '/product?text=maroon&limit=20'],
  ['search with a typo "pashmna"', '/product?text=pashmna&limit=20'],
  // Issue 43: half the generated products have a Nepali name too, searched with the English one.
  ['search in Nepali "पश्मिना"', `/product?text=${encodeURIComponent('पश्मिना')}&limit=20`],
];

// Search through the API against a sequential ILIKE scan of every name (the same words, as one substring).
const searches = [
  ['a common word', 'maroon'],
  ['a rare word', 'sherpa'],
  ['a typo', 'pashmna', 'pashmina'],
  ['two words', 'maroon pashmina', 'maroon pashmina'],
];

/** Median ms of a sequential ILIKE scan of every name for `word`, through `pg` (PostgreSQL server only). */
async function scanMedian(client, word) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await client.query('select id, name from products where name ilike $1', [`%${word}%`]);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

try {
  await waitUp(base);
  await median('/health'); // warm-up
  const baseline = await median('/health');
  console.log(`\nbaseline GET /health: ${baseline.toFixed(2)} ms (median of ${rounds})`);
  console.log(`catalog: ${products} generated products + the demo seed\n`);
  for (const [label, query] of cases) {
    await median(query); // warm the plan cache
    const ms = await median(query);
    console.log(
      `${label.padEnd(32)} ${ms.toFixed(2).padStart(8)} ms  ${(ms / baseline).toFixed(1).padStart(6)}x baseline`,
    );
  }

  await median('/product?limit=9&page=5000');
  const first = await median('/product?limit=9&page=1');
  const deep = await median('/product?limit=9&page=5000');
  console.log(
    `\ndeep page: page 5,000 ${deep.toFixed(2)} ms, page 1 ${first.toFixed(2)} ms: ${(deep / first).toFixed(2)}x page 1 (goal <= 1.5)`,
  );

  // The sitemap (issue 25): the index, then each file of up to 50,000 URLs, made once per catalog version in one
  // pass over the primary key and streamed (the first request), then sent from memory (the later ones).
  const origin = new URL(base).origin;
  const timeOnce = async (url) => {
    const start = process.hrtime.bigint();
    const response = await fetch(url);
    const body = await response.text();
    if (!response.ok) throw new Error(`${url} responded ${response.status}`);
    return { ms: Number(process.hrtime.bigint() - start) / 1e6, body };
  };
  const index = await timeOnce(`${origin}/sitemap.xml`);
  const files = [...index.body.matchAll(/<sitemap><loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map(
    ([, file]) => file,
  );
  console.log(
    `\nsitemap: ${files.length} files; the index ${index.ms.toFixed(2)} ms (${(index.ms / baseline).toFixed(1)}x baseline)`,
  );
  for (const file of files) {
    const made = await timeOnce(`${origin}${file}`);
    const urls = made.body.split('<url>').length - 1;
    const cached = await medianMs(`${origin}${file}`, Math.min(rounds, 20));
    console.log(
      `${`${file} (${urls} URLs)`.padEnd(32)} made ${made.ms.toFixed(1).padStart(8)} ms  ${(made.ms / baseline).toFixed(1).padStart(6)}x baseline;` +
        `  cached ${cached.toFixed(1).padStart(5)} ms  ${(cached / baseline).toFixed(1).padStart(6)}x baseline`,
    );
  }

  if (process.env.DATABASE_URL) {
    const { Client } = createRequire(path.join(repoRoot, API.dir, 'package.json'))('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      console.log('\nsearch through the API vs a sequential ILIKE scan of every name (goal: 10x faster)');
      for (const [label, text, scanned = text] of searches) {
        const url = `/product?text=${encodeURIComponent(text)}&limit=9`;
        await median(url);
        const ms = await median(url);
        await scanMedian(client, scanned);
        const scan = await scanMedian(client, scanned);
        console.log(
          `${`${label} "${text}"`.padEnd(32)} ${ms.toFixed(2).padStart(8)} ms  scan ${scan.toFixed(2).padStart(7)} ms  ${(scan / ms).toFixed(1).padStart(5)}x faster`,
        );
      }
    } finally {
      await client.end();
    }
  } else {
    console.log('\n(the ILIKE scan baseline runs with DATABASE_URL: PGlite serves one process)');
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
