// Throughput of GET /api/v1/product?limit=9 through the API with its production middleware (NODE_ENV=production:
// helmet, compression, JSON logs, the catalog cache), measured with autocannon against two baselines started in
// the same run: a bare node:http server sending the same bytes (goal: at least 0.40 of it), and a plain node:http +
// pg server running the same SQL on every request (goal: at least 0.75 of it). Needs a PostgreSQL server.
//
//   DATABASE_URL=postgres://… node bench/throughput.mjs [--connections 20] [--seconds 5] [--rounds 3]   (an empty database)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltApi, waitUp } from './lib/api.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../tools/paths.js');
const { API } = require('../tools/apps.js');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const connections = arg('connections', 20);
const duration = arg('seconds', 5);
const rounds = arg('rounds', 3);
const port = arg('port', 3902);
if (!process.env.DATABASE_URL) {
  console.error('bench/throughput.mjs needs DATABASE_URL (a PostgreSQL server, an empty database)');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pashmina-bench-throughput-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  [API.portEnv]: String(port),
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'bench-owner@pashmina.test',
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  // Production refuses the built-in sandbox without a key; no payment is made here.
  KHALTI_SECRET_KEY: 'bench-not-used',
  ESEWA_SECRET_KEY: 'bench-not-used',
  KHALTI_BASE_URL: 'http://127.0.0.1:9/',
  KHALTI_ALLOW_TEST_ENDPOINT: '1',
  // Production refuses to start without a mail server; nothing is e-mailed here, and nothing listens there.
  SMTP_URL: 'smtp://127.0.0.1:9',
};

const run = (url, headers = {}) =>
  autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip', ...headers } });

const seeded = spawnSync('npm', ['run', 'seed', '--workspace', API.workspace, '--', '--products', '48'], {
  cwd: repoRoot,
  env: { ...env, NODE_ENV: 'test' },
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const api = startBuiltApi(port, env);
const servers = [];
try {
  await waitUp(api.base);
  const url = `${api.base}/product?limit=9`;
  // The API's response as autocannon gets it (gzip, not decoded as fetch would), twice: the second is the replay.
  await rawGet(url);
  const sample = await rawGet(url);

  // The same bytes from memory: the API's status line, headers and body, bar those node:http writes itself.
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, sample.headers);
    res.end(sample.body);
  });
  // The same SQL as the API's first page (ids by the sort's index, then the rows) and its total, then JSON.
  const { Pool } = createRequire(path.join(repoRoot, API.dir, 'package.json'))('pg');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const plain = http.createServer(async (_req, res) => {
    const [rows, total] = await Promise.all([
      pool.query(
        `select * from products where id in (select id from products order by created_at desc, id desc limit 9)
         order by created_at desc, id desc`,
      ),
      pool.query('select count(*)::int as total, max(sale_price_paisa) as max from products'),
    ]);
    res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': total.rows[0].total });
    res.end(JSON.stringify(rows.rows));
  });
  servers.push(bare, plain, { close: (cb) => pool.end().then(cb) });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  await new Promise((r) => plain.listen(0, '127.0.0.1', r));

  // The rounds alternate the servers, so a slow moment of this shared machine falls on all of them alike; each
  // ratio is taken within a round, and the medians are reported.
  const targets = [
    ['bare node:http, same bytes', `http://127.0.0.1:${bare.address().port}/`],
    ['node:http + pg, same SQL', `http://127.0.0.1:${plain.address().port}/`],
    ['API', url],
    ['API, repeat visitor (304)', url, { 'if-none-match': sample.headers.etag }],
  ];
  for (const [, target, extra] of targets) await run(target, extra); // warm-up
  const results = Object.fromEntries(targets.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++)
    for (const [name, target, extra] of targets)
      results[name].push((await run(target, extra)).requests.average);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratios = (baseline) => results.API.map((rps, round) => rps / results[baseline][round]);
  console.log(
    `\nGET /api/v1/product?limit=9, ${connections} connections, ${rounds} rounds of ${duration} s each`,
  );
  for (const [name, rps] of Object.entries(results))
    console.log(`${name.padEnd(30)} ${median(rps).toFixed(0).padStart(8)} req/s (median)`);
  const toBare = ratios('bare node:http, same bytes');
  const toPg = ratios('node:http + pg, same SQL');
  const list = (values) => values.map((v) => v.toFixed(2)).join(', ');
  console.log(`\nAPI / bare:        ${median(toBare).toFixed(3)} (goal >= 0.40; rounds: ${list(toBare)})`);
  console.log(`API / node:http+pg: ${median(toPg).toFixed(3)} (goal >= 0.75; rounds: ${list(toPg)})`);
} finally {
  for (const server of servers) await new Promise((r) => server.close(r));
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** GET `url` with autocannon's Accept-Encoding: its headers (less the per-connection ones) and its raw body. */
function rawGet(url) {
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => !perConnection.has(name)),
          );
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}
