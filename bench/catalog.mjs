// How the catalog calls hold up on a large catalog: median latency of each storefront query over
// 100,000 products, as a ratio to GET /health measured in the same run (these machines are noisy, so
// only ratios are comparable between runs). Seeds through the API's `seed` script, which builds the API.
//
//   node bench/catalog.mjs [--products 100000] [--rounds 60]          (embedded PGlite in a temp folder)
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
const env = { ...process.env, DATA_DIR: dataDir, [API.portEnv]: String(port), NODE_ENV: 'test' };

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
];

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
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
