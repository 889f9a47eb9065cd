// How the admin dashboard's figures hold up on a busy shop: median latency of GET /stats (as the owner) over
// 100,000 orders and 100,000 products, as a ratio to GET /health measured in the same run (these machines are noisy,
// so only ratios are comparable between runs). Goal: at most 10x. Seeds through the API's `seed` script (which
// builds the API), whose --orders writes the order history with set-based SQL.
//
//   node bench/stats.mjs [--orders 100000] [--products 100000] [--rounds 60]   (embedded PGlite in a temp folder)
//   DATABASE_URL=postgres://… node bench/stats.mjs                             (a PostgreSQL server: use an empty database)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
const orders = arg('orders', 100_000);
const products = arg('products', 100_000);
const rounds = arg('rounds', 60);
const port = arg('port', 3901);
const GOAL = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pashmina-bench-stats-'));
// The owner account the seed creates, and the bench logs in as.
const owner = { email: 'bench-owner@pashmina.test', password: randomBytes(12).toString('hex') };
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  [API.portEnv]: String(port),
  NODE_ENV: 'test',
  ADMIN_EMAIL: owner.email,
  ADMIN_PASSWORD: owner.password,
};

console.log(`seeding ${products} products and ${orders} orders…`);
const seeded = spawnSync(
  'npm',
  [
    'run',
    'seed',
    '--workspace',
    API.workspace,
    '--',
    '--products',
    String(products),
    '--orders',
    String(orders),
  ],
  { cwd: repoRoot, env, stdio: 'inherit' },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const api = startBuiltApi(port, env);
const { base } = api;

async function login() {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (!response.ok) throw new Error(`login responded ${response.status}`);
  return (await response.json()).token;
}

const median = (pathAndQuery, headers) => medianMs(`${base}${pathAndQuery}`, rounds, headers);

try {
  await waitUp(base);
  const auth = { Authorization: `Bearer ${await login()}` };
  const stats = await (await fetch(`${base}/stats`, { headers: auth })).json();
  await median('/health'); // warm-up
  const baseline = await median('/health');
  await median('/stats', auth); // warm the plan cache
  const ms = await median('/stats', auth);
  const ratio = ms / baseline;
  console.log(`\nbaseline GET /health: ${baseline.toFixed(2)} ms (median of ${rounds})`);
  console.log(
    `shop: ${stats.totalProducts} products, ${orders} generated orders + the demo seed ` +
      `(${stats.deliveredOrders} delivered, ${stats.ordersToDeliver} to deliver)\n`,
  );
  console.log(
    `${'GET /stats (admin)'.padEnd(24)} ${ms.toFixed(2).padStart(8)} ms  ${ratio.toFixed(1).padStart(6)}x baseline`,
  );
  console.log(`goal: at most ${GOAL}x baseline: ${ratio <= GOAL ? 'met' : 'NOT met'}`);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
