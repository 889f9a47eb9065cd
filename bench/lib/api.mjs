// What the API benchmarks share: the built API started on a port, its readiness, and the median latency of a
// call (these machines are noisy: only ratios to a baseline measured in the same run are compared).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../../tools/paths.js');
const { API } = require('../../tools/apps.js');

/** Starts the built API (`api/dist/main.js`) with `env`; returns its `/api/v1` base URL and stop(). */
export function startBuiltApi(port, env) {
  const api = spawn(process.execPath, [`${API.dir}/dist/main.js`], { cwd: repoRoot, env, stdio: 'ignore' });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    async stop() {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    },
  };
}

/** Waits until GET {base}/health responds (up to a minute). */
export async function waitUp(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

/** Median milliseconds of `rounds` sequential GETs of `url`, each body read in full; a non-2xx response throws. */
export async function medianMs(url, rounds, headers = {}) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} responded ${response.status}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
